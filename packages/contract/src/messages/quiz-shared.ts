// Questions and answers several quiz sets ask alike (quiz-sets.ts), written once.
import type { QuizQuestion } from '../quiz.ts';
import type { Text } from '../text.ts';

/** A text per spelling: ijekavian (BA, ME), ekavian (RS), and Croatian where its words differ. */
export const v = (ije: string, eke: string, hr?: string, me?: string): Text => ({
  ije,
  eke,
  ...(hr === undefined ? {} : { hr }),
  ...(me === undefined ? {} : { me }),
});

const rarely = v('Rijetko', 'Retko');
const fewTimesAWeek = v('Nekoliko puta sedmično', 'Nekoliko puta nedeljno', 'Nekoliko puta tjedno');

export const shared = {
  rarely,
  fewTimesAWeek,
  allOfThese: 'Sve od navedenog',
  supplements: v('Dodatke prehrani', 'Dodatke ishrani', undefined, 'Dodatke ishrani'),
  water: {
    single: true,
    q: 'Koliko vode popijete dnevno?',
    a: [
      v('Manje od litre', 'Manje od litra'),
      v('1 do 2 litre', '1 do 2 litra'),
      v('Više od 2 litre', 'Više od 2 litra'),
    ],
  },
  movement: {
    single: true,
    q: 'Koliko se krećete?',
    a: [
      v('Uglavnom sjedim', 'Uglavnom sedim'),
      v('Šetam nekoliko puta sedmično', 'Šetam nekoliko puta nedeljno', 'Šetam nekoliko puta tjedno'),
      v('Redovno vježbam', 'Redovno vežbam', 'Redovito vježbam'),
    ],
  },
  sitting: {
    single: true,
    q: v('Koliko sati dnevno provodite sjedeći?', 'Koliko sati dnevno provodite sedeći?'),
    a: ['Manje od 4 sata', '4 do 8 sati', 'Više od 8 sati'],
  },
  digestion: {
    q: v('Kakva vam je probava?', 'Kakvo vam je varenje?', 'Kakva vam je probava?'),
    a: ['Bez tegoba', 'Povremeni zatvor', 'Čest zatvor', v('Često osjećam nadutost', 'Često osećam nadutost')],
  },
  eating: {
    single: true,
    q: 'Kako se hranite?',
    a: [
      v('Raznovrsno, s puno voća i povrća', 'Raznovrsno, sa puno voća i povrća', 'Raznoliko, s puno voća i povrća'),
      'Uglavnom brzo i usput',
      v('Negdje između', 'Negde između'),
    ],
  },
  stress: { single: true, q: 'Koliko ste često pod stresom?', a: [rarely, 'Ponekad', 'Često'] },
} satisfies Record<string, Text | QuizQuestion>;
