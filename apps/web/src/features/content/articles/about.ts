// /o-nama: who the shop is, what it sells (docs/product.md §1 product families) and how it works.
import type { Doc } from '../doc.tsx';
import { T } from './t.ts';

export const aboutDoc: Doc = {
  lead: T(
    '{shop} je mala regionalna online trgovina prirodnih dodataka prehrani za zdravlje i ljepotu. Kupcima u Bosni i Hercegovini, Srbiji, Hrvatskoj i Crnoj Gori šaljemo pažljivo odabrane proizvode – s jasnim deklaracijama, plaćanjem pouzećem i ljudima koji se javljaju na telefon.',
    '{shop} je mala regionalna internet prodavnica prirodnih dodataka ishrani za zdravlje i lepotu. Kupcima u Bosni i Hercegovini, Srbiji, Hrvatskoj i Crnoj Gori šaljemo pažljivo odabrane proizvode – sa jasnim deklaracijama, plaćanjem pouzećem i ljudima koji se javljaju na telefon.',
    '{shop} je mala regionalna web trgovina prirodnih dodataka prehrani za zdravlje i ljepotu. Kupcima u Bosni i Hercegovini, Srbiji, Hrvatskoj i Crnoj Gori šaljemo pažljivo odabrane proizvode – s jasnim deklaracijama, plaćanjem pouzećem i ljudima koji se javljaju na telefon.',
    '{shop} je mala regionalna online trgovina prirodnih dodataka ishrani za zdravlje i ljepotu. Kupcima u Bosni i Hercegovini, Srbiji, Hrvatskoj i Crnoj Gori šaljemo pažljivo odabrane proizvode – s jasnim deklaracijama, plaćanjem pouzećem i ljudima koji se javljaju na telefon.',
  ),
  sections: [
    {
      id: 'about-what',
      title: T('Šta nudimo', 'Šta nudimo', 'Što nudimo'),
      blocks: [
        {
          p: T(
            'U ponudi su dodaci prehrani za svakodnevne brige o kojima ljudi često šute, a o kojima nas najčešće pitaju:',
            'U ponudi su dodaci ishrani za svakodnevne brige o kojima ljudi često ćute, a o kojima nas najčešće pitaju:',
            undefined,
            'U ponudi su dodaci ishrani za svakodnevne brige o kojima ljudi često šute, a o kojima nas najčešće pitaju:',
          ),
        },
        {
          ul: [
            T('mršavljenje i probava', 'mršavljenje i varenje'),
            T('koža, bore i celulit', 'koža, bore i celulit'),
            T('kosa i nokti', 'kosa i nokti'),
            T('hormonalna ravnoteža i menstrualna podrška', 'hormonska ravnoteža i menstrualna podrška'),
            T('prostata, hemoroidi i libido', 'prostata, hemoroidi i libido'),
          ],
        },
        {
          p: T(
            'Biramo formule s poznatim sastojcima i jasno napisanim količinama. Ako ne znate odakle krenuti, [kratki kviz](/quiz) pomoći će vam da pronađete proizvod koji odgovara vašem cilju.',
            'Biramo formule sa poznatim sastojcima i jasno napisanim količinama. Ako ne znate odakle da krenete, [kratak kviz](/quiz) pomoći će vam da pronađete proizvod koji odgovara vašem cilju.',
            'Biramo formule s poznatim sastojcima i jasno napisanim količinama. Ako ne znate odakle krenuti, [kratki kviz](/quiz) pomoći će vam pronaći proizvod koji odgovara vašem cilju.',
          ),
        },
      ],
    },
    {
      id: 'about-how',
      title: 'Kako radimo',
      blocks: [
        {
          ul: [
            T(
              '**Iskreno o djelovanju.** Dodatak prehrani je dodatak, a ne čarobni štapić. Nećete kod nas pročitati da nešto liječi ili topi kilograme preko noći.',
              '**Iskreno o delovanju.** Dodatak ishrani je dodatak, a ne čarobni štapić. Nećete kod nas pročitati da nešto leči ili topi kilograme preko noći.',
              undefined,
              '**Iskreno o djelovanju.** Dodatak ishrani je dodatak, a ne čarobni štapić. Nećete kod nas pročitati da nešto liječi ili topi kilograme preko noći.',
            ),
            T(
              '**Sastav na vidjelu.** Na svakoj stranici proizvoda nalaze se sastojci, količine u dnevnoj dozi i uputstvo za upotrebu.',
              '**Sastav na videlu.** Na svakoj stranici proizvoda nalaze se sastojci, količine u dnevnoj dozi i uputstvo za upotrebu.',
              '**Sastav na vidjelu.** Na svakoj stranici proizvoda nalaze se sastojci, količine u dnevnoj dozi i upute za upotrebu.',
            ),
            T(
              '**Plaćanje pouzećem.** Ništa ne plaćate unaprijed – tek kad paket držite u rukama.',
              '**Plaćanje pouzećem.** Ništa ne plaćate unapred – tek kad paket držite u rukama.',
            ),
            T(
              '**Poziv za potvrdu.** Nakon svake narudžbe javimo se telefonom da provjerimo podatke.',
              '**Poziv za potvrdu.** Posle svake porudžbine javimo se telefonom da proverimo podatke.',
            ),
            T(
              '**{guaranteeDays} dana garancije zadovoljstva.** Ako niste zadovoljni, [vratit ćemo vam novac](/politika-povrata) prema jasnim pravilima.',
              '**{guaranteeDays} dana garancije zadovoljstva.** Ako niste zadovoljni, [vratićemo vam novac](/politika-povrata) prema jasnim pravilima.',
              '**{guaranteeDays} dana jamstva zadovoljstva.** Ako niste zadovoljni, [vratit ćemo vam novac](/politika-povrata) prema jasnim pravilima.',
            ),
          ],
        },
      ],
    },
    {
      id: 'about-believe',
      title: T('U šta vjerujemo', 'U šta verujemo', 'U što vjerujemo'),
      blocks: [
        {
          p: T(
            'Vjerujemo u male korake. Čaša vode više, šetnja nakon ručka, san prije ponoći – promjene koje se ne vide za sedmicu dana, ali se vide za tri mjeseca. Dodaci prehrani mogu biti dio te priče, kao dodatak uravnoteženoj prehrani, nikad kao zamjena za nju.',
            'Verujemo u male korake. Čaša vode više, šetnja posle ručka, san pre ponoći – promene koje se ne vide za nedelju dana, ali se vide za tri meseca. Dodaci ishrani mogu biti deo te priče, kao dodatak uravnoteženoj ishrani, nikad kao zamena za nju.',
            'Vjerujemo u male korake. Čaša vode više, šetnja nakon ručka, san prije ponoći – promjene koje se ne vide za tjedan dana, ali se vide za tri mjeseca. Dodaci prehrani mogu biti dio te priče, kao dodatak uravnoteženoj prehrani, nikad kao zamjena za nju.',
            'Vjerujemo u male korake. Čaša vode više, šetnja nakon ručka, san prije ponoći – promjene koje se ne vide za sedmicu dana, ali se vide za tri mjeseca. Dodaci ishrani mogu biti dio te priče, kao dodatak uravnoteženoj ishrani, nikad kao zamjena za nju.',
          ),
        },
        {
          p: T(
            'Vjerujemo i u razgovor. Zato pišemo jezikom kojim govorite vi – ijekavicom ili ekavicom, zavisno od toga odakle kupujete – i zato je s druge strane telefona uvijek čovjek.',
            'Verujemo i u razgovor. Zato pišemo jezikom kojim govorite vi – ekavicom ili ijekavicom, zavisno od toga odakle kupujete – i zato je sa druge strane telefona uvek čovek.',
            'Vjerujemo i u razgovor. Zato pišemo jezikom kojim govorite vi – ijekavicom ili ekavicom, ovisno o tome odakle kupujete – i zato je s druge strane telefona uvijek čovjek.',
          ),
        },
      ],
    },
    {
      id: 'about-where',
      title: T('Gdje smo', 'Gde smo'),
      blocks: [
        {
          p: T(
            'Naš tim radi u četiri države i svaka ima svoj broj telefona, e-mail i adresu – vaše kontakte za državu {country} naći ćete na stranici [Kontaktirajte nas](/kontaktiraje-nas). Podrška radi {callHours}.',
            'Naš tim radi u četiri države i svaka ima svoj broj telefona, e-mail i adresu – vaše kontakte za državu {country} naći ćete na stranici [Kontaktirajte nas](/kontaktiraje-nas). Podrška radi {callHours}.',
          ),
        },
        {
          p: T(
            'Kako je sve počelo, ispričali smo u [našoj priči](/nasa-prica). A ako želite savjete i iskustva drugih kupaca, pridružite se [našoj zajednici](/community) od više od {members} članova.',
            'Kako je sve počelo, ispričali smo u [našoj priči](/nasa-prica). A ako želite savete i iskustva drugih kupaca, pridružite se [našoj zajednici](/community) od preko {members} članova.',
          ),
        },
      ],
    },
  ],
};
