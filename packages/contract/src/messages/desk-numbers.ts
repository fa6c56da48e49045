// The managers' numbers screen ("Brojke", docs/desk.md "The numbers"), per spelling variant: a staff
// member's country picks which one they read. The shop's bundle never imports this module.
import type { NumbersGrain } from '../desk/numbers.ts';
import { forHr, type Text } from '../text.ts';

export const deskNumbersMessages = {
  heading: 'Brojke',
  lead: {
    ije: 'Narudžbe po danima ili sedmicama, po državi, na satu trgovine. Svaki grafikon ima tabelu uz sebe i izvoz u CSV.',
    eke: 'Porudžbine po danima ili nedeljama, po državi, na satu prodavnice. Svaki grafikon ima tabelu uz sebe i izvoz u CSV.',
    hr: 'Narudžbe po danima ili tjednima, po državi, na satu trgovine. Svaki grafikon ima tablicu uz sebe i izvoz u CSV.',
  },
  from: 'Od',
  to: 'Do',
  grain: 'Prikaz',
  country: 'Država',
  allCountries: 'Sve države',
  show: 'Prikaži',
  csv: 'CSV',
  csvOf: forHr('Preuzmi tabelu „{title}” kao CSV', 'Preuzmi tablicu „{title}” kao CSV'),
  chartOf: forHr('Grafikon: {title}. Iste brojke su u tabeli.', 'Grafikon: {title}. Iste brojke su u tablici.'),
  empty: forHr('U ovom periodu nema podataka.', 'U ovom razdoblju nema podataka.'),
  total: 'Ukupno',
  none: '—',
  // The COD funnel.
  funnel: { ije: 'Od narudžbe do novca', eke: 'Od porudžbine do novca' },
  period: forHr('Period', 'Razdoblje'),
  orders: { ije: 'Narudžbe', eke: 'Porudžbine' },
  confirmed: 'Potvrđene',
  shipped: { ije: 'Poslane', eke: 'Poslate' },
  delivered: 'Isporučene',
  refused: 'Odbijene',
  returned: 'Vraćene',
  confirmationRate: 'Stopa potvrde',
  deliveryRate: 'Stopa isporuke',
  refusalRate: 'Stopa odbijanja',
  returnRate: 'Stopa povrata',
  funnelNote: {
    ije: 'Narudžbe su u periodu u kojem su primljene. Isporuka i odbijanje se računaju od poslanih paketa, povrat od isporučenih.',
    eke: 'Porudžbine su u periodu u kojem su primljene. Isporuka i odbijanje se računaju od poslatih paketa, povraćaj od isporučenih.',
    hr: 'Narudžbe su u razdoblju u kojem su zaprimljene. Isporuka i odbijanje računaju se od poslanih paketa, povrat od isporučenih.',
  },
  // The call promise.
  promise: 'Obećani poziv',
  due: { ije: 'Za ocjenu', eke: 'Za ocenu' },
  onTime: { ije: 'Na vrijeme', eke: 'Na vreme' },
  onTimeShare: { ije: 'Udio na vrijeme', eke: 'Udeo na vreme' },
  medianMinutes: { ije: 'Medijan do prvog poziva (min)', eke: 'Medijana do prvog poziva (min)' },
  promiseNote: {
    ije: 'Poziv je na vrijeme kad je prvi put pozvano do obećanog roka (60 minuta radnog vremena). Ocjenjuju se narudžbe čiji je rok prošao ili koje su već pozvane.',
    eke: 'Poziv je na vreme kad je prvi put pozvano do obećanog roka (60 minuta radnog vremena). Ocenjuju se porudžbine čiji je rok prošao ili koje su već pozvane.',
    hr: 'Poziv je na vrijeme kad je prvi put nazvano do obećanog roka (60 minuta radnog vremena). Ocjenjuju se narudžbe kojima je rok prošao ili koje su već nazvane.',
  },
  // The agents.
  agents: 'Agenti',
  agent: 'Agent',
  calls: 'Pozivi',
  ordersCalled: { ije: 'Pozvane narudžbe', eke: 'Pozvane porudžbine', hr: 'Nazvane narudžbe' },
  confirmations: 'Potvrde',
  addedOnCalls: { ije: 'Dodano na pozivima ({currency})', eke: 'Dodato na pozivima ({currency})' },
  agentsNote: {
    ije: 'Stopa potvrde je od pozvanih narudžbi. Dodano je ono što su izmjene na pozivu dodale narudžbama koje je agent potvrdio.',
    eke: 'Stopa potvrde je od pozvanih porudžbina. Dodato je ono što su izmene na pozivu dodale porudžbinama koje je agent potvrdio.',
    hr: 'Stopa potvrde računa se od nazvanih narudžbi. Dodano je ono što su izmjene na pozivu dodale narudžbama koje je agent potvrdio.',
  },
  // The money.
  money: 'Novac po stanju',
  currency: 'Valuta',
  collected: 'Naplaćeno',
  inTransit: 'Na putu',
  waiting: 'Čeka slanje',
  lost: 'Izgubljeno',
  moneyNote: {
    ije: 'Iznosi narudžbi iz perioda po tome gdje su sada. Izgubljeno: otkazane, odustanak, odbijene i vraćene.',
    eke: 'Iznosi porudžbina iz perioda po tome gde su sada. Izgubljeno: otkazane, odustanak, odbijene i vraćene.',
    hr: 'Iznosi narudžbi iz razdoblja prema tome gdje su sada. Izgubljeno: otkazane, odustanak, odbijene i vraćene.',
  },
  // The quiz.
  quiz: 'Kviz po koracima',
  goal: 'Cilj',
  step: 'Korak',
  runs: 'Prolazi',
  ofStarted: 'Od započetih',
  started: 'Započet',
  question: 'Pitanje {n}',
  emailStep: forHr('Korak e-maila', 'Korak e-pošte'),
  phoneStep: 'Korak telefona',
  result: 'Rezultat',
  offerOpened: 'Otvorena ponuda',
  quizNote: 'Kviz se broji anonimno, po UTC danima.',
} satisfies Record<string, Text>;

export const deskGrainLabels = {
  day: 'Po danima',
  week: { ije: 'Po sedmicama', eke: 'Po nedeljama', hr: 'Po tjednima' },
} satisfies Record<NumbersGrain, Text>;
