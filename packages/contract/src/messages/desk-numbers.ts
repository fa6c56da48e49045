// The managers' numbers screen ("Brojke", docs/desk.md "The numbers"), per spelling variant: a staff
// member's country picks which one they read. The shop's bundle never imports this module.
import type { NumbersGrain } from '../desk/numbers.ts';
import type { Text } from '../text.ts';

export const deskNumbersMessages = {
  heading: 'Brojke',
  lead: {
    ije: 'Narudžbe po danima ili sedmicama, po državi, na satu trgovine. Svaki grafikon ima tabelu uz sebe i izvoz u CSV.',
    eke: 'Porudžbine po danima ili nedeljama, po državi, na satu prodavnice. Svaki grafikon ima tabelu uz sebe i izvoz u CSV.',
    hr: 'Narudžbe po danima ili tjednima, po državi, na satu trgovine. Svaki grafikon ima tablicu uz sebe i izvoz u CSV.',
  },
  from: 'Od',
  to: 'Do',
  grain: { ije: 'Prikaz', eke: 'Prikaz', hr: 'Prikaz' },
  country: { ije: 'Država', eke: 'Država', hr: 'Država' },
  allCountries: { ije: 'Sve države', eke: 'Sve države', hr: 'Sve države' },
  show: { ije: 'Prikaži', eke: 'Prikaži', hr: 'Prikaži' },
  csv: 'CSV',
  csvOf: { ije: 'Preuzmi tabelu „{title}” kao CSV', eke: 'Preuzmi tabelu „{title}” kao CSV', hr: 'Preuzmi tablicu „{title}” kao CSV' },
  chartOf: { ije: 'Grafikon: {title}. Iste brojke su u tabeli.', eke: 'Grafikon: {title}. Iste brojke su u tabeli.', hr: 'Grafikon: {title}. Iste brojke su u tablici.' },
  empty: { ije: 'U ovom periodu nema podataka.', eke: 'U ovom periodu nema podataka.', hr: 'U ovom razdoblju nema podataka.' },
  total: { ije: 'Ukupno', eke: 'Ukupno', hr: 'Ukupno' },
  none: '—',
  // The COD funnel.
  funnel: { ije: 'Od narudžbe do novca', eke: 'Od porudžbine do novca', hr: 'Od narudžbe do novca' },
  period: { ije: 'Period', eke: 'Period', hr: 'Razdoblje' },
  orders: { ije: 'Narudžbe', eke: 'Porudžbine', hr: 'Narudžbe' },
  confirmed: { ije: 'Potvrđene', eke: 'Potvrđene', hr: 'Potvrđene' },
  shipped: { ije: 'Poslane', eke: 'Poslate', hr: 'Poslane' },
  delivered: { ije: 'Isporučene', eke: 'Isporučene', hr: 'Isporučene' },
  refused: { ije: 'Odbijene', eke: 'Odbijene', hr: 'Odbijene' },
  returned: { ije: 'Vraćene', eke: 'Vraćene', hr: 'Vraćene' },
  confirmationRate: { ije: 'Stopa potvrde', eke: 'Stopa potvrde', hr: 'Stopa potvrde' },
  deliveryRate: { ije: 'Stopa isporuke', eke: 'Stopa isporuke', hr: 'Stopa isporuke' },
  refusalRate: { ije: 'Stopa odbijanja', eke: 'Stopa odbijanja', hr: 'Stopa odbijanja' },
  returnRate: { ije: 'Stopa povrata', eke: 'Stopa povrata', hr: 'Stopa povrata' },
  funnelNote: {
    ije: 'Narudžbe su u periodu u kojem su primljene. Isporuka i odbijanje se računaju od poslanih paketa, povrat od isporučenih.',
    eke: 'Porudžbine su u periodu u kojem su primljene. Isporuka i odbijanje se računaju od poslatih paketa, povraćaj od isporučenih.',
    hr: 'Narudžbe su u razdoblju u kojem su zaprimljene. Isporuka i odbijanje računaju se od poslanih paketa, povrat od isporučenih.',
  },
  // The call promise.
  promise: { ije: 'Obećani poziv', eke: 'Obećani poziv', hr: 'Obećani poziv' },
  due: { ije: 'Za ocjenu', eke: 'Za ocenu', hr: 'Za ocjenu' },
  onTime: { ije: 'Na vrijeme', eke: 'Na vreme', hr: 'Na vrijeme' },
  onTimeShare: { ije: 'Udio na vrijeme', eke: 'Udeo na vreme', hr: 'Udio na vrijeme' },
  medianMinutes: { ije: 'Medijan do prvog poziva (min)', eke: 'Medijana do prvog poziva (min)', hr: 'Medijan do prvog poziva (min)' },
  promiseNote: {
    ije: 'Poziv je na vrijeme kad je prvi put pozvano do obećanog roka (60 minuta radnog vremena). Ocjenjuju se narudžbe čiji je rok prošao ili koje su već pozvane.',
    eke: 'Poziv je na vreme kad je prvi put pozvano do obećanog roka (60 minuta radnog vremena). Ocenjuju se porudžbine čiji je rok prošao ili koje su već pozvane.',
    hr: 'Poziv je na vrijeme kad je prvi put nazvano do obećanog roka (60 minuta radnog vremena). Ocjenjuju se narudžbe kojima je rok prošao ili koje su već nazvane.',
  },
  // The agents.
  agents: { ije: 'Agenti', eke: 'Agenti', hr: 'Agenti' },
  agent: 'Agent',
  calls: { ije: 'Pozivi', eke: 'Pozivi', hr: 'Pozivi' },
  ordersCalled: { ije: 'Pozvane narudžbe', eke: 'Pozvane porudžbine', hr: 'Nazvane narudžbe' },
  confirmations: { ije: 'Potvrde', eke: 'Potvrde', hr: 'Potvrde' },
  addedOnCalls: { ije: 'Dodano na pozivima ({currency})', eke: 'Dodato na pozivima ({currency})', hr: 'Dodano na pozivima ({currency})' },
  agentsNote: {
    ije: 'Stopa potvrde je od pozvanih narudžbi. Dodano je ono što su izmjene na pozivu dodale narudžbama koje je agent potvrdio.',
    eke: 'Stopa potvrde je od pozvanih porudžbina. Dodato je ono što su izmene na pozivu dodale porudžbinama koje je agent potvrdio.',
    hr: 'Stopa potvrde računa se od nazvanih narudžbi. Dodano je ono što su izmjene na pozivu dodale narudžbama koje je agent potvrdio.',
  },
  // The money.
  money: { ije: 'Novac po stanju', eke: 'Novac po stanju', hr: 'Novac po stanju' },
  currency: { ije: 'Valuta', eke: 'Valuta', hr: 'Valuta' },
  collected: { ije: 'Naplaćeno', eke: 'Naplaćeno', hr: 'Naplaćeno' },
  inTransit: { ije: 'Na putu', eke: 'Na putu', hr: 'Na putu' },
  waiting: { ije: 'Čeka slanje', eke: 'Čeka slanje', hr: 'Čeka slanje' },
  lost: { ije: 'Izgubljeno', eke: 'Izgubljeno', hr: 'Izgubljeno' },
  moneyNote: {
    ije: 'Iznosi narudžbi iz perioda po tome gdje su sada. Izgubljeno: otkazane, odustanak, odbijene i vraćene.',
    eke: 'Iznosi porudžbina iz perioda po tome gde su sada. Izgubljeno: otkazane, odustanak, odbijene i vraćene.',
    hr: 'Iznosi narudžbi iz razdoblja prema tome gdje su sada. Izgubljeno: otkazane, odustanak, odbijene i vraćene.',
  },
  // The quiz.
  quiz: { ije: 'Kviz po koracima', eke: 'Kviz po koracima', hr: 'Kviz po koracima' },
  goal: { ije: 'Cilj', eke: 'Cilj', hr: 'Cilj' },
  step: { ije: 'Korak', eke: 'Korak', hr: 'Korak' },
  runs: { ije: 'Prolazi', eke: 'Prolazi', hr: 'Prolazi' },
  ofStarted: { ije: 'Od započetih', eke: 'Od započetih', hr: 'Od započetih' },
  started: { ije: 'Započet', eke: 'Započet', hr: 'Započet' },
  question: { ije: 'Pitanje {n}', eke: 'Pitanje {n}', hr: 'Pitanje {n}' },
  emailStep: { ije: 'Korak e-maila', eke: 'Korak e-maila', hr: 'Korak e-pošte' },
  phoneStep: { ije: 'Korak telefona', eke: 'Korak telefona', hr: 'Korak telefona' },
  result: { ije: 'Rezultat', eke: 'Rezultat', hr: 'Rezultat' },
  offerOpened: { ije: 'Otvorena ponuda', eke: 'Otvorena ponuda', hr: 'Otvorena ponuda' },
  quizNote: {
    ije: 'Kviz se broji anonimno, po UTC danima.',
    eke: 'Kviz se broji anonimno, po UTC danima.',
    hr: 'Kviz se broji anonimno, po UTC danima.',
  },
} satisfies Record<string, Text>;

export const deskGrainLabels = {
  day: { ije: 'Po danima', eke: 'Po danima', hr: 'Po danima' },
  week: { ije: 'Po sedmicama', eke: 'Po nedeljama', hr: 'Po tjednima' },
} satisfies Record<NumbersGrain, Text>;
