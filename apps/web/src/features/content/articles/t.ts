// A text in both spelling variants (ije: BA, HR, ME; eke: RS); identical variants collapse to one string.
import type { Text } from '@zdravo/contract';

export const T = (ije: string, eke: string): Text => (ije === eke ? ije : { ije, eke });
