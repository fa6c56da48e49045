// A text in both spelling variants (ije: BA, HR, ME; eke: RS), and `hr` where Croatian words differ
// from the ijekavian text (docs/glossary.md); identical variants collapse to one string.
import type { Text } from '@zdravo/contract';

export const T = (ije: string, eke: string, hr?: string): Text =>
  hr !== undefined && hr !== ije ? { ije, eke, hr } : ije === eke ? ije : { ije, eke };
