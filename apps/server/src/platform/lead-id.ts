// Order numbers (LeadIDs): random, non-sequential, so nobody can guess or enumerate another
// shopper's parcel. 31^8 ≈ 8.5·10^11 codes; a collision is caught by the UNIQUE constraint.
import { randomInt } from 'node:crypto';
import { LEAD_ID_ALPHABET, LEAD_ID_LENGTH } from '@zdravo/contract';

export function newLeadId(): string {
  let id = '';
  for (let i = 0; i < LEAD_ID_LENGTH; i++) id += LEAD_ID_ALPHABET[randomInt(LEAD_ID_ALPHABET.length)];
  return id;
}
