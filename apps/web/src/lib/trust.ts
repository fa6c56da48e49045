// The shop's four promises (landing, every offer's buy box) with their numbers from the constants.
import { REFUND, SHIPPING } from '@zdravo/contract';
import { trustMessages } from '@zdravo/contract/messages/trust';
import { fill, useT } from './i18n.ts';

export function useTrustPromises(): Record<'delivery' | 'cod' | 'guarantee' | 'prices', string> {
  const t = useT(trustMessages);
  return {
    delivery: fill(t.trustDelivery, SHIPPING.deliveryHours),
    cod: t.trustCod,
    guarantee: fill(t.trustGuarantee, { days: REFUND.guaranteeDays }),
    prices: t.trustPrices,
  };
}
