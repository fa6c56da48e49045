import { describe, expect, it } from 'vitest';
import type { Offer, ShopGroup } from './index.ts';
import { matchOffers } from './offer-match.ts';

const offer = (ID: number, Name: string, Group: ShopGroup, more: Partial<Offer> = {}) =>
  ({ ID, Name, Group, Heading: '', SubHeading: '', Benefits: [], Adventages: '', Description: '', ...more }) as Offer;

const offers = [
  offer(1, 'Pure Fit', 'mrsavljenje', { Description: 'Ekstrakt zelenog čaja (300 mg) i glukomanan.' }),
  offer(2, 'Beauty Fem', 'bore', {
    Benefits: ['Koža puna sjaja'],
    Description: 'Hidrolizirani kolagen i hijaluronska kiselina.',
  }),
  offer(3, 'HairGrow Plus', 'kosa', { Adventages: 'Biotin i cink&&Za jaču kosu' }),
  offer(4, 'Paket Ljepota', 'bore'),
  offer(5, 'Paket Ženska harmonija', 'menstrualna-podrska'),
  offer(6, 'Đumbir Čaj', 'mrsavljenje'),
  offer(7, 'Prosta Vital', 'libido', {
    Heading: 'Prirodna podrška prostati',
    SubHeading: 'Cink i selen dopunjuju formulu.',
  }),
  offer(8, 'Hemo Calm', 'prosirene-vene'),
  offer(9, 'Cellu Lift', 'celulit'),
];
const names = {
  kosa: 'Kosa',
  celulit: 'Celulit',
  'prosirene-vene': 'Proširene vene',
  bore: 'Bore',
  mrsavljenje: 'Mršavljenje',
  libido: 'Libido',
  'menstrualna-podrska': 'Menstrualna podrška',
};
const find = (q: string) => matchOffers(offers, q, 'hr-HR', names).map((o) => o.Name);

describe('search', () => {
  it('matches a case-insensitive substring of the name, diacritics folded on either side', () => {
    expect(find('fit')).toEqual(['Pure Fit']);
    expect(find('  GROW ')).toEqual(['HairGrow Plus']);
    expect(find('zenska')).toEqual(['Paket Ženska harmonija']);
    expect(matchOffers(offers, 'ŽENSKA', 'sr-Latn-RS').map((o) => o.Name)).toEqual(['Paket Ženska harmonija']);
    expect(find('dumbir caj')).toEqual(['Đumbir Čaj']);
  });

  it('finds what shoppers type: categories, benefits, ingredients — names first', () => {
    expect(find('kosa')).toEqual(['HairGrow Plus']);
    expect(find('celulit')).toEqual(['Cellu Lift']);
    expect(find('cink')).toEqual(['HairGrow Plus', 'Prosta Vital']);
    // The name "Đumbir Čaj" ranks before a description that mentions green tea.
    expect(find('čaj')).toEqual(['Đumbir Čaj', 'Pure Fit']);
    expect(find('prostata')).toEqual(['Prosta Vital']);
    expect(find('hemoroidi')).toEqual(['Hemo Calm']);
    expect(find('koza')).toEqual(['Beauty Fem', 'Paket Ljepota', 'Cellu Lift']);
  });

  it('forgives one typo in a word of five letters or more, after what matches as typed', () => {
    // What "kolagen" finds (the offer naming it, and the skin group whose words hold it).
    expect(find('kolagen')).toContain('Beauty Fem');
    expect(find('kolgen')).toEqual(find('kolagen'));
    expect(find('kloagen')).toEqual(find('kolagen'));
    expect(find('hairgorw')).toEqual(['HairGrow Plus']);
    expect(find('prostta')).toEqual(['Prosta Vital']);
    // Short words stay exact, and two typos are not one.
    expect(find('kosq')).toEqual([]);
    expect(find('klgen')).toEqual([]);
  });

  it('answers nothing for an empty query or no match', () => {
    expect(find('   ')).toEqual([]);
    expect(find('xyz')).toEqual([]);
  });
});
