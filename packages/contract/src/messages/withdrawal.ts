// Texts of the online withdrawal: the account's button and its two-step statement, and the
// acknowledgement the shop sends (e-mail or SMS) with the date and time it received the statement.
import { forHr, type Text } from '../text.ts';
import type { WithdrawalStage } from '../withdrawal.ts';

/** The statement itself: the same words on the screen and in the acknowledgement. */
export const withdrawalStatement: Text = {
  ije: 'Ovim izjavljujem da odustajem od ugovora o kupovini sljedeće robe:',
  eke: 'Ovim izjavljujem da odustajem od ugovora o kupovini sledeće robe:',
  hr: 'Ovim izjavljujem da odustajem od ugovora o kupnji sljedeće robe:',
};

/** What happens next, by where the parcel was when the shopper withdrew. */
export const withdrawalNextSteps = {
  notSent: 'Paket nećemo poslati i ništa ne plaćate.',
  inTransit: {
    ije: 'Paket je već na putu. Ne morate ga preuzeti i tada ništa ne plaćate. Ako ga ipak preuzmete, kurir ga dolazi preuzeti o našem trošku, a novac vam vraćamo.',
    eke: 'Paket je već na putu. Ne morate ga preuzeti i tada ništa ne plaćate. Ako ga ipak preuzmete, kurir dolazi po njega o našem trošku, a novac vam vraćamo.',
  },
  delivered: {
    ije: 'Javit ćemo vam se da dogovorimo preuzimanje paketa kurirom, o našem trošku. Cijeli iznos, zajedno s dostavom, vraćamo u roku od {days} dana.',
    eke: 'Javićemo vam se da dogovorimo preuzimanje paketa kurirom, o našem trošku. Ceo iznos, zajedno sa dostavom, vraćamo u roku od {days} dana.',
  },
} satisfies Record<WithdrawalStage, Text>;

export const withdrawalTexts = {
  action: 'Odustani od ugovora',
  deadline: 'Rok za odustanak: {date}',
  title: 'Odustanak od ugovora',
  intro: {
    ije: 'Provjerite izjavu i potvrdite je. Odustanak je besplatan i ne morate navesti razlog.',
    eke: 'Proverite izjavu i potvrdite je. Odustanak je besplatan i ne morate da navedete razlog.',
  },
  statementHeading: 'Izjava o odustanku',
  name: 'Ime i prezime',
  number: { ije: 'Broj narudžbe', eke: 'Broj porudžbine' },
  orderedOn: { ije: 'Datum narudžbe', eke: 'Datum porudžbine' },
  items: 'Artikli',
  ackHeading: 'Potvrda odustanka',
  ackEmail: 'Email za potvrdu',
  ackSmsNote: 'Ako polje ostavite prazno, potvrdu šaljemo SMS-om na {phone}.',
  confirm: 'Potvrdi odustanak',
  confirming: 'Šaljemo izjavu…',
  keep: { ije: 'Ne, zadržavam narudžbu', eke: 'Ne, zadržavam porudžbinu' },
  doneTitle: forHr('Odustanak je primljen', 'Odustanak je zaprimljen'),
  doneText: {
    ije: 'Vašu izjavu primili smo {date} u {time}. Potvrdu s datumom i vremenom šaljemo na {to}.',
    eke: 'Vašu izjavu primili smo {date} u {time}. Potvrdu sa datumom i vremenom šaljemo na {to}.',
    hr: 'Vašu izjavu zaprimili smo {date} u {time}. Potvrdu s datumom i vremenom šaljemo na {to}.',
  },
  periodOver: {
    ije: 'Rok od {days} dana za odustanak od ove narudžbe je istekao. I dalje vrijedi naša garancija zadovoljstva od {guaranteeDays} dana.',
    eke: 'Rok od {days} dana za odustanak od ove porudžbine je istekao. I dalje važi naša garancija zadovoljstva od {guaranteeDays} dana.',
    hr: 'Rok od {days} dana za odustanak od ove narudžbe je istekao. I dalje vrijedi naše jamstvo zadovoljstva od {guaranteeDays} dana.',
  },
  refundPolicy: 'Politika povrata',
  closed: {
    ije: 'Ova narudžba je otkazana ili vraćena, pa od nje više nije moguće odustati.',
    eke: 'Ova porudžbina je otkazana ili vraćena, pa od nje više nije moguće odustati.',
  },
  failed: {
    ije: 'Izjavu trenutno ne možemo poslati. Pokušajte ponovo za trenutak ili nas nazovite.',
    eke: 'Izjavu trenutno ne možemo poslati. Pokušajte ponovo za trenutak ili nas pozovite.',
  },
} satisfies Record<string, Text>;

/** The acknowledgement on a durable medium: {placeholders} filled by the server. */
export const withdrawalAcknowledgement = {
  subject: { ije: 'Potvrda odustanka od ugovora – narudžba {number}', eke: 'Potvrda odustanka od ugovora – porudžbina {number}' },
  greeting: 'Dobar dan, {name},',
  received: forHr(
    'potvrđujemo da smo {date} u {time} primili vašu izjavu o odustanku od ugovora:',
    'potvrđujemo da smo {date} u {time} zaprimili vašu izjavu o odustanku od ugovora:',
  ),
  order: { ije: 'Narudžba {number} od {orderDate}, na ime {name}.', eke: 'Porudžbina {number} od {orderDate}, na ime {name}.' },
  next: { ije: 'Šta slijedi:', eke: 'Šta sledi:', hr: 'Što slijedi:' },
  keep: {
    ije: 'Sačuvajte ovu poruku kao dokaz odustanka.',
    eke: 'Sačuvajte ovu poruku kao dokaz o odustanku.',
    hr: 'Spremite ovu poruku kao dokaz odustanka.',
  },
  sms: {
    ije: '{shop}: {date} u {time} primili smo vašu izjavu o odustanku od ugovora o kupovini robe iz narudžbe {number} ({items}).',
    eke: '{shop}: {date} u {time} primili smo vašu izjavu o odustanku od ugovora o kupovini robe iz porudžbine {number} ({items}).',
    hr: '{shop}: {date} u {time} zaprimili smo vašu izjavu o odustanku od ugovora o kupnji robe iz narudžbe {number} ({items}).',
  },
} satisfies Record<string, Text>;
