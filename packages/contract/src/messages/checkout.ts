// Texts of checkout and the order thank-you screen.
import type { Text } from '../text.ts';

export const checkoutMessages = {
  checkoutHeading: { ije: 'Završetak narudžbe', eke: 'Završetak porudžbine' },
  checkoutLead: 'Plaćanje pouzećem, dostava za 24 do 48 sati od slanja.',
  thankYouHeading: { ije: 'Hvala na narudžbi!', eke: 'Hvala na porudžbini!' },
  orderNumber: { ije: 'Broj narudžbe: {id}', eke: 'Broj porudžbine: {id}' },
  thankYouLead: 'Naš tim će vas nazvati u roku od {min} do {max} minuta radi potvrde.',
} satisfies Record<string, Text>;
