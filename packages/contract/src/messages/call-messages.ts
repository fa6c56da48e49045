// What the shopper is sent after the confirmation call (SMS, or e-mail without a phone): the order is
// confirmed with the amount to pay at the door and the delivery days, or it was cancelled because
// nobody answered three calls. Placeholders: {shop}, {number}, {total}, {min}, {max}, {phone}.
import type { Text } from '../text.ts';

export const callMessages = {
  confirmedSms: {
    ije: '{shop}: narudžba {number} je potvrđena. Kuriru plaćate {total} pri preuzimanju. Paket stiže za {min}–{max} radna dana.',
    eke: '{shop}: porudžbina {number} je potvrđena. Kuriru plaćate {total} pri preuzimanju. Paket stiže za {min}–{max} radna dana.',
  },
  confirmedSubject: { ije: 'Narudžba {number} je potvrđena', eke: 'Porudžbina {number} je potvrđena' },
  unreachableSms: {
    ije: '{shop}: tri puta smo vas zvali zbog narudžbe {number}, ali se niste javili, pa smo je otkazali. Ako je i dalje želite, naručite ponovo ili nas nazovite na {phone}.',
    eke: '{shop}: tri puta smo vas zvali zbog porudžbine {number}, ali se niste javili, pa smo je otkazali. Ako je i dalje želite, poručite ponovo ili nas pozovite na {phone}.',
    hr: '{shop}: triput smo vas zvali zbog narudžbe {number}, ali se niste javili, pa smo je otkazali. Ako je i dalje želite, naručite ponovno ili nas nazovite na {phone}.',
  },
  unreachableSubject: { ije: 'Narudžba {number} je otkazana', eke: 'Porudžbina {number} je otkazana' },
} satisfies Record<string, Text>;
