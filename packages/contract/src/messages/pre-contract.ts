// What checkout says right before the order is placed: the order button, which must read as an
// order with an obligation to pay, and the main facts above it (the total with delivery, the right
// of withdrawal, who the seller is). The per-country choice is docs/decisions/010-consumer-rights.md.
import { forHr, type Text } from '../text.ts';

/**
 * The order button. One wording family everywhere: HR must have it (EU Directive 2011/83 Art. 8(2));
 * the RS and ME consumer laws follow that Directive; BA gets it because it is plainly true of a
 * cash-on-delivery order and one behaviour is simpler. Each variant's own word.
 */
export const orderButtonText: Text = {
  ije: 'Naruči s obavezom plaćanja',
  eke: 'Poruči sa obavezom plaćanja',
  hr: 'Naruči s obvezom plaćanja',
};

export const preContractTexts = {
  heading: { ije: 'Prije nego što naručite', eke: 'Pre nego što poručite' },
  toPay: { ije: 'Ukupno za plaćanje, s dostavom', eke: 'Ukupno za plaćanje, sa dostavom' },
  toPayNote: 'Plaćate pouzećem, kuriru.',
  withdrawal: {
    ije: 'Od narudžbe možete odustati bez navođenja razloga u roku od {days} dana od prijema paketa.',
    eke: 'Od porudžbine možete odustati bez navođenja razloga u roku od {days} dana od prijema paketa.',
    hr: 'Od narudžbe možete odustati bez navođenja razloga u roku od {days} dana od primitka paketa.',
  },
  withdrawalLink: { ije: 'Kako odustati i povrat', eke: 'Kako odustati i povraćaj' },
  seller: forHr('Prodavac', 'Prodavatelj'),
} satisfies Record<string, Text>;
