// Runs before every test file: what the tests ask of the code that production does not do.
import { checkEveryShapedCall } from './apps/server/src/db/shaped-query.ts';

// A shaped query is checked against its shape on every call, not only on its first (db/shaped-query.ts).
checkEveryShapedCall();
