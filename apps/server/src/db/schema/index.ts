// The database's table types, composed from one file per area so each area owns its tables.
// Conventions (docs/decisions/002-data-conventions.md): integer ids, money in integer minor
// units, timestamps as ISO-8601 UTC text, booleans as integers 0/1 — identical on both dialects.
import type { FoundationTables } from './foundation.ts';
import type { CatalogTables } from './catalog.ts';
import type { AccountTables } from './accounts.ts';
import type { OrdersTables } from './orders.ts';
import type { WithdrawalTables } from './withdrawals.ts';
import type { PrivacyTables } from './privacy.ts';
import type { ClusterTables } from './cluster.ts';
import type { QuizTables } from './quiz.ts';
import type { ReviewTables } from './reviews.ts';
import type { CallQueueTables, DeskTables } from './desk.ts';
import type { ClubTables } from './club.ts';
import type { RemittanceTables } from './remittances.ts';
import type { StockTables } from './stock.ts';

export interface Database
  extends
    FoundationTables,
    CatalogTables,
    AccountTables,
    OrdersTables,
    WithdrawalTables,
    PrivacyTables,
    ClusterTables,
    QuizTables,
    ReviewTables,
    DeskTables,
    CallQueueTables,
    ClubTables,
    RemittanceTables,
    StockTables {}
