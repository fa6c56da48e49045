// Texts of checkout, the thank-you screen, shipment tracking and the account's order history.
// The spec's messages (§5, §8) are quoted verbatim — they are part of the contract, so they stay
// identical in every country even where RS would spell a word differently.
import { fillText, forHr, textFor, type Text } from '../text.ts';
import type { CountryCode } from '../countries.ts';
import type { OrderStatus } from '../orders.ts';
import { fieldLabels } from './fields.ts';

/** Shopper-facing label of each order status, per spelling variant (an order is feminine: narudžba / porudžbina). */
export const orderStatusLabels: Record<OrderStatus, Text> = {
  received: forHr('Primljena', 'Zaprimljena'),
  confirmed: 'Potvrđena',
  shipped: { ije: 'Poslana', eke: 'Poslata' },
  delivered: 'Isporučena',
  withdrawn: forHr('Odustanak primljen', 'Odustanak zaprimljen'),
  cancelled: 'Otkazana',
  refused: 'Nije preuzeta',
  returned: 'Vraćena',
};

/** Order validation (docs/product.md §5), verbatim. */
export const orderValidationMessages = {
  noArticles: 'Nema artikala za narudžbu.',
  firstNameEmpty: 'Ime ne može biti prazno.',
  lastNameEmpty: 'Prezime ne može biti prazno.',
  phoneEmpty: 'Broj telefona ne može biti prazan.',
} as const;

export const checkoutTexts = {
  heading: { ije: 'Završetak narudžbe', eke: 'Završetak porudžbine' },
  lead: 'Plaćanje pouzećem: plaćate kuriru kada paket stigne.',
  detailsHeading: 'Podaci za dostavu',
  firstName: fieldLabels.firstName,
  lastName: fieldLabels.lastName,
  phone: fieldLabels.phone,
  finishing: { ije: 'Šaljemo narudžbu…', eke: 'Šaljemo porudžbinu…' },
  requiredNote: forHr('Polja označena sa * su obavezna.', 'Polja označena zvjezdicom (*) su obvezna.'),
  /** docs/product.md §8, verbatim. */
  orderFailed: 'Došlo je do greske prilikom kreiranja narudžbe, molimo pokušajte ponovo kasnije.',
  loggedInAs: 'Prijavljeni ste kao {email}.',
  // Logged out: log in or create a profile.
  loginHeading: 'Već imate profil? Prijavite se',
  loginLead: { ije: 'Naručivanje je moguće uz profil, tako uvijek vidite svoje narudžbe.', eke: 'Poručivanje je moguće uz profil, tako uvek vidite svoje porudžbine.' },
  email: fieldLabels.email,
  password: fieldLabels.password,
  login: 'Prijavi se',
  loggingIn: 'Prijava…',
  signupHeading: 'Novi ste kod nas? Napravite profil',
  signup: 'Napravi profil',
  signingUp: 'Pravimo profil…',
  signupDone: 'Profil je napravljen. Prijavljujemo vas…',
  optional: forHr('(nije obavezno)', '(nije obvezno)'),
  /** docs/product.md §8: checkout login failure and the checkout sign-up errors, verbatim. */
  loginFailed: 'Email ili lozinka su netačni.',
  emailFormat: 'Email mora biti u odgovarajućem formatu.',
  signupEmailExists: 'Korisnik sa navedenim emailom već postoji',
  signupPhoneExists: 'Korisnik sa navedenim brojem telefona već postoji',
  signupPasswordShort: 'Lozinka mora biti između 8 i 64 karaktera',
  signupFailed: 'Došlo je do greške, molimo pokušajte ponovo kasnije',
  // Summary on the right.
  summaryHeading: { ije: 'Vaša narudžba', eke: 'Vaša porudžbina' },
  quantity: 'Količina',
  unitPrice: '{count} × {price}',
  oldPrice: { ije: 'Stara cijena', eke: 'Stara cena' },
  newPrice: { ije: 'Nova cijena', eke: 'Nova cena' },
  editCart: forHr('Uredi korpu', 'Uredi košaricu'),
  total: 'Ukupno ({count} {items})',
  itemForms: forHr('artikal|artikla|artikala', 'artikl|artikla|artikala'),
  savings: 'Ušteda',
  delivery: 'Dostava',
  deliveryNote: {
    ije: 'Članovi kluba plaćaju 25% manje, a dostava im je besplatna.',
    eke: 'Članovi kluba plaćaju 25% manje, a isporuka im je besplatna.',
  },
  toPay: 'Za plaćanje',
  loadingCart: forHr('Učitavamo korpu…', 'Učitavamo košaricu…'),
  checkingLogin: { ije: 'Provjeravamo prijavu…', eke: 'Proveravamo prijavu…' },
  cartLoadFailed: { ije: 'Cijene trenutno nije moguće učitati. Pokušajte ponovo za trenutak.', eke: 'Cene trenutno nije moguće učitati. Pokušajte ponovo za trenutak.' },
  retry: 'Pokušaj ponovo',
  // Empty cart.
  emptyHeading: forHr('Vaša korpa je prazna', 'Vaša košarica je prazna'),
  emptyLead: 'Pogledajte naše proizvode i dodajte ono što vam treba.',
  emptyAction: 'Pogledaj proizvode',
} satisfies Record<string, Text>;

export const thankYouTexts = {
  heading: { ije: 'Hvala na narudžbi!', eke: 'Hvala na porudžbini!' },
  orderNumber: { ije: 'Broj narudžbe', eke: 'Broj porudžbine' },
  cashOnDelivery: 'Plaćate pouzećem, kuriru pri preuzimanju paketa.',
  track: { ije: 'Prati narudžbu', eke: 'Prati porudžbinu' },
  continueShopping: forHr('Nastavi kupovinu', 'Nastavi s kupnjom'),
  // An id that is no order of the shopper's (mistyped, someone else's, or seen after logging out).
  unknownHeading: { ije: 'Narudžbu ne možemo prikazati', eke: 'Porudžbinu ne možemo prikazati' },
  unknownText: {
    ije: 'Svoje narudžbe i njihov status vidite u svom računu nakon prijave. Pošiljku možete pratiti i po broju narudžbe iz potvrde.',
    eke: 'Svoje porudžbine i njihov status vidite na svom nalogu nakon prijave. Pošiljku možete pratiti i po broju porudžbine iz potvrde.',
  },
} satisfies Record<string, Text>;

export const trackingTexts = {
  heading: 'Praćenje pošiljke',
  lead: { ije: 'Upišite broj narudžbe iz potvrde ili s računa.', eke: 'Upišite broj porudžbine iz potvrde ili sa naloga.' },
  inputLabel: { ije: 'Broj narudžbe', eke: 'Broj porudžbine' },
  placeholder: 'npr. K7M2Q9XR',
  view: 'Pogledaj',
  /** "Pogledaj" with an empty field. */
  numberRequired: { ije: 'Upišite broj narudžbe', eke: 'Upišite broj porudžbine' },
  loading: 'Tražimo vaš paket…',
  /** docs/product.md §8, verbatim. */
  empty: 'Paket u pripremi za slanje',
  notFound: 'Paket nije pronađen',
  rateLimited: 'Previše pokušaja. Pokušajte ponovo za nekoliko minuta.',
  /** No answer from the server (a transport error): not "not found", the parcel is unknown. */
  unreachable: {
    ije: 'Veza sa serverom je prekinuta, pa status pošiljke trenutno ne možemo provjeriti. Pokušajte ponovo za trenutak.',
    eke: 'Veza sa serverom je prekinuta, pa status pošiljke trenutno ne možemo proveriti. Pokušajte ponovo za trenutak.',
  },
  resultHeading: 'Status pošiljke {id}',
  /** The link after a shipped line to the courier's own tracking page (it opens in a new tab). */
  courierLink: { ije: 'Pratite paket na stranici kurira', eke: 'Pratite paket na sajtu kurira' },
  newTab: '(otvara se u novoj kartici)',
  /** The same link under an order's history on the account page, naming the courier. */
  courierLinkOf: { ije: 'Pratite paket na stranici kurira {courier}', eke: 'Pratite paket na sajtu kurira {courier}' },
} satisfies Record<string, Text>;

/**
 * One line of an order's history (/track and the account), per status it moved to: what the shopper
 * should know at that moment. `shippedWith` is the shipped line when the team gave the courier and the
 * parcel's number.
 */
export const orderEventTexts = {
  received: {
    ije: 'Narudžba je primljena. Nazvat ćemo vas da je potvrdimo.',
    eke: 'Porudžbina je primljena. Pozvaćemo vas da je potvrdimo.',
    hr: 'Narudžba je zaprimljena. Nazvat ćemo vas da je potvrdimo.',
  },
  confirmed: {
    ije: 'Narudžba je potvrđena. Paket pripremamo za slanje.',
    eke: 'Porudžbina je potvrđena. Paket pripremamo za slanje.',
  },
  shipped: { ije: 'Paket je poslan.', eke: 'Paket je poslat.' },
  shippedWith: {
    ije: 'Paket je predan kuriru {courier}, broj pošiljke {number}.',
    eke: 'Paket je predat kuriru {courier}, broj pošiljke {number}.',
  },
  delivered: { ije: 'Paket je isporučen. Hvala vam na povjerenju!', eke: 'Paket je isporučen. Hvala vam na poverenju!', hr: 'Paket je dostavljen. Hvala vam na povjerenju!' },
  withdrawn: {
    ije: 'Primili smo vaš odustanak od narudžbe.',
    eke: 'Primili smo vaš odustanak od porudžbine.',
    hr: 'Zaprimili smo vaš odustanak od narudžbe.',
  },
  cancelled: {
    ije: 'Narudžba je otkazana. Paket nećemo poslati.',
    eke: 'Porudžbina je otkazana. Paket nećemo poslati.',
  },
  refused: 'Paket nije preuzet pri dostavi i vraća se k nama.',
  returned: 'Paket nam je vraćen.',
} satisfies Record<OrderStatus | 'shippedWith', Text>;

/** The text of one history line in a country: the shipped line names the courier and number when it has both. */
export function orderEventText(event: { kind: OrderStatus; courier: string | null; trackingNumber: string | null }, country: CountryCode): string {
  if (event.kind === 'shipped' && event.courier && event.trackingNumber) {
    return fillText(textFor(orderEventTexts.shippedWith, country), { courier: event.courier, number: event.trackingNumber });
  }
  return textFor(orderEventTexts[event.kind], country);
}

/** The order confirmation sent right after an order: by SMS to the order's phone, else by e-mail. */
export const orderConfirmationTexts = {
  sms: {
    ije: '{shop}: hvala na narudžbi {number}. Za plaćanje pouzećem: {total}. {callBack}',
    eke: '{shop}: hvala na porudžbini {number}. Za plaćanje pouzećem: {total}. {callBack}',
  },
  emailSubject: {
    ije: 'Narudžba {number} je primljena',
    eke: 'Porudžbina {number} je primljena',
    hr: 'Narudžba {number} je zaprimljena',
  },
  emailIntro: {
    ije: 'Hvala na narudžbi! Primili smo je:',
    eke: 'Hvala na porudžbini! Primili smo je:',
    hr: 'Hvala na narudžbi! Zaprimili smo je:',
  },
  emailNumber: { ije: 'Broj narudžbe: {number}', eke: 'Broj porudžbine: {number}' },
  emailTotal: 'Za plaćanje pouzećem, kuriru pri preuzimanju: {total}',
  emailTrack: {
    ije: 'Status narudžbe vidite u svom računu, a pošiljku možete pratiti po broju narudžbe na stranici Praćenje pošiljke.',
    eke: 'Status porudžbine vidite na svom nalogu, a pošiljku možete pratiti po broju porudžbine na stranici Praćenje pošiljke.',
  },
  emailSignature: 'Vaš tim {shop}',
} satisfies Record<string, Text>;
