// A text in both spelling variants (ije: BA, HR, ME; eke: RS), `hr` where Croatian words differ
// from the ijekavian text and `me` where Montenegrin words do (docs/glossary.md); identical variants
// collapse to one string.
import type { Text } from '@zdravo/contract';

export const T = (ije: string, eke: string, hr?: string, me?: string): Text => {
  const own = { ...(hr !== undefined && hr !== ije ? { hr } : {}), ...(me !== undefined && me !== ije ? { me } : {}) };
  return Object.keys(own).length > 0 ? { ije, eke, ...own } : ije === eke ? ije : { ije, eke };
};
