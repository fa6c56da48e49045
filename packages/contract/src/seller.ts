// Who the shopper contracts with in each country: the seller's legal name and address, shown before
// the order button and in the withdrawal acknowledgement. Both come from the country table
// (country-terms.ts: sellerName, and the contact address in countries.ts).
import type { CountryCode } from './countries.ts';
import { byCountry } from './country-terms.ts';

export interface Seller {
  /** The registered company name. */
  legalName: string;
  /** Its registered address. */
  address: string;
}

export const SELLERS: Readonly<Record<CountryCode, Seller>> = /* @__PURE__ */ byCountry((c, terms) => ({
  legalName: terms.sellerName,
  address: c.contact.address,
}));
