// Texts of the club: its page (hero, perks, price card), the join form, and the membership as the
// account, the cart and the checkout show it. The FAQ is in club-faq.ts. {shop} is the shop's name,
// {percent} the club discount, {fee} the annual fee in the shopper's currency.
import { forHr, type Text } from '../text.ts';
import { fieldLabels } from './fields.ts';

export const clubMessages = {
  heading: '{shop} klub',
  lead: {
    ije: '{percent}% popusta na svaku narudžbu, besplatna dostava i poklon dobrodošlice.',
    eke: '{percent}% popusta na svaku porudžbinu, besplatna dostava i poklon dobrodošlice.',
  },
  eyebrow: 'Članstvo na godinu dana',
  heroTitle: { ije: 'Sve što volite, uvijek {percent}% povoljnije', eke: 'Sve što volite, uvek {percent}% povoljnije' },
  heroText: {
    ije: 'Jedna godišnja članarina, a popust i besplatna dostava na svakoj narudžbi, bez minimalnog iznosa. Popust se obračunava sam, čim se prijavite na svoj račun.',
    eke: 'Jedna godišnja članarina, a popust i besplatna dostava na svakoj porudžbini, bez minimalnog iznosa. Popust se obračunava sam, čim se prijavite na svoj nalog.',
  },
  join: 'Učlanite se',
  seePerks: 'Pogledajte pogodnosti',
  perksHeading: 'Sedam razloga za članstvo',
  perk1Title: { ije: '{percent}% popusta na svaku narudžbu', eke: '{percent}% popusta na svaku porudžbinu' },
  perk1Text: {
    ije: 'Cijene u korpi i na kasi već su umanjene. Ne trebate kod ni kupon.',
    eke: 'Cene u korpi i na plaćanju već su umanjene. Ne treba vam kod ni kupon.',
    hr: 'Cijene u košarici i na blagajni već su umanjene. Ne trebate kod ni kupon.',
  },
  perk2Title: 'Besplatna dostava',
  perk2Text: {
    ije: 'Bez minimalnog iznosa: i jedna bočica stiže vam bez troška dostave.',
    eke: 'Bez minimalnog iznosa: i jedna bočica stiže vam bez troška isporuke.',
  },
  perk3Title: 'Prvi saznajete',
  perk3Text: {
    ije: 'Nove proizvode i akcije vidite prije svih ostalih kupaca.',
    eke: 'Nove proizvode i akcije vidite pre svih ostalih kupaca.',
  },
  perk4Title: { ije: 'Sedmične akcije samo za članove', eke: 'Nedeljne akcije samo za članove', hr: 'Tjedne akcije samo za članove' },
  perk4Text: {
    ije: 'Svake sedmice izdvojimo nekoliko proizvoda po cijeni koju vidi samo klub.',
    eke: 'Svake nedelje izdvojimo nekoliko proizvoda po ceni koju vidi samo klub.',
    hr: 'Svaki tjedan izdvojimo nekoliko proizvoda po cijeni koju vidi samo klub.',
  },
  perk5Title: 'Povrat novca u akcijama',
  perk5Text: {
    ije: 'Tokom velikih akcija dio potrošenog vraćamo vam kao popust na sljedeću narudžbu.',
    eke: 'Tokom velikih akcija deo potrošenog vraćamo vam kao popust na sledeću porudžbinu.',
    hr: 'Tijekom velikih akcija dio potrošenog vraćamo vam kao popust na sljedeću narudžbu.',
  },
  perk6Title: 'Poklon dobrodošlice',
  perk6Text: {
    ije: 'Uz prvu narudžbu nakon učlanjenja šaljemo mali poklon iz naše ponude.',
    eke: 'Uz prvu porudžbinu posle učlanjenja šaljemo mali poklon iz naše ponude.',
    hr: 'Uz prvu narudžbu nakon učlanjenja šaljemo mali dar iz naše ponude.',
  },
  perk7Title: { ije: 'Sedmične nagradne igre', eke: 'Nedeljne nagradne igre', hr: 'Tjedne nagradne igre' },
  perk7Text: {
    ije: 'Svaki član automatski učestvuje u izvlačenju nagrada svake sedmice.',
    eke: 'Svaki član automatski učestvuje u izvlačenju nagrada svake nedelje.',
    hr: 'Svaki član automatski sudjeluje u izvlačenju nagrada svaki tjedan.',
  },
  priceHeading: 'Godišnja članarina',
  pricePer: 'godišnje',
  priceIncludes: {
    ije: 'Popust i besplatna dostava 12 mjeseci, na svakoj narudžbi',
    eke: 'Popust i besplatna dostava 12 meseci, na svakoj porudžbini',
  },
  priceNote: {
    ije: 'Nakon prijave nazvat ćemo vas da potvrdimo članstvo i dogovorimo plaćanje. Članstvo počinje onog dana kad ga potvrdimo.',
    eke: 'Posle prijave pozvaćemo vas da potvrdimo članstvo i dogovorimo plaćanje. Članstvo počinje onog dana kad ga potvrdimo.',
  },
  faqHeading: 'Česta pitanja',
  // The join form (docs/product.md §3 Club join, §5 Club join). The two spec messages are verbatim.
  modalTitle: 'Prijava u klub',
  modalLead: {
    ije: 'Ostavite ime i broj telefona, a mi vas nazovemo u radno vrijeme i sve dogovorimo.',
    eke: 'Ostavite ime i broj telefona, a mi vas pozovemo u radno vreme i sve dogovorimo.',
  },
  nameLabel: 'Ime i prezime',
  phoneLabel: fieldLabels.phone,
  submit: 'Pošalji prijavu',
  sending: 'Šaljemo…',
  missingDetails: 'Molimo unesite Vaše podatke',
  failed: 'Došlo je do greške',
  successTitle: 'Prijava je poslana',
  successText: {
    ije: 'Hvala! Nazvat ćemo vas uskoro da potvrdimo članstvo.',
    eke: 'Hvala! Pozvaćemo vas uskoro da potvrdimo članstvo.',
  },
  successOk: 'U redu',
  privacyNote: {
    ije: 'Vaše podatke koristimo samo za ovaj poziv i vaše članstvo.',
    eke: 'Vaše podatke koristimo samo za ovaj poziv i vaše članstvo.',
  },
} satisfies Record<string, Text>;

// The club as prices show it lives in club-price.ts (an offer's page loads those few texts without the rest).
export { clubPriceMessages } from './club-price.ts';

/** The membership on the account page. {date} is the last day it counts or the first day. */
export const membershipMessages = {
  heading: 'Članstvo u klubu',
  active: 'Član kluba do {date}',
  activeNote: {
    ije: '{percent}% popusta i besplatna dostava na svaku narudžbu do tog dana.',
    eke: '{percent}% popusta i besplatna isporuka na svaku porudžbinu do tog dana.',
  },
  upcoming: 'Članstvo počinje {date}',
  upcomingNote: 'Traje do {until}.',
  ended: 'Članstvo je isteklo {date}',
  cancelled: 'Članstvo je otkazano {date}',
  none: 'Još niste član kluba.',
  cta: 'Saznajte više o klubu',
  renew: 'Produžite članstvo',
} satisfies Record<string, Text>;

/** Withdrawing from a membership within 14 days of buying it: the account's dialog and the acknowledgement. */
export const clubWithdrawalMessages = {
  action: 'Odustanite od članstva',
  deadline: 'Rok za odustanak: {date}',
  title: 'Odustanak od članstva',
  /** {until} is a date with its own full stop (24. 11. 2027.). */
  statement: forHr(
    'Ovim izjavljujem da odustajem od ugovora o članstvu u klubu {club}, plaćenom za period od {from} do {until}',
    'Ovim izjavljujem da odustajem od ugovora o članstvu u klubu {club}, plaćenom za razdoblje od {from} do {until}',
  ),
  intro: {
    ije: 'Odustanak je besplatan i ne morate navesti razlog. Popust kluba prestaje odmah, a članarinu vraćamo u roku od {days} dana.',
    eke: 'Odustanak je besplatan i ne morate da navedete razlog. Popust kluba prestaje odmah, a članarinu vraćamo u roku od {days} dana.',
  },
  ackTo: 'Potvrdu šaljemo na {to}.',
  confirm: 'Potvrdi odustanak',
  confirming: 'Šaljemo izjavu…',
  keep: 'Ne, ostajem član',
  /** {date} ends with its own full stop (24. 11. 2026.). */
  done: 'Odustali ste od članstva {date}',
  refundNote: 'Članarinu vraćamo u roku od {days} dana.',
  failed: {
    ije: 'Izjavu trenutno ne možemo poslati. Pokušajte ponovo za trenutak ili nas nazovite.',
    eke: 'Izjavu trenutno ne možemo poslati. Pokušajte ponovo za trenutak ili nas pozovite.',
  },
  periodOver: 'Rok od {days} dana za odustanak od članstva je istekao.',
  ackSubject: 'Potvrda odustanka od članstva u klubu',
  ackGreeting: 'Dobar dan, {name},',
  ackReceived: forHr(
    'potvrđujemo da smo {date} u {time} primili vašu izjavu:',
    'potvrđujemo da smo {date} u {time} zaprimili vašu izjavu:',
  ),
  ackNext: {
    ije: 'Članstvo je završeno danas. Članarinu vraćamo u roku od {days} dana, na način na koji ste je platili.',
    eke: 'Članstvo je završeno danas. Članarinu vraćamo u roku od {days} dana, na način na koji ste je platili.',
  },
  ackKeep: {
    ije: 'Sačuvajte ovu poruku kao dokaz odustanka.',
    eke: 'Sačuvajte ovu poruku kao dokaz o odustanku.',
    hr: 'Spremite ovu poruku kao dokaz odustanka.',
  },
  ackSms: forHr(
    '{shop}: {date} u {time} primili smo vašu izjavu o odustanku od članstva u klubu. Članarinu vraćamo u roku od {days} dana.',
    '{shop}: {date} u {time} zaprimili smo vašu izjavu o odustanku od članstva u klubu. Članarinu vraćamo u roku od {days} dana.',
  ),
} satisfies Record<string, Text>;
