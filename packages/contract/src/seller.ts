// Who the shopper contracts with in each country: the seller's legal name and address, shown before
// the order button and in the withdrawal acknowledgement. Placeholders for the operator to replace
// with the registered companies; the address is the country's contact address (countries.ts).
import { COUNTRIES, type CountryCode } from './countries.ts';

export interface Seller {
  /** The registered company name. */
  legalName: string;
  /** Its registered address. */
  address: string;
}

export const SELLERS: Readonly<Record<CountryCode, Seller>> = {
  BA: { legalName: 'Zdravo BH d.o.o. Sarajevo', address: COUNTRIES.BA.contact.address },
  RS: { legalName: 'Zdravo Srbija d.o.o. Beograd', address: COUNTRIES.RS.contact.address },
  HR: { legalName: 'Zdravo trgovina d.o.o.', address: COUNTRIES.HR.contact.address },
  ME: { legalName: 'Zdravo Montenegro d.o.o. Podgorica', address: COUNTRIES.ME.contact.address },
};
