// The shop's four promises (landing, every offer's buy box): the delivery days from the country table,
// the other numbers from the constants.
import { REFUND } from '@zdravo/contract';
import { trustMessages } from '@zdravo/contract/messages/trust';
import { deliveryPromiseText } from '@zdravo/contract/messages/shop-hours';
import { fill, useT } from './i18n.ts';
import { useCountry } from './country.ts';

export function useTrustPromises(): Record<'delivery' | 'cod' | 'guarantee' | 'prices', string> {
  const t = useT(trustMessages);
  const { country } = useCountry();
  return {
    delivery: deliveryPromiseText(country),
    cod: t.trustCod,
    guarantee: fill(t.trustGuarantee, { days: REFUND.guaranteeDays }),
    prices: t.trustPrices,
  };
}
