// The quiz's five question sets (docs/product.md §2, §3): 1 hemorrhoids, 2 skin, 3 hair, 4 cellulite,
// 5 digestion/detox; each 10 questions of 3 to 5 answers, the age group among them. Plain,
// warm questions about habits and wishes — never a promise of what a product will cure.
// A question with one true answer (the age, an amount, how often, yes or no) takes one answer (`single`);
// what a shopper notices, wants or tried takes several. All are optional. Order matters: stored answers name their place.
import { QUIZ_AGE_GROUPS } from '../quiz.ts';
import type { QuizQuestion, QuizSetId } from '../quiz.ts';
import type { Text } from '../text.ts';
import { shared, v } from './quiz-shared.ts';

// One age, one answer.
const age: QuizQuestion = { q: 'Koliko imate godina?', a: QUIZ_AGE_GROUPS, single: true };

const hemorrhoids: QuizQuestion[] = [
  age,
  {
    single: true,
    q: v('Koliko često osjećate nelagodu?', 'Koliko često osećate nelagodu?'),
    a: [
      shared.rarely,
      v('Nekoliko puta mjesečno', 'Nekoliko puta mesečno'),
      v('Svake sedmice', 'Svake nedelje', 'Svaki tjedan'),
      'Gotovo svaki dan',
    ],
  },
  {
    single: true,
    q: 'Koliko dugo to već traje?',
    a: [
      'Nekoliko dana',
      v('Nekoliko sedmica', 'Nekoliko nedelja', 'Nekoliko tjedana'),
      v('Nekoliko mjeseci', 'Nekoliko meseci'),
      'Više od godinu dana',
    ],
  },
  {
    q: v('Šta vam najviše smeta?', 'Šta vam najviše smeta?', 'Što vam najviše smeta?'),
    a: [
      v('Svrab i peckanje', 'Svrab i peckanje', 'Svrbež i peckanje'),
      v('Bol pri sjedenju', 'Bol pri sedenju'),
      'Oticanje',
      v('Nelagoda pri pražnjenju crijeva', 'Nelagoda pri pražnjenju creva'),
    ],
  },
  shared.sitting,
  shared.digestion,
  shared.water,
  shared.movement,
  {
    q: v('Da li ste već nešto probali?', 'Da li ste već nešto probali?', 'Jeste li već nešto probali?'),
    a: ['Kreme i masti', v('Sjedeće kupke', 'Sedeće kupke'), shared.supplements, 'Još ništa'],
  },
  {
    q: v('Šta biste najviše željeli?', 'Šta biste najviše želeli?', 'Što biste najviše željeli?'),
    a: [
      v('Više udobnosti tokom dana', 'Više udobnosti tokom dana', 'Više udobnosti tijekom dana'),
      v('Lakše sjedenje i kretanje', 'Lakše sedenje i kretanje'),
      'Prirodnu podršku venama',
      shared.allOfThese,
    ],
  },
];

const skin: QuizQuestion[] = [
  age,
  {
    single: true,
    q: 'Kakav je vaš tip kože?',
    a: [v('Suha', 'Suva', 'Suha'), 'Masna', v('Mješovita', 'Mešovita'), v('Osjetljiva', 'Osetljiva')],
  },
  {
    q: v('Šta vas najviše muči kod kože?', 'Šta vas najviše muči kod kože?', 'Što vas najviše muči kod kože?'),
    a: ['Sitne bore', 'Koža je izgubila čvrstoću', 'Tamne mrlje', 'Ten bez sjaja'],
  },
  { single: true, q: 'Koliko sati spavate?', a: ['Manje od 6', '6 do 8', 'Više od 8'] },
  shared.water,
  {
    single: true,
    q: 'Koliko vremena provodite na suncu?',
    a: [
      shared.rarely,
      'Povremeno',
      v('Često, sa zaštitnom kremom', 'Često, sa zaštitnom kremom', 'Često, uz zaštitnu kremu'),
      'Često, bez zaštite',
    ],
  },
  { single: true, q: v('Da li pušite?', 'Da li pušite?', 'Pušite li?'), a: ['Ne', 'Povremeno', 'Da'] },
  shared.eating,
  shared.stress,
  {
    q: v('Šta želite postići?', 'Šta želite da postignete?', 'Što želite postići?'),
    a: [v('Svježiji izgled', 'Svežiji izgled'), 'Čvršću kožu', 'Ujednačen ten', shared.allOfThese],
  },
];

const hair: QuizQuestion[] = [
  age,
  {
    q: v('Šta primjećujete na kosi?', 'Šta primećujete na kosi?', 'Što primjećujete na kosi?'),
    a: [v('Opada više nego prije', 'Opada više nego pre'), 'Tanka je i slaba', 'Vrhovi se lome', 'Nema sjaja'],
  },
  {
    single: true,
    q: v('Koliko dugo to primjećujete?', 'Koliko dugo to primećujete?'),
    a: [
      v('Kraće od 3 mjeseca', 'Kraće od 3 meseca'),
      v('3 do 12 mjeseci', '3 do 12 meseci'),
      v('Duže od godinu dana', 'Duže od godinu dana', 'Dulje od godinu dana'),
    ],
  },
  {
    single: true,
    q: 'Koliko često perete kosu?',
    a: [
      'Svaki dan',
      'Svaki drugi dan',
      v('Dva puta sedmično', 'Dva puta nedeljno', 'Dva puta tjedno'),
      v('Rjeđe', 'Ređe'),
    ],
  },
  {
    single: true,
    q: v(
      'Koliko često koristite fen, peglu ili uvijač?',
      'Koliko često koristite fen, peglu ili uvijač?',
      'Koliko često koristite sušilo, ravnalo ili uvijač za kosu?',
    ),
    a: ['Svaki dan', shared.fewTimesAWeek, v('Rijetko ili nikad', 'Retko ili nikad')],
  },
  {
    single: true,
    q: v('Da li farbate kosu?', 'Da li farbate kosu?', 'Bojite li kosu?'),
    a: [v('Redovno', 'Redovno', 'Redovito'), 'Povremeno', 'Ne'],
  },
  shared.stress,
  shared.eating,
  {
    single: true,
    q: v(
      'Ima li sličnih promjena u vašoj porodici?',
      'Ima li sličnih promena u vašoj porodici?',
      'Ima li sličnih promjena u vašoj obitelji?',
    ),
    a: ['Da', 'Ne', 'Ne znam'],
  },
  {
    q: v('Šta želite postići?', 'Šta želite da postignete?', 'Što želite postići?'),
    a: ['Gušću kosu', 'Jaču kosu koja se manje lomi', 'Više sjaja', shared.allOfThese],
  },
];

const cellulite: QuizQuestion[] = [
  age,
  {
    q: v('Gdje najviše primjećujete celulit?', 'Gde najviše primećujete celulit?'),
    a: ['Bedra', v('Zadnjica', 'Zadnjica', 'Stražnjica'), v('Stomak', 'Stomak', 'Trbuh'), 'Nadlaktice'],
  },
  {
    single: true,
    q: v('Kako biste opisali kožu na tim mjestima?', 'Kako biste opisali kožu na tim mestima?'),
    a: ['Blago neravna', 'Vidljivo neravna', 'Neravna i opuštena'],
  },
  shared.movement,
  shared.water,
  shared.sitting,
  {
    single: true,
    q: 'Koliko često jedete slanu ili gotovu hranu?',
    a: [shared.rarely, shared.fewTimesAWeek, 'Svaki dan'],
  },
  {
    single: true,
    q: v(
      'Osjećate li teške ili natečene noge?',
      'Osećate li teške ili otečene noge?',
      'Osjećate li teške ili natečene noge?',
    ),
    a: [shared.rarely, 'Ponekad', 'Često'],
  },
  {
    q: v('Šta ste već probali?', 'Šta ste već probali?', 'Što ste već probali?'),
    a: ['Kreme', 'Masaže', v('Vježbe', 'Vežbe'), 'Još ništa'],
  },
  {
    q: v('Šta želite postići?', 'Šta želite da postignete?', 'Što želite postići?'),
    a: ['Glađu kožu', 'Čvršća bedra', 'Lakše noge', shared.allOfThese],
  },
];

const digestion: QuizQuestion[] = [
  age,
  {
    single: true,
    q: v('Koliko kilograma želite skinuti?', 'Koliko kilograma želite da skinete?', 'Koliko kilograma želite skinuti?'),
    a: ['Do 5 kg', '5 do 10 kg', '10 do 20 kg', 'Više od 20 kg'],
  },
  {
    q: v('Šta vam je najteže?', 'Šta vam je najteže?', 'Što vam je najteže?'),
    a: ['Glad između obroka', v('Slatkiši uveče', 'Slatkiši uveče', 'Slatkiši navečer'), 'Spor napredak', 'Nadutost'],
  },
  { single: true, q: 'Koliko obroka jedete dnevno?', a: ['Jedan ili dva', 'Tri', 'Četiri ili više'] },
  {
    single: true,
    q: v('Kako se osjećate poslije obroka?', 'Kako se osećate posle obroka?', 'Kako se osjećate nakon obroka?'),
    a: ['Lagano', 'Ponekad teško i naduto', 'Često teško i naduto'],
  },
  shared.digestion,
  shared.water,
  shared.movement,
  { single: true, q: 'Kako spavate?', a: ['Dobro', 'Ponekad loše', 'Često loše'] },
  {
    single: true,
    q: v(
      'Koliko ste spremni promijeniti navike?',
      'Koliko ste spremni da promenite navike?',
      'Koliko ste spremni promijeniti navike?',
    ),
    a: ['Potpuno', v('Postepeno', 'Postepeno', 'Postupno'), 'Tek razmišljam o tome'],
  },
];

export const QUIZ_SETS: Readonly<Record<QuizSetId, readonly QuizQuestion[]>> = {
  1: hemorrhoids,
  2: skin,
  3: hair,
  4: cellulite,
  5: digestion,
};

/** Every question and answer as one flat message map ("s1.q2", "s1.q2.a3"), for the wording tests. */
export const quizSetTexts: Record<string, Text> = Object.fromEntries(
  Object.entries(QUIZ_SETS).flatMap(([set, questions]) =>
    questions.flatMap((question, qi) => [
      [`s${set}.q${qi + 1}`, question.q] as const,
      ...question.a.map((answer, ai) => [`s${set}.q${qi + 1}.a${ai + 1}`, answer] as const),
    ]),
  ),
);
