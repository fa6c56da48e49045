// /terms-of-use: the rules of using the shop and ordering (docs/product.md §2 static pages; call-back, club fee
// and age limit from docs/product.md §9 through {placeholders}).
import type { CurrencyCode } from '@zdravo/contract';
import type { Doc } from '../doc.tsx';
import { T } from './t.ts';

export const termsDoc: Doc = {
  lead: T(
    'Pravila su kratka i napisana jezikom kojim i inače razgovaramo s kupcima. Vrijede za svaku posjetu stranici i za svaku narudžbu – ako vam nešto nije jasno, radije nas pitajte.',
    'Pravila su kratka i napisana jezikom kojim inače razgovaramo sa kupcima. Važe za svaku posetu sajtu i za svaku porudžbinu – ako vam nešto nije jasno, radije nas pitajte.',
  ),
  sections: [
    {
      id: 'terms-general',
      title: T('Opšte odredbe', 'Opšte odredbe', 'Općenito'),
      blocks: [
        {
          p: T(
            'Ovi uvjeti vrijede za korištenje online trgovine {shop} i za narudžbe s dostavom u državu {country}. Korištenjem stranice i slanjem narudžbe potvrđujete da ste ih pročitali i da ih prihvaćate. Prodavac je {seller}, {sellerAddress}. Kontakt: [{email}](mailto:{email}), [{phone}](tel:{tel}).',
            'Ovi uslovi važe za korišćenje internet prodavnice {shop} i za porudžbine sa dostavom u državu {country}. Korišćenjem sajta i slanjem porudžbine potvrđujete da ste ih pročitali i da ih prihvatate. Prodavac je {seller}, {sellerAddress}. Kontakt: [{email}](mailto:{email}), [{phone}](tel:{tel}).',
            'Ovi uvjeti vrijede za korištenje web trgovine {shop} i za narudžbe s dostavom u državu {country}. Korištenjem stranice i slanjem narudžbe potvrđujete da ste ih pročitali i da ih prihvaćate. Prodavatelj je {seller}, {sellerAddress}. Kontakt: [{email}](mailto:{email}), [{phone}](tel:{tel}).',
            'Ovi uslovi vrijede za korišćenje online trgovine {shop} i za narudžbe s dostavom u državu {country}. Korišćenjem stranice i slanjem narudžbe potvrđujete da ste ih pročitali i da ih prihvaćate. Prodavac je {seller}, {sellerAddress}. Kontakt: [{email}](mailto:{email}), [{phone}](tel:{tel}).',
          ),
        },
        {
          p: T(
            'Ovi uvjeti ne umanjuju vaša zakonska prava potrošača.',
            'Ovi uslovi ne umanjuju vaša zakonska prava potrošača.',
            undefined,
            'Ovi uslovi ne umanjuju vaša zakonska prava potrošača.',
          ),
        },
      ],
    },
    {
      id: 'terms-products',
      title: 'Proizvodi i informacije',
      blocks: [
        {
          p: T(
            'Prodajemo dodatke prehrani. Oni nisu lijekovi i nisu namijenjeni dijagnosticiranju, liječenju ni sprječavanju bolesti. Dodatak prehrani nije zamjena za raznoliku prehranu i zdrav način života.',
            'Prodajemo dodatke ishrani. Oni nisu lekovi i nisu namenjeni dijagnostikovanju, lečenju ni sprečavanju bolesti. Dodatak ishrani nije zamena za raznovrsnu ishranu i zdrav način života.',
            undefined,
            'Prodajemo dodatke ishrani. Oni nisu lijekovi i nisu namijenjeni dijagnosticiranju, liječenju ni sprječavanju bolesti. Dodatak ishrani nije zamjena za raznoliku ishranu i zdrav način života.',
          ),
        },
        {
          p: T(
            'Opise, sastav i upute pišemo pažljivo, ali oni ne zamjenjuju savjet ljekara. Ako ste trudni, dojite ili uzimate lijekove, prije upotrebe se posavjetujte s ljekarom ili farmaceutom. Fotografije su informativne, a izgled pakovanja može se s vremenom promijeniti.',
            'Opise, sastav i uputstva pišemo pažljivo, ali oni ne zamenjuju savet lekara. Ako ste trudni, dojite ili uzimate lekove, pre upotrebe se posavetujte sa lekarom ili farmaceutom. Fotografije su informativne, a izgled pakovanja može vremenom da se promeni.',
            'Opise, sastav i upute pišemo pažljivo, ali oni ne zamjenjuju savjet liječnika. Ako ste trudni, dojite ili uzimate lijekove, prije upotrebe se posavjetujte s liječnikom ili ljekarnikom. Fotografije su informativne, a izgled pakiranja može se s vremenom promijeniti.',
          ),
        },
      ],
    },
    {
      id: 'terms-account',
      title: T('Korisnički račun', 'Korisnički nalog', undefined, 'Korisnički nalog'),
      blocks: [
        {
          ul: [
            T(
              'Stranica nije namijenjena djeci mlađoj od {minAge} godina, a narudžbu može poslati samo punoljetna osoba.',
              'Sajt nije namenjen deci mlađoj od {minAge} godina, a porudžbinu može da pošalje samo punoletna osoba.',
            ),
            T(
              'Upišite tačne podatke – o njima zavisi hoće li paket stići do vas.',
              'Upišite tačne podatke – od njih zavisi da li će paket stići do vas.',
              'Upišite točne podatke – o njima ovisi hoće li paket stići do vas.',
            ),
            T(
              'Lozinku čuvajte za sebe. Ako posumnjate da ju je neko saznao, promijenite je i javite nam se.',
              'Lozinku čuvajte za sebe. Ako posumnjate da ju je neko saznao, promenite je i javite nam se.',
              'Lozinku čuvajte za sebe. Ako posumnjate da ju je netko saznao, promijenite je i javite nam se.',
            ),
            T(
              'Račun koji se koristi za lažne narudžbe ili zloupotrebu stranice možemo privremeno ili trajno zatvoriti.',
              'Nalog koji se koristi za lažne porudžbine ili zloupotrebu sajta možemo privremeno ili trajno da zatvorimo.',
              'Račun koji se koristi za lažne narudžbe ili zlouporabu stranice možemo privremeno ili trajno zatvoriti.',
              'Nalog koji se koristi za lažne narudžbe ili zloupotrebu stranice možemo privremeno ili trajno zatvoriti.',
            ),
          ],
        },
      ],
    },
    {
      id: 'terms-prices',
      title: T('Cijene i plaćanje', 'Cene i plaćanje'),
      blocks: [
        {
          p: T(
            'Cijene su izražene u {currency} i uključuju porez. Trošak dostave vidite u korpi i u sažetku narudžbe prije nego što je potvrdite. Plaćate pouzećem, kuriru pri preuzimanju paketa.',
            'Cene su izražene u {currency} i uključuju porez. Trošak dostave vidite u korpi i u pregledu porudžbine pre nego što je potvrdite. Plaćate pouzećem, kuriru pri preuzimanju paketa.',
            'Cijene su izražene u {currency} i uključuju porez. Trošak dostave vidite u košarici i u sažetku narudžbe prije nego što je potvrdite. Plaćate pouzećem, kuriru pri preuzimanju paketa.',
          ),
        },
        {
          p: T(
            'Akcijske cijene vrijede dok traje akcija ili dok ima zaliha. Ako se na stranici potkrade očigledna greška u cijeni, javit ćemo vam se prije slanja i narudžbu možete slobodno otkazati.',
            'Akcijske cene važe dok traje akcija ili dok ima zaliha. Ako se na sajtu potkrade očigledna greška u ceni, javićemo vam se pre slanja i porudžbinu možete slobodno da otkažete.',
            'Akcijske cijene vrijede dok traje akcija ili dok ima zaliha. Ako se na stranici potkrade očita greška u cijeni, javit ćemo vam se prije slanja i narudžbu možete slobodno otkazati.',
          ),
        },
      ],
    },
    {
      id: 'terms-order',
      title: T('Kako nastaje narudžba', 'Kako nastaje porudžbina'),
      blocks: [
        {
          ol: [
            T(
              'Proizvode dodate u korpu i odete na završetak narudžbe.',
              'Proizvode dodate u korpu i odete na završetak porudžbine.',
              'Proizvode dodate u košaricu i odete na završetak narudžbe.',
            ),
            T(
              'Prijavite se ili otvorite račun, upišete adresu dostave i potvrdite narudžbu.',
              'Prijavite se ili otvorite nalog, upišete adresu dostave i potvrdite porudžbinu.',
              undefined,
              'Prijavite se ili otvorite nalog, upišete adresu dostave i potvrdite narudžbu.',
            ),
            T(
              'Na ekranu dobijate broj narudžbe, a mi vas u radno vrijeme nazovemo u roku od {callbackMin} do {callbackMax} minuta da zajedno provjerimo podatke.',
              'Na ekranu dobijate broj porudžbine, a mi vas u radno vreme pozovemo u roku od {callbackMin} do {callbackMax} minuta da zajedno proverimo podatke.',
              'Na ekranu dobivate broj narudžbe, a mi vas u radno vrijeme nazovemo u roku od {callbackMin} do {callbackMax} minuta da zajedno provjerimo podatke.',
            ),
            T(
              'Potvrdom u tom razgovoru ugovor je sklopljen i paket kreće prema vama.',
              'Potvrdom u tom razgovoru ugovor je zaključen i paket kreće ka vama.',
            ),
          ],
        },
        {
          p: T(
            'Narudžbu možemo odbiti ako su podaci nepotpuni, ako vas ne uspijemo dobiti na telefon ili ako proizvoda više nema na zalihi. U tom slučaju ništa ne plaćate.',
            'Porudžbinu možemo da odbijemo ako su podaci nepotpuni, ako ne uspemo da vas dobijemo na telefon ili ako proizvoda više nema na zalihama. U tom slučaju ništa ne plaćate.',
          ),
        },
      ],
    },
    {
      id: 'terms-delivery',
      title: 'Dostava i povrat',
      blocks: [
        {
          p: T(
            'Kada i kako šaljemo pakete opisano je u [politici dostave](/politika-dostave), a garancija zadovoljstva i povrat novca u [politici povrata](/politika-povrata). Obje su dio ovih uvjeta.',
            'Kada i kako šaljemo pakete opisano je u [politici dostave](/politika-dostave), a garancija zadovoljstva i povraćaj novca u [politici povrata](/politika-povrata). Obe su deo ovih uslova.',
            'Kada i kako šaljemo pakete opisano je u [politici dostave](/politika-dostave), a jamstvo zadovoljstva i povrat novca u [politici povrata](/politika-povrata). Obje su dio ovih uvjeta.',
            'Kada i kako šaljemo pakete opisano je u [politici dostave](/politika-dostave), a garancija zadovoljstva i povrat novca u [politici povrata](/politika-povrata). Obje su dio ovih uslova.',
          ),
        },
      ],
    },
    {
      id: 'terms-withdrawal',
      title: 'Pravo na odustanak',
      blocks: [
        {
          p: T(
            'Od ugovora sklopljenog na daljinu možete odustati u roku od {withdrawalDays} dana od prijema paketa, bez navođenja razloga, a prije dostave u bilo kojem trenutku. Najjednostavnije je klikom na **Odustani od ugovora** u povijesti narudžbi na vašem računu: izjavu potvrđujete u dva koraka, a potvrdu s datumom i vremenom prijema šaljemo vam na email ili SMS-om.',
            'Od ugovora zaključenog na daljinu možete odustati u roku od {withdrawalDays} dana od prijema paketa, bez navođenja razloga, a pre dostave u bilo kom trenutku. Najjednostavnije je klikom na **Odustani od ugovora** u istoriji porudžbina na vašem nalogu: izjavu potvrđujete u dva koraka, a potvrdu sa datumom i vremenom prijema šaljemo vam na email ili SMS-om.',
            'Od ugovora sklopljenog na daljinu možete odustati u roku od {withdrawalDays} dana od primitka paketa, bez navođenja razloga, a prije dostave u bilo kojem trenutku. Najjednostavnije je klikom na **Odustani od ugovora** u povijesti narudžbi na vašem računu: izjavu potvrđujete u dva koraka, a potvrdu s datumom i vremenom primitka šaljemo vam na email ili SMS-om.',
            'Od ugovora sklopljenog na daljinu možete odustati u roku od {withdrawalDays} dana od prijema paketa, bez navođenja razloga, a prije dostave u bilo kojem trenutku. Najjednostavnije je klikom na **Odustani od ugovora** u istoriji narudžbi na vašem nalogu: izjavu potvrđujete u dva koraka, a potvrdu s datumom i vremenom prijema šaljemo vam na email ili SMS-om.',
          ),
        },
        {
          p: T(
            'Pri odustanku vraćamo cijeli plaćeni iznos, zajedno s dostavom, a paket preuzimamo o svom trošku. Uz to vrijedi i naša garancija zadovoljstva od {guaranteeDays} dana; kada vrijede oba, primjenjuje se ono povoljnije za vas. Od članstva u klubu možete odustati u istom roku, računajući od dana učlanjenja. Detalji su u [politici povrata](/politika-povrata).',
            'Pri odustanku vraćamo ceo plaćeni iznos, zajedno sa dostavom, a paket preuzimamo o svom trošku. Uz to važi i naša garancija zadovoljstva od {guaranteeDays} dana; kada važe obe, primenjuje se ona povoljnija za vas. Od članstva u klubu možete odustati u istom roku, računajući od dana učlanjenja. Pojedinosti su u [politici povrata](/politika-povrata).',
            'Pri odustanku vraćamo cijeli plaćeni iznos, zajedno s dostavom, a paket preuzimamo o svom trošku. Uz to vrijedi i naše jamstvo zadovoljstva od {guaranteeDays} dana; kada vrijede oba, primjenjuje se ono povoljnije za vas. Od članstva u klubu možete odustati u istom roku, računajući od dana učlanjenja. Pojedinosti su u [politici povrata](/politika-povrata).',
          ),
        },
      ],
    },
    {
      id: 'terms-club',
      title: 'Klub',
      blocks: [
        {
          p: T(
            'Članstvo u [klubu](/club) traje godinu dana i stoji {clubFee}. Članovi dobijaju {clubDiscount} % popusta na svaku narudžbu i besplatnu dostavu bez minimalnog iznosa. Popust se obračunava automatski dok ste prijavljeni.',
            'Članstvo u [klubu](/club) traje godinu dana i košta {clubFee}. Članovi dobijaju {clubDiscount} % popusta na svaku porudžbinu i besplatnu dostavu bez minimalnog iznosa. Popust se obračunava automatski dok ste prijavljeni.',
            'Članstvo u [klubu](/club) traje godinu dana i stoji {clubFee}. Članovi dobivaju {clubDiscount} % popusta na svaku narudžbu i besplatnu dostavu bez minimalnog iznosa. Popust se obračunava automatski dok ste prijavljeni.',
          ),
        },
      ],
    },
    {
      id: 'terms-reviews',
      title: 'Recenzije',
      blocks: [
        {
          p: T(
            'Drago nam je kad podijelite iskustvo. Recenzija treba opisivati vaše vlastito iskustvo s proizvodom. Uklanjamo uvredljive poruke, reklame, tuđe lične podatke i tvrdnje da proizvod liječi bolesti. Objavom recenzije dozvoljavate nam da je prikažemo na stranici.',
            'Drago nam je kad podelite iskustvo. Recenzija treba da opisuje vaše lično iskustvo sa proizvodom. Uklanjamo uvredljive poruke, reklame, tuđe lične podatke i tvrdnje da proizvod leči bolesti. Objavom recenzije dozvoljavate nam da je prikažemo na sajtu.',
            'Drago nam je kad podijelite iskustvo. Recenzija treba opisivati vaše vlastito iskustvo s proizvodom. Uklanjamo uvredljive poruke, reklame, tuđe osobne podatke i tvrdnje da proizvod liječi bolesti. Objavom recenzije dopuštate nam da je prikažemo na stranici.',
          ),
        },
      ],
    },
    {
      id: 'terms-content',
      title: T('Sadržaj stranice', 'Sadržaj sajta'),
      blocks: [
        {
          p: T(
            'Tekstovi, fotografije, ilustracije i logotip pripadaju trgovini {shop} ili našim partnerima. Slobodno podijelite link na stranicu, ali sadržaj nemojte kopirati ni koristiti u komercijalne svrhe bez naše dozvole.',
            'Tekstovi, fotografije, ilustracije i logo pripadaju prodavnici {shop} ili našim partnerima. Slobodno podelite link ka sajtu, ali sadržaj nemojte kopirati ni koristiti u komercijalne svrhe bez naše dozvole.',
            'Tekstovi, fotografije, ilustracije i logotip pripadaju trgovini {shop} ili našim partnerima. Slobodno podijelite poveznicu na stranicu, ali sadržaj nemojte kopirati ni koristiti u komercijalne svrhe bez našeg dopuštenja.',
          ),
        },
      ],
    },
    {
      id: 'terms-liability',
      title: 'Odgovornost',
      blocks: [
        {
          p: T(
            'Trudimo se da stranica radi bez prekida i da su podaci tačni, ali povremeno je moramo zaustaviti radi održavanja. Ne odgovaramo za štetu nastalu upotrebom proizvoda protivno uputstvu s deklaracije ili prekoračenjem preporučene dnevne doze.',
            'Trudimo se da sajt radi bez prekida i da su podaci tačni, ali povremeno moramo da ga zaustavimo radi održavanja. Ne odgovaramo za štetu nastalu upotrebom proizvoda suprotno uputstvu sa deklaracije ili prekoračenjem preporučene dnevne doze.',
            'Trudimo se da stranica radi bez prekida i da su podaci točni, ali povremeno je moramo zaustaviti radi održavanja. Ne odgovaramo za štetu nastalu upotrebom proizvoda protivno uputama s deklaracije ili prekoračenjem preporučene dnevne doze.',
          ),
        },
      ],
    },
    {
      id: 'terms-law',
      title: T('Mjerodavno pravo i sporovi', 'Merodavno pravo i sporovi'),
      blocks: [
        {
          p: T(
            'Na ove uvjete primjenjuje se pravo države {country}. Ako dođe do nesporazuma, najprije nam se javite – većinu stvari riješimo jednim razgovorom. Ako ne uspijemo, možete se obratiti organima za zaštitu potrošača ili nadležnom sudu.',
            'Na ove uslove primenjuje se pravo države {country}. Ako dođe do nesporazuma, najpre nam se javite – većinu stvari rešimo jednim razgovorom. Ako ne uspemo, možete se obratiti organima za zaštitu potrošača ili nadležnom sudu.',
            'Na ove uvjete primjenjuje se pravo države {country}. Ako dođe do nesporazuma, najprije nam se javite – većinu stvari riješimo jednim razgovorom. Ako ne uspijemo, možete se obratiti tijelima za zaštitu potrošača ili nadležnom sudu.',
            'Na ove uslove primjenjuje se pravo države {country}. Ako dođe do nesporazuma, najprije nam se javite – većinu stvari riješimo jednim razgovorom. Ako ne uspijemo, možete se obratiti organima za zaštitu potrošača ili nadležnom sudu.',
          ),
        },
      ],
    },
    {
      id: 'terms-changes',
      title: T('Izmjene uvjeta', 'Izmene uslova', undefined, 'Izmjene uslova'),
      blocks: [
        {
          p: T(
            'Uvjete možemo s vremenom izmijeniti. Nova verzija vrijedi od dana objave na ovoj stranici, a na već potvrđene narudžbe primjenjuju se uvjeti koji su vrijedili u trenutku narudžbe.',
            'Uslove možemo vremenom da izmenimo. Nova verzija važi od dana objave na ovoj stranici, a na već potvrđene porudžbine primenjuju se uslovi koji su važili u trenutku poručivanja.',
            undefined,
            'Uslove možemo s vremenom izmijeniti. Nova verzija vrijedi od dana objave na ovoj stranici, a na već potvrđene narudžbe primjenjuju se uslovi koji su vrijedili u trenutku narudžbe.',
          ),
        },
      ],
    },
  ],
};

/** How a price's currency is named in "Cijene su izražene u …". */
export const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  BAM: 'konvertibilnim markama (KM)',
  RSD: 'dinarima (RSD)',
  EUR: 'eurima (€)',
};
