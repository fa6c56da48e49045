// /politika-povrata: first the statutory right of withdrawal (14 days from receipt, online in the
// account's order history, everything refunded with delivery), then how it sits beside the shop's own
// guarantee (docs/product.md §9, Refund policy): 90 days from delivery except clothing and accessories, order
// total minus a 20 % restocking fee, shipping not refunded, 5–10 working days after approval, damage
// reported with a photo within 7 days, original payment method only, approval by phone in the
// country table's call hours ({callHours}). Both apply and the stronger one wins. The numbers come through {placeholders}.
import type { Doc } from '../doc.tsx';
import { T } from './t.ts';
import { withdrawalSections } from './withdrawal.ts';

export const refundFacts = {
  withdrawal: T('{withdrawalDays} dana', '{withdrawalDays} dana'),
  withdrawalLabel: T('za odustanak od ugovora, online i bez razloga', 'za odustanak od ugovora, online i bez razloga'),
  guarantee: T('{guaranteeDays} dana', '{guaranteeDays} dana'),
  guaranteeLabel: T(
    'garancija zadovoljstva od dana dostave',
    'garancija zadovoljstva od dana dostave',
    'jamstvo zadovoljstva od dana dostave',
  ),
  fee: '{fee} %',
  feeLabel: T(
    'naknada za povrat po garanciji (odustanak je bez naknade)',
    'naknada za povraćaj po garanciji (odustanak je bez naknade)',
    'naknada za povrat po jamstvu (odustanak je bez naknade)',
  ),
  processing: T('{procMin}–{procMax} dana', '{procMin}–{procMax} dana'),
  processingLabel: T('radnih dana do povrata novca', 'radnih dana do povraćaja novca'),
};

export const refundDoc: Doc = {
  lead: T(
    'Želimo da budete zadovoljni svakom kupovinom. Od svake narudžbe možete odustati u roku od {withdrawalDays} dana, online i bez navođenja razloga, a naša garancija zadovoljstva traje čak {guaranteeDays} dana. Oba prava vrijede, a uvijek vrijedi ono povoljnije za vas.',
    'Želimo da budete zadovoljni svakom kupovinom. Od svake porudžbine možete odustati u roku od {withdrawalDays} dana, online i bez navođenja razloga, a naša garancija zadovoljstva traje čak {guaranteeDays} dana. Oba prava važe, a uvek važi ono povoljnije za vas.',
    'Želimo da budete zadovoljni svakom kupnjom. Od svake narudžbe možete odustati u roku od {withdrawalDays} dana, online i bez navođenja razloga, a naše jamstvo zadovoljstva traje čak {guaranteeDays} dana. Oba prava vrijede, a uvijek vrijedi ono povoljnije za vas.',
  ),
  sections: [
    ...withdrawalSections,
    {
      id: 'refund-guarantee',
      title: T(
        'Garancija zadovoljstva {guaranteeDays} dana',
        'Garancija zadovoljstva {guaranteeDays} dana',
        'Jamstvo zadovoljstva {guaranteeDays} dana',
      ),
      blocks: [
        {
          p: T(
            'Ako niste zadovoljni proizvodom, povrat novca možete zatražiti **u roku od {guaranteeDays} dana od dana dostave**. Garancija vrijedi za sve proizvode osim:',
            'Ako niste zadovoljni proizvodom, povraćaj novca možete da zatražite **u roku od {guaranteeDays} dana od dana dostave**. Garancija važi za sve proizvode osim:',
            'Ako niste zadovoljni proizvodom, povrat novca možete zatražiti **u roku od {guaranteeDays} dana od dana dostave**. Jamstvo vrijedi za sve proizvode osim:',
          ),
        },
        {
          ul: [T('odjeće;', 'odeće;'), T('modnih dodataka i pribora.', 'modnih dodataka i pribora.')],
        },
        {
          p: T(
            'Garancija zadovoljstva dodaje se vašim zakonskim pravima potrošača i ne umanjuje ih.',
            'Garancija zadovoljstva dodaje se vašim zakonskim pravima potrošača i ne umanjuje ih.',
            'Jamstvo zadovoljstva dodaje se vašim zakonskim pravima potrošača i ne umanjuje ih.',
          ),
        },
      ],
    },
    {
      id: 'refund-how',
      title: T(
        'Kako zatražiti povrat po garanciji',
        'Kako da zatražite povraćaj po garanciji',
        'Kako zatražiti povrat po jamstvu',
      ),
      blocks: [
        {
          ol: [
            T(
              'Nazovite nas na [{phone}](tel:{tel}) **{callHours}**. Svaki povrat najprije odobravamo telefonom.',
              'Pozovite nas na [{phone}](tel:{tel}) **{callHours}**. Svaki povraćaj najpre odobravamo telefonom.',
            ),
            T(
              'Pripremite broj narudžbe i ukratko nam recite šta nije bilo u redu – vaše iskustvo pomaže nam da budemo bolji.',
              'Pripremite broj porudžbine i ukratko nam recite šta nije bilo u redu – vaše iskustvo nam pomaže da budemo bolji.',
              'Pripremite broj narudžbe i ukratko nam recite što nije bilo u redu – vaše iskustvo pomaže nam da budemo bolji.',
            ),
            T(
              'Kad povrat odobrimo, reći ćemo vam gdje i kako poslati proizvod.',
              'Kad povraćaj odobrimo, reći ćemo vam gde i kako da pošaljete proizvod.',
              'Kad povrat odobrimo, reći ćemo vam kamo i kako poslati proizvod.',
            ),
            T(
              'Novac vraćamo **u roku od {procMin} do {procMax} radnih dana od odobrenja**.',
              'Novac vraćamo **u roku od {procMin} do {procMax} radnih dana od odobrenja**.',
            ),
          ],
        },
        {
          p: T(
            'Molimo vas da proizvod ne šaljete prije odobrenja – tako izbjegavamo zabune i troškove koji vam ne trebaju.',
            'Molimo vas da proizvod ne šaljete pre odobrenja – tako izbegavamo zabune i troškove koji vam nisu potrebni.',
          ),
        },
      ],
    },
    {
      id: 'refund-amount',
      title: T('Koliko novca vraćamo', 'Koliko novca vraćamo'),
      blocks: [
        {
          p: T(
            'Po garanciji zadovoljstva vraćamo iznos narudžbe umanjen za **naknadu od {fee} %** za povrat robe na skladište. **Troškovi dostave ne vraćaju se.** Kod odustanka u {withdrawalDays} dana vraćamo sve, bez naknade.',
            'Po garanciji zadovoljstva vraćamo iznos porudžbine umanjen za **naknadu od {fee} %** za vraćanje robe u magacin. **Troškovi dostave se ne vraćaju.** Kod odustanka u roku od {withdrawalDays} dana vraćamo sve, bez naknade.',
            'Po jamstvu zadovoljstva vraćamo iznos narudžbe umanjen za **naknadu od {fee} %** za povrat robe na skladište. **Troškovi dostave ne vraćaju se.** Kod odustanka u {withdrawalDays} dana vraćamo sve, bez naknade.',
          ),
        },
        {
          table: {
            caption: T('Primjer obračuna', 'Primer obračuna', 'Primjer izračuna'),
            numeric: true,
            head: ['Stavka', 'Iznos'],
            rows: [
              [T('Iznos narudžbe (proizvodi)', 'Iznos porudžbine (proizvodi)'), '{exTotal}'],
              [
                T('Naknada za povrat na skladište ({fee} %)', 'Naknada za vraćanje u magacin ({fee} %)'),
                '−\u00a0{exFee}',
              ],
              ['Dostava', T('ne vraća se', 'ne vraća se')],
              ['**Vraćamo vam**', '**{exRefund}**'],
            ],
          },
        },
      ],
    },
    {
      id: 'refund-damaged',
      title: T('Oštećen proizvod', 'Oštećen proizvod'),
      blocks: [
        {
          p: T(
            'Ako paket stigne oštećen, fotografišite proizvod i ambalažu i pošaljite fotografije na [{email}](mailto:{email}) **u roku od {damageDays} dana od dostave**, uz broj narudžbe. Javit ćemo vam se i dogovoriti rješenje.',
            'Ako paket stigne oštećen, fotografišite proizvod i ambalažu i pošaljite fotografije na [{email}](mailto:{email}) **u roku od {damageDays} dana od dostave**, uz broj porudžbine. Javićemo vam se i dogovoriti rešenje.',
            'Ako paket stigne oštećen, fotografirajte proizvod i ambalažu i pošaljite fotografije na [{email}](mailto:{email}) **u roku od {damageDays} dana od dostave**, uz broj narudžbe. Javit ćemo vam se i dogovoriti rješenje.',
          ),
        },
      ],
    },
    {
      id: 'refund-method',
      title: T('Gdje vraćamo novac', 'Gde vraćamo novac', 'Kamo vraćamo novac'),
      blocks: [
        {
          p: T(
            'Novac vraćamo **isključivo na izvorni način plaćanja** – onaj kojim je narudžba plaćena. Isplatu na drugi račun ili drugoj osobi ne možemo izvršiti. Detalje isplate potvrdit ćemo s vama u razgovoru u kojem odobravamo povrat.',
            'Novac vraćamo **isključivo na prvobitni način plaćanja** – onaj kojim je porudžbina plaćena. Isplatu na drugi račun ili drugoj osobi ne možemo da izvršimo. Detalje isplate potvrdićemo sa vama u razgovoru u kom odobravamo povraćaj.',
            'Novac vraćamo **isključivo na izvorni način plaćanja** – onaj kojim je narudžba plaćena. Isplatu na drugi račun ili drugoj osobi ne možemo napraviti. Pojedinosti isplate potvrdit ćemo s vama u razgovoru u kojem odobravamo povrat.',
          ),
        },
      ],
    },
    {
      id: 'refund-contact',
      title: T('Kontakt za povrate', 'Kontakt za povraćaj'),
      blocks: [
        {
          ul: [
            T(
              '**Odobrenje povrata:** [{phone}](tel:{tel}), {callHours}',
              '**Odobrenje povraćaja:** [{phone}](tel:{tel}), {callHours}',
            ),
            T(
              '**Fotografije oštećenja i pitanja:** [{email}](mailto:{email})',
              '**Fotografije oštećenja i pitanja:** [{email}](mailto:{email})',
            ),
            T('**Opšta podrška:** {callHours}', '**Opšta podrška:** {callHours}', '**Opća podrška:** {callHours}'),
          ],
        },
      ],
    },
  ],
};
