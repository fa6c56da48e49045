// /politika-dostave (docs/product.md §9, Shipping and support): processed and sent Monday–Friday only, delivery
// in the country table's working days after the call ({deliveryDays}), SMS + Viber notice on sending, cash on
// delivery, the country table's call hours ({callHours}; messages/shop-hours.ts).
import type { Doc } from '../doc.tsx';
import { T } from './t.ts';

export const shippingFacts = {
  days: T('pon – pet', 'pon – pet'),
  daysLabel: T('obrada i slanje narudžbi', 'obrada i slanje porudžbina'),
  hours: '{deliveryDays}',
  hoursLabel: T('od potvrde u pozivu do vaših vrata', 'od potvrde u pozivu do vaših vrata'),
  notice: 'SMS + Viber',
  noticeLabel: T('poruka čim paket krene', 'poruka čim paket krene'),
  cod: T('Pouzeće', 'Pouzeće'),
  codLabel: T('plaćate kuriru pri preuzimanju', 'plaćate kuriru pri preuzimanju'),
};

export const shippingDoc: Doc = {
  lead: T(
    'Paket pripremamo s pažnjom, a vi ga plaćate tek kad vam ga kurir preda. Evo kada šaljemo, koliko dostava traje i kako ćete znati da je paket na putu.',
    'Paket pripremamo sa pažnjom, a vi ga plaćate tek kad vam ga kurir preda. Evo kada šaljemo, koliko dostava traje i kako ćete znati da je paket na putu.',
  ),
  sections: [
    {
      id: 'shipping-when',
      title: T('Kada šaljemo', 'Kada šaljemo'),
      blocks: [
        {
          p: T(
            'Narudžbe obrađujemo i šaljemo **samo radnim danom, od ponedjeljka do petka**. Narudžba koja stigne u subotu, nedjelju ili na praznik čeka prvi sljedeći radni dan.',
            'Porudžbine obrađujemo i šaljemo **samo radnim danom, od ponedeljka do petka**. Porudžbina koja stigne u subotu, nedelju ili za praznik čeka prvi sledeći radni dan.',
          ),
        },
        {
          table: {
            caption: T('Od narudžbe do vaših vrata', 'Od porudžbine do vaših vrata'),
            head: [T('Kada naručite', 'Kada poručite'), 'Kada šaljemo', T('Kada stiže', 'Kada stiže')],
            rows: [
              [
                T('Ponedjeljak – petak', 'Ponedeljak – petak'),
                T('Radnim danom, redom kojim su narudžbe stigle', 'Radnim danom, redom kojim su porudžbine stigle'),
                T('{deliveryDays} nakon potvrde', '{deliveryDays} nakon potvrde'),
              ],
              [
                T('Subota ili nedjelja', 'Subota ili nedelja'),
                T('U ponedjeljak', 'U ponedeljak'),
                T('{deliveryDays} od ponedjeljka', '{deliveryDays} od ponedeljka'),
              ],
              [
                'Praznik',
                T('Prvi sljedeći radni dan', 'Prvi sledeći radni dan'),
                T('{deliveryDays} od prvog sljedećeg radnog dana', '{deliveryDays} od prvog sledećeg radnog dana'),
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'shipping-confirm',
      title: T('Potvrda narudžbe', 'Potvrda porudžbine'),
      blocks: [
        {
          p: T(
            'Nakon što pošaljete narudžbu, u radno vrijeme nazvat ćemo vas u roku od {callbackMin} do {callbackMax} minuta. Zajedno provjerimo adresu, broj telefona i sadržaj paketa – tako paket ne luta i stiže onome ko ga čeka.',
            'Pošto pošaljete porudžbinu, u radno vreme pozvaćemo vas u roku od {callbackMin} do {callbackMax} minuta. Zajedno proverimo adresu, broj telefona i sadržaj paketa – tako paket ne luta i stiže onome ko ga čeka.',
            'Nakon što pošaljete narudžbu, u radno vrijeme nazvat ćemo vas u roku od {callbackMin} do {callbackMax} minuta. Zajedno provjerimo adresu, broj telefona i sadržaj paketa – tako paket ne luta i stiže onome tko ga čeka.',
          ),
        },
      ],
    },
    {
      id: 'shipping-time',
      title: 'Koliko traje dostava',
      blocks: [
        {
          p: T(
            'Nakon potvrde u pozivu paket stiže za **{deliveryDays}**. U vrijeme velikih akcija ili po lošem vremenu kurirska služba ponekad kasni dan duže; ako se to dogodi, javit ćemo vam se.',
            'Nakon potvrde u pozivu paket stiže za **{deliveryDays}**. U vreme velikih akcija ili po lošem vremenu kurirska služba ponekad kasni dan duže; ako se to desi, javićemo vam se.',
          ),
        },
      ],
    },
    {
      id: 'shipping-notice',
      title: T('Obavještenje o slanju', 'Obaveštenje o slanju', 'Obavijest o slanju'),
      blocks: [
        {
          p: T(
            'Čim paket predamo kurirskoj službi, dobit ćete **SMS i Viber poruku** s brojem pošiljke. S tim brojem paket možete pratiti na stranici [Praćenje pošiljke](/track).',
            'Čim paket predamo kurirskoj službi, dobićete **SMS i Viber poruku** sa brojem pošiljke. Sa tim brojem paket možete da pratite na stranici [Praćenje pošiljke](/track).',
          ),
        },
      ],
    },
    {
      id: 'shipping-payment',
      title: T('Plaćanje pouzećem', 'Plaćanje pouzećem'),
      blocks: [
        {
          p: T(
            'Ništa ne plaćate unaprijed. Iznos iz potvrde narudžbe, zajedno s dostavom, plaćate gotovinom kuriru kad vam preda paket. Najlakše je ako pripremite tačan iznos.',
            'Ništa ne plaćate unapred. Iznos iz potvrde porudžbine, zajedno sa dostavom, plaćate gotovinom kuriru kad vam preda paket. Najlakše je ako pripremite tačan iznos.',
            'Ništa ne plaćate unaprijed. Iznos iz potvrde narudžbe, zajedno s dostavom, plaćate gotovinom kuriru kad vam preda paket. Najlakše je ako pripremite točan iznos.',
          ),
        },
        {
          p: T(
            'Pri preuzimanju pogledajte da li je ambalaža cijela. Ako je proizvod oštećen, pošaljite nam fotografiju u roku od {damageDays} dana – sve ostalo piše u [politici povrata](/politika-povrata).',
            'Pri preuzimanju pogledajte da li je ambalaža cela. Ako je proizvod oštećen, pošaljite nam fotografiju u roku od {damageDays} dana – sve ostalo piše u [politici povrata](/politika-povrata).',
            'Pri preuzimanju pogledajte je li ambalaža cijela. Ako je proizvod oštećen, pošaljite nam fotografiju u roku od {damageDays} dana – sve ostalo piše u [politici povrata](/politika-povrata).',
          ),
        },
      ],
    },
    {
      id: 'shipping-cost',
      title: T('Trošak dostave', 'Trošak dostave'),
      blocks: [
        {
          p: T(
            'Cijenu dostave vidite u korpi i u sažetku narudžbe prije potvrde, pa nema iznenađenja na vratima. Članovi [kluba](/club) imaju besplatnu dostavu na svaku narudžbu, bez minimalnog iznosa.',
            'Cenu dostave vidite u korpi i u pregledu porudžbine pre potvrde, pa nema iznenađenja na vratima. Članovi [kluba](/club) imaju besplatnu dostavu za svaku porudžbinu, bez minimalnog iznosa.',
            'Cijenu dostave vidite u košarici i u sažetku narudžbe prije potvrde, pa nema iznenađenja na vratima. Članovi [kluba](/club) imaju besplatnu dostavu na svaku narudžbu, bez minimalnog iznosa.',
          ),
        },
      ],
    },
    {
      id: 'shipping-missed',
      title: T('Ako vas kurir ne zatekne', 'Ako vas kurir ne zatekne'),
      blocks: [
        {
          p: T(
            'Kurir će vas pokušati dobiti na broj telefona iz narudžbe. Ako se mimoiđete, nazovite nas ili nam pišite i zajedno ćemo dogovoriti novu dostavu.',
            'Kurir će pokušati da vas dobije na broj telefona iz porudžbine. Ako se mimoiđete, pozovite nas ili nam pišite i zajedno ćemo dogovoriti novu dostavu.',
          ),
        },
      ],
    },
    {
      id: 'shipping-support',
      title: T('Podrška', 'Podrška'),
      blocks: [
        {
          p: T(
            'Tu smo **{callHours}**: telefon [{phone}](tel:{tel}), e-mail [{email}](mailto:{email}). Poruke poslane vikendom čitamo prvi sljedeći radni dan.',
            'Tu smo **{callHours}**: telefon [{phone}](tel:{tel}), e-mail [{email}](mailto:{email}). Poruke poslate vikendom čitamo prvog sledećeg radnog dana.',
          ),
        },
      ],
    },
  ],
};
