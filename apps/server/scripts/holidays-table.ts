// Writes packages/contract/src/holidays.json, the browser's table of the team's closed days, from the
// server's calendar (src/holidays.ts, the date-holidays library) for this year and the next:
//   npm run holidays -w @zdravo/server [-- 2027]
// holidays.test.ts checks the table against the library for every year it holds.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { holidayTable } from '../src/holidays.ts';

const first = Number(process.argv[2] ?? new Date().getFullYear());
const table = holidayTable([first, first + 1]);
const file = fileURLToPath(new URL('../../../packages/contract/src/holidays.json', import.meta.url));
const lines = Object.entries(table).map(
  ([country, days]) => `  "${country}": [${days.map((d) => `"${d}"`).join(', ')}]`,
);
fs.writeFileSync(file, `{\n${lines.join(',\n')}\n}\n`);
console.log(`Wrote ${file} for ${first} and ${first + 1}.`);
