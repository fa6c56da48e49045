// Texts of the product quiz (docs/product.md §2 Quiz): the goals, the steps around the questions, the consent
// lines and the result. The questions themselves are in quiz-sets.ts.
import type { QuizSetId } from '../quiz.ts';
import { forHr, type Text } from '../text.ts';
import { fieldLabels } from './fields.ts';

export const quizMessages = {
  heading: 'Pronađite svoj proizvod',
  lead: { ije: 'Odgovorite na nekoliko kratkih pitanja i preporučit ćemo vam proizvod po mjeri.', eke: 'Odgovorite na nekoliko kratkih pitanja i preporučićemo vam proizvod po meri.' },
  goalQuestion: 'Koji vam je glavni cilj?',
  progressLabel: 'Napredak kroz kviz',
  progressText: 'Korak {step} od {total}',
  questionOf: 'Pitanje {n} od {total}',
  multiHint: 'Možete označiti više odgovora ili nijedan.',
  next: 'Dalje',
  back: forHr('Nazad', 'Natrag'),
  skip: 'Preskoči',
  emailTitle: 'Još samo malo',
  emailLead: {
    ije: 'Ostavite ime i e-mail adresu, pa ćemo vam povremeno slati savjete i ponude za vaš cilj.',
    eke: 'Ostavite ime i e-mail adresu, pa ćemo vam povremeno slati savete i ponude za vaš cilj.',
  },
  nameLabel: 'Ime i prezime',
  emailLabel: 'E-mail adresa',
  phoneTitle: { ije: 'Posljednji korak', eke: 'Poslednji korak' },
  phoneLead: {
    ije: 'Ostavite broj telefona i naš savjetnik će vas nazvati da odgovori na vaša pitanja. Rezultat vidite odmah.',
    eke: 'Ostavite broj telefona i naš savetnik će vas pozvati da odgovori na vaša pitanja. Rezultat vidite odmah.',
  },
  phoneLabel: fieldLabels.phone,
  sendAndSee: 'Pošalji i pogledaj rezultat',
  sending: 'Šaljemo…',
  emailConsent: 'Slanjem pristajete da vam šaljemo e-mailove o preporučenom proizvodu i ponudama. Odjava je moguća u svakom trenutku.',
  phoneConsent: {
    ije: 'Slanjem pristajete da vas naš savjetnik nazove u vezi s preporukom.',
    eke: 'Slanjem pristajete da vas naš savetnik pozove u vezi sa preporukom.',
  },
  privacyLink: 'Politika privatnosti',
  healthConsent: {
    ije: 'Neka savjetnik vidi i moje odgovore iz kviza, da zna šta mi je važno kad me nazove.',
    eke: 'Neka savetnik vidi i moje odgovore iz kviza, da zna šta mi je važno kad me pozove.',
    hr: 'Neka savjetnik vidi i moje odgovore iz kviza, da zna što mi je važno kad me nazove.',
  },
  healthConsentNote: forHr(
    'Odgovori govore o vašem zdravlju, pa ih uz kontakt čuvamo samo ako ovo označite. Bez toga čuvamo samo kontakt i preporučeni proizvod.',
    'Odgovori govore o vašem zdravlju, pa ih uz kontakt pohranjujemo samo ako ovo označite. Bez toga pohranjujemo samo kontakt i preporučeni proizvod.',
  ),
  resultTitle: 'Pronašli smo pravi proizvod za vas',
  resultLead: 'Prema vašim odgovorima preporučujemo:',
  /** Nothing ticked that speaks for a product: the goal alone chose it. */
  resultLeadGoal: 'Za vaš cilj preporučujemo:',
  /** Why this product: the ticked answers that led to it, quoted. */
  resultWhy: 'Jer ste označili: {answers}.',
  singleHint: 'Odaberite jedan odgovor.',
  resultCalled: {
    ije: 'Hvala! Naš savjetnik će vas nazvati u radnom vremenu.',
    eke: 'Hvala! Naš savetnik će vas pozvati u radno vreme.',
  },
  resultOrder: { ije: 'Naruči', eke: 'Poruči' },
  restart: 'Ponovi kviz',
  loadFailed: 'Došlo je do greške!',
  /** docs/product.md §5: an empty name, e-mail or phone. */
  missingInput: 'Molimo unesite Vaše podatke',
  /** docs/product.md §5 (the e-mail rule of checkout and sign-up, applied here too: a typo would lose the contact). */
  emailFormat: 'Email mora biti u odgovarajućem formatu.',
  /** docs/product.md §5: no mailing group for the product and country. */
  noMailingGroup: 'Došlo je do greške, molimo pokušajte ponovo kasnije',
  retry: 'Pokušajte ponovo',
} satisfies Record<string, Text>;

/** The start buttons' words, by the set each opens (set 1 has no button: it opens with ?goal=1). */
export const quizGoalMessages = {
  1: 'Više udobnosti u svakodnevici',
  2: 'Izgledati mladoliko i blistavo',
  3: 'Ojačati kosu i vratiti joj sjaj',
  // The cellulite set: the words say what it asks about (the skin set is "young and radiant").
  4: { ije: 'Zategnutije tijelo i glađa bedra', eke: 'Zategnutije telo i glađa bedra' },
  5: 'Smršaviti',
} satisfies Record<QuizSetId, Text>;
