// The refund page's first part: the statutory right of withdrawal (14 days from receipt, no reason),
// how to use it online in two steps, what happens to the parcel and the money, and how it sits beside
// the 90-day satisfaction guarantee — both apply, the stronger one wins.
import type { DocSection } from '../doc.tsx';
import { T } from './t.ts';

export const withdrawalSections: readonly DocSection[] = [
  {
    id: 'refund-withdrawal',
    title: T('Odustanak od ugovora u {withdrawalDays} dana', 'Odustanak od ugovora u roku od {withdrawalDays} dana'),
    blocks: [
      {
        p: T(
          'Od kupovine možete odustati **u roku od {withdrawalDays} dana od dana kada ste primili paket**, bez navođenja razloga. Prije dostave možete odustati u bilo kojem trenutku.',
          'Od kupovine možete odustati **u roku od {withdrawalDays} dana od dana kada ste primili paket**, bez navođenja razloga. Pre dostave možete odustati u bilo kom trenutku.',
          'Od kupnje možete odustati **u roku od {withdrawalDays} dana od dana kada ste primili paket**, bez navođenja razloga. Prije dostave možete odustati u bilo kojem trenutku.',
        ),
      },
      {
        ol: [
          T(
            'Prijavite se i otvorite [Moj račun](/account), karticu Povijest narudžbi.',
            'Prijavite se i otvorite [Moj nalog](/account), karticu Istorija porudžbina.',
            undefined,
            'Prijavite se i otvorite [Moj nalog](/account), karticu Istorija narudžbi.',
          ),
          T(
            'Uz narudžbu kliknite **Odustani od ugovora**. Otvorit će se izjava s vašim imenom, brojem narudžbe i artiklima.',
            'Uz porudžbinu kliknite **Odustani od ugovora**. Otvoriće se izjava sa vašim imenom, brojem porudžbine i artiklima.',
          ),
          T(
            'Provjerite izjavu i kliknite **Potvrdi odustanak**. Odmah vam šaljemo potvrdu s datumom i vremenom prijema izjave na email, a ako email ne navedete, SMS-om.',
            'Proverite izjavu i kliknite **Potvrdi odustanak**. Odmah vam šaljemo potvrdu sa datumom i vremenom prijema izjave na email, a ako email ne navedete, SMS-om.',
            'Provjerite izjavu i kliknite **Potvrdi odustanak**. Odmah vam šaljemo potvrdu s datumom i vremenom primitka izjave na email, a ako email ne navedete, SMS-om.',
          ),
        ],
      },
      {
        p: T(
          'Odustati možete i pisanim putem: jasnu izjavu s brojem narudžbe pošaljite na [{email}](mailto:{email}) ili poštom na {seller}, {sellerAddress}. Za odustanak vam nije potrebno naše odobrenje.',
          'Odustati možete i pisanim putem: jasnu izjavu sa brojem porudžbine pošaljite na [{email}](mailto:{email}) ili poštom na {seller}, {sellerAddress}. Za odustanak vam ne treba naše odobrenje.',
          'Odustati možete i pisanim putem: jasnu izjavu s brojem narudžbe pošaljite na [{email}](mailto:{email}) ili poštom na {seller}, {sellerAddress}. Za odustanak ne trebate naše odobrenje.',
        ),
      },
      {
        ul: [
          T(
            '**Paket još nije poslan:** ne šaljemo ga i ništa ne plaćate.',
            '**Paket još nije poslat:** ne šaljemo ga i ništa ne plaćate.',
          ),
          T(
            '**Paket je na putu:** ne morate ga preuzeti i tada ništa ne plaćate.',
            '**Paket je na putu:** ne morate da ga preuzmete i tada ništa ne plaćate.',
          ),
          T(
            '**Paket ste primili:** javit ćemo vam se i dogovoriti preuzimanje kurirom, **o našem trošku**, u roku od {withdrawalDays} dana od odustanka.',
            '**Paket ste primili:** javićemo vam se i dogovoriti preuzimanje kurirom, **o našem trošku**, u roku od {withdrawalDays} dana od odustanka.',
          ),
        ],
      },
      {
        p: T(
          'Vraćamo **cijeli plaćeni iznos, zajedno s troškom dostave**, bez ikakve naknade, najkasnije {withdrawalDays} dana od dana kada smo primili vašu izjavu. Isplatu smijemo zadržati dok nam proizvod ne stigne nazad ili dok nam ne pokažete da ste ga poslali.',
          'Vraćamo **ceo plaćeni iznos, zajedno sa troškom dostave**, bez ikakve naknade, najkasnije {withdrawalDays} dana od dana kada smo primili vašu izjavu. Isplatu smemo da zadržimo dok nam proizvod ne stigne nazad ili dok nam ne pokažete da ste ga poslali.',
          'Vraćamo **cijeli plaćeni iznos, zajedno s troškom dostave**, bez ikakve naknade, najkasnije {withdrawalDays} dana od dana kada smo primili vašu izjavu. Isplatu smijemo zadržati dok nam proizvod ne stigne natrag ili dok nam ne pokažete da ste ga poslali.',
        ),
      },
    ],
  },
  {
    id: 'refund-both',
    title: T(
      'Odustanak i garancija zadovoljstva',
      'Odustanak i garancija zadovoljstva',
      'Odustanak i jamstvo zadovoljstva',
    ),
    blocks: [
      {
        p: T(
          'Vrijede oba prava, a za vas uvijek vrijedi ono koje je povoljnije:',
          'Važe oba prava, a za vas uvek važi ono koje je povoljnije:',
        ),
      },
      {
        table: {
          caption: T(
            'Odustanak i garancija jedno uz drugo',
            'Odustanak i garancija jedno pored drugog',
            'Odustanak i jamstvo jedno uz drugo',
          ),
          head: [
            '',
            'Odustanak od ugovora',
            T('Garancija zadovoljstva', 'Garancija zadovoljstva', 'Jamstvo zadovoljstva'),
          ],
          rows: [
            [
              'Rok',
              T(
                '{withdrawalDays} dana od prijema',
                '{withdrawalDays} dana od prijema',
                '{withdrawalDays} dana od primitka',
              ),
              '{guaranteeDays} dana od dostave',
            ],
            [
              'Razlog',
              T('ne trebate ga navesti', 'ne morate da ga navedete'),
              T(
                'recite nam šta nije bilo u redu',
                'recite nam šta nije bilo u redu',
                'recite nam što nije bilo u redu',
              ),
            ],
            [
              'Kako',
              T(
                'online, u povijesti narudžbi',
                'online, u istoriji porudžbina',
                undefined,
                'online, u istoriji narudžbi',
              ),
              T('telefonom, uz naše odobrenje', 'telefonom, uz naše odobrenje'),
            ],
            [
              T('Povrat novca', 'Povraćaj novca'),
              T('cijeli iznos i dostava', 'ceo iznos i dostava'),
              T('iznos umanjen za {fee} %, bez dostave', 'iznos umanjen za {fee} %, bez dostave'),
            ],
          ],
        },
      },
      {
        p: T(
          'U prvih {withdrawalDays} dana nakon prijema paketa zato je odustanak gotovo uvijek bolji izbor: vraćamo vam sve, bez naknade. Nakon toga, do {guaranteeDays}. dana od dostave, i dalje vas štiti garancija zadovoljstva.',
          'U prvih {withdrawalDays} dana posle prijema paketa zato je odustanak gotovo uvek bolji izbor: vraćamo vam sve, bez naknade. Posle toga, do {guaranteeDays}. dana od dostave, i dalje vas štiti garancija zadovoljstva.',
          'U prvih {withdrawalDays} dana nakon primitka paketa zato je odustanak gotovo uvijek bolji izbor: vraćamo vam sve, bez naknade. Nakon toga, do {guaranteeDays}. dana od dostave, i dalje vas štiti jamstvo zadovoljstva.',
        ),
      },
    ],
  },
];
