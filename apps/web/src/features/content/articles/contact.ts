// /kontaktiraje-nas: the help texts under the country's contact cards (the cards' labels are in
// @zdravo/contract/messages/content; the contacts themselves come from COUNTRIES).
import type { DocSection } from '../doc.tsx';
import { T } from './t.ts';

export const contactSections: readonly DocSection[] = [
  {
    id: 'contact-faster',
    title: T('Da vam brže pomognemo', 'Da bismo vam brže pomogli'),
    blocks: [
      {
        ul: [
          T(
            'Pri ruci imajte **broj narudžbe** – nalazi se u potvrdi i u [vašem računu](/account).',
            'Pri ruci imajte **broj porudžbine** – nalazi se u potvrdi i na [vašem nalogu](/account).',
            undefined,
            'Pri ruci imajte **broj narudžbe** – nalazi se u potvrdi i u [vašem nalogu](/account).',
          ),
          T(
            'Gdje je paket, najbrže ćete vidjeti na stranici [Praćenje pošiljke](/track).',
            'Gde je paket, najbrže ćete videti na stranici [Praćenje pošiljke](/track).',
          ),
          T(
            'Povrat novca odobravamo telefonom, **{callHours}** – sve o tome piše u [politici povrata](/politika-povrata).',
            'Povraćaj novca odobravamo telefonom, **{callHours}** – sve o tome piše u [politici povrata](/politika-povrata).',
          ),
          T(
            'Stigao je oštećen proizvod? Fotografiju pošaljite na [{email}](mailto:{email}) u roku od {damageDays} dana od dostave.',
            'Stigao je oštećen proizvod? Fotografiju pošaljite na [{email}](mailto:{email}) u roku od {damageDays} dana od dostave.',
          ),
        ],
      },
    ],
  },
  {
    id: 'contact-data',
    title: T('Pitanja o vašim podacima', 'Pitanja o vašim podacima'),
    blocks: [
      {
        p: T(
          'Zahtjeve u vezi s ličnim podacima pošaljite na [{email}](mailto:{email}). Odgovaramo najkasnije u roku od {days} dana, a više o tome pročitajte u [politici privatnosti](/privacy-policy).',
          'Zahteve u vezi sa podacima o ličnosti pošaljite na [{email}](mailto:{email}). Odgovaramo najkasnije u roku od {days} dana, a više o tome pročitajte u [politici privatnosti](/privacy-policy).',
          'Zahtjeve u vezi s osobnim podacima pošaljite na [{email}](mailto:{email}). Odgovaramo najkasnije u roku od {days} dana, a više o tome pročitajte u [politici privatnosti](/privacy-policy).',
        ),
      },
    ],
  },
];
