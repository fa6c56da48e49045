// Every migration, in order. Add a new area's migration as the next numbered file and list it here.
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_catalog.ts';
import * as m0003 from './0003_accounts.ts';
import * as m0004 from './0004_orders.ts';
import * as m0009 from './0009_privacy.ts';
import * as m0011 from './0011_withdrawal.ts';
import * as m0015 from './0015_job_leases.ts';
import * as m0016 from './0016_quiz.ts';
import * as m0017 from './0017_reviews.ts';
import * as m0018 from './0018_club.ts';
import * as m0019 from './0019_orders_by_account_and_time.ts';
import * as m0020 from './0020_desk.ts';
import * as m0021 from './0021_call_queue.ts';
import * as m0030 from './0030_one_review_per_offer.ts';
import * as m0031 from './0031_address_groups.ts';
import * as m0035 from './0035_order_events.ts';
import * as m0036 from './0036_price_history.ts';
import * as m0037 from './0037_numbers.ts';
import * as m0038 from './0038_review_moderation.ts';
import * as m0039 from './0039_club_desk.ts';
import * as m0040 from './0040_withdrawal_todos.ts';
import * as m0041 from './0041_numbers_columns.ts';
import * as m0042 from './0042_order_gate.ts';
import * as m0045 from './0045_leads_follow_orders.ts';
import * as m0046 from './0046_order_name_key.ts';
import * as m0047 from './0047_call_requests.ts';
import * as m0050 from './0050_call_flow.ts';
import * as m0051 from './0051_catalog_listings.ts';
import * as m0052 from './0052_stock.ts';
import * as m0055 from './0055_return_reasons.ts';
import * as m0056 from './0056_upsells_apart.ts';
import * as m0057 from './0057_refund_facts.ts';
import * as m0058 from './0058_remittances.ts';
import * as m0062 from './0062_price_schedules.ts';
import * as m0063 from './0063_offer_slog_redirects.ts';
import * as m0064 from './0064_offer_image_alts.ts';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_catalog': m0002,
  '0003_accounts': m0003,
  '0004_orders': m0004,
  '0009_privacy': m0009,
  '0011_withdrawal': m0011,
  '0015_job_leases': m0015,
  '0016_quiz': m0016,
  '0017_reviews': m0017,
  '0018_club': m0018,
  '0019_orders_by_account_and_time': m0019,
  '0020_desk': m0020,
  '0021_call_queue': m0021,
  '0030_one_review_per_offer': m0030,
  '0031_address_groups': m0031,
  '0035_order_events': m0035,
  '0036_price_history': m0036,
  '0037_numbers': m0037,
  '0038_review_moderation': m0038,
  '0039_club_desk': m0039,
  '0040_withdrawal_todos': m0040,
  '0041_numbers_columns': m0041,
  '0042_order_gate': m0042,
  '0045_leads_follow_orders': m0045,
  '0046_order_name_key': m0046,
  '0047_call_requests': m0047,
  '0050_call_flow': m0050,
  '0051_catalog_listings': m0051,
  '0052_stock': m0052,
  '0055_return_reasons': m0055,
  '0056_upsells_apart': m0056,
  '0057_refund_facts': m0057,
  '0058_remittances': m0058,
  '0062_price_schedules': m0062,
  '0063_offer_slog_redirects': m0063,
  '0064_offer_image_alts': m0064,
};
