// The seller's {placeholders} ({seller}, {sellerAddress}): only the terms and the refund policy's
// withdrawal sections name the seller. Apart from the placeholders every page fills (doc-model.ts), so
// the pages that never name it do not load the country terms table it comes from (decision 064).
import { SELLERS, type CountryCode } from '@zdravo/contract';

export const sellerVars = (country: CountryCode): { seller: string; sellerAddress: string } => ({
  seller: SELLERS[country].legalName,
  sellerAddress: SELLERS[country].address,
});
