// The data-rights part of the account settings: download one's data, delete the account
// (docs/product.md §7: shopUsers.f.exportData, shopUsers.f.delete). {days} is DATA_REQUEST_REPLY_DAYS.
import type { Text } from '../text.ts';
import { fieldLabels } from './fields.ts';
import dataRightsJson from './texts/data-rights.json' with { type: 'json' };

export const dataRightsMessages = {
  ...dataRightsJson,
  password: fieldLabels.password,
} satisfies Record<string, Text>;
