// /blog/mršavljenje: weight loss without starving. Practical, no promises; only authorised nutrient
// claims ("doprinosi"), supplements as an addition to a balanced diet, never a replacement.
import type { Article } from '../doc.tsx';
import { T } from './t.ts';

export const weightLossArticle: Article = {
  lead: T(
    'Dijete koje obećavaju pet kilograma manje za sedmicu dana obično završe ondje gdje su i počele – na vagi koja pokazuje isto ili više. Dobra vijest: za trajnu promjenu ne morate gladovati. Trebaju vam male navike koje ćete zadržati i kad prvi entuzijazam splasne.',
    'Dijete koje obećavaju pet kilograma manje za nedelju dana obično se završe tamo gde su i počele – na vagi koja pokazuje isto ili više. Dobra vest: za trajnu promenu ne morate da gladujete. Potrebne su vam male navike koje ćete zadržati i kad prvi entuzijazam splasne.',
    'Dijete koje obećavaju pet kilograma manje za tjedan dana obično završe ondje gdje su i počele – na vagi koja pokazuje isto ili više. Dobra vijest: za trajnu promjenu ne morate gladovati. Trebaju vam male navike koje ćete zadržati i kad prvi entuzijazam splasne.',
  ),
  keyPoints: [
    T(
      'Ciljajte na postupan gubitak – otprilike pola kilograma do kilogram sedmično realno je i održivo.',
      'Ciljajte na postepen gubitak – otprilike pola kilograma do kilogram nedeljno realno je i održivo.',
      'Ciljajte na postupan gubitak – otprilike pola kilograma do kilogram tjedno realno je i održivo.',
    ),
    T(
      'Tanjur slažite ovako: pola povrća, četvrtina proteina, četvrtina složenih ugljikohidrata.',
      'Tanjir slažite ovako: pola povrća, četvrtina belančevina, četvrtina složenih ugljenih hidrata.',
      'Tanjur slažite ovako: pola povrća, četvrtina bjelančevina, četvrtina složenih ugljikohidrata.',
    ),
    T(
      'San, voda i svakodnevno kretanje jednako su važni kao i ono što jedete.',
      'San, voda i svakodnevno kretanje jednako su važni kao i ono što jedete.',
    ),
    T(
      'Dodatak prehrani može biti dio plana, ali nije zamjena za raznoliku prehranu.',
      'Dodatak ishrani može biti deo plana, ali nije zamena za raznovrsnu ishranu.',
      undefined,
      'Dodatak ishrani može biti dio plana, ali nije zamjena za raznoliku ishranu.',
    ),
  ],
  sections: [
    {
      id: 'wl-starving',
      title: T('Zašto gladovanje ne djeluje', 'Zašto gladovanje ne deluje'),
      blocks: [
        {
          p: T(
            'Kad jedete premalo, tijelo to brzo primijeti. Glad postaje jača, energija pada, a uveče se javlja ona poznata želja za slatkim koja ruši cijeli dan. Uz to gubite i dio mišića, pa tijelo troši manje energije nego prije. Kad se dijeta završi, kilogrami se vraćaju, često s društvom.',
            'Kad jedete premalo, telo to brzo primeti. Glad postaje jača, energija opada, a uveče se javlja ona poznata želja za slatkim koja ruši ceo dan. Uz to gubite i deo mišića, pa telo troši manje energije nego pre. Kad se dijeta završi, kilogrami se vraćaju, često sa društvom.',
            'Kad jedete premalo, tijelo to brzo primijeti. Glad postaje jača, energija pada, a navečer se javlja ona poznata želja za slatkim koja ruši cijeli dan. Uz to gubite i dio mišića, pa tijelo troši manje energije nego prije. Kad se dijeta završi, kilogrami se vraćaju, često s društvom.',
          ),
        },
        {
          p: T(
            'Zato se umjesto „Koliko malo mogu jesti?” zapitajte: „Mogu li ovako jesti i za šest mjeseci?” Ako je iskren odgovor „ni dvije sedmice”, plan treba promijeniti, a ne vašu volju.',
            'Zato se umesto „Koliko malo mogu da jedem?” zapitajte: „Da li mogu ovako da se hranim i za šest meseci?” Ako je iskren odgovor „ni dve nedelje”, plan treba promeniti, a ne vašu volju.',
            'Zato se umjesto „Koliko malo mogu jesti?” zapitajte: „Mogu li ovako jesti i za šest mjeseci?” Ako je iskren odgovor „ni dva tjedna”, plan treba promijeniti, a ne vašu volju.',
          ),
        },
      ],
    },
    {
      id: 'wl-plate',
      title: T('Tanjur koji zasiti', 'Tanjir koji zasiti'),
      blocks: [
        {
          p: T(
            'Najjednostavniji alat koji znamo nije aplikacija za brojanje kalorija, nego obični tanjur. Podijelite ga u mislima na četiri dijela:',
            'Najjednostavniji alat koji znamo nije aplikacija za brojanje kalorija, nego običan tanjir. Podelite ga u mislima na četiri dela:',
          ),
        },
        {
          ul: [
            T(
              '**Pola tanjura povrća** – salata, pečena paprika, tikvice, kupus, brokoli. Volumen i vlakna, a malo kalorija.',
              '**Pola tanjira povrća** – salata, pečena paprika, tikvice, kupus, brokoli. Volumen i vlakna, a malo kalorija.',
              '**Pola tanjura povrća** – salata, pečena paprika, tikvice, kupus, brokula. Volumen i vlakna, a malo kalorija.',
            ),
            T(
              '**Četvrtina proteina** – jaja, riba, piletina, grah, leća, svježi sir ili jogurt. Proteini duže drže sitost.',
              '**Četvrtina belančevina** – jaja, riba, piletina, pasulj, sočivo, mladi sir ili jogurt. Belančevine duže drže sitost.',
              '**Četvrtina bjelančevina** – jaja, riba, piletina, grah, leća, svježi sir ili jogurt. Bjelančevine dulje drže sitost.',
            ),
            T(
              '**Četvrtina složenih ugljikohidrata** – integralni hljeb, zob, heljda, kuhani krompir ili smeđa riža.',
              '**Četvrtina složenih ugljenih hidrata** – integralni hleb, ovas, heljda, kuvani krompir ili smeđi pirinač.',
              '**Četvrtina složenih ugljikohidrata** – integralni kruh, zob, heljda, kuhani krumpir ili smeđa riža.',
            ),
            T(
              '**Kašika dobre masnoće** – maslinovo ulje, šaka orašastih plodova ili malo avokada.',
              '**Kašika dobre masnoće** – maslinovo ulje, šaka orašastih plodova ili malo avokada.',
              '**Žlica dobre masnoće** – maslinovo ulje, šaka orašastih plodova ili malo avokada.',
            ),
          ],
        },
        {
          p: T(
            'Primjer dana: zobene pahuljice s jogurtom i jabukom za doručak, pečena piletina s velikom salatom i heljdom za ručak, a za večeru omlet od dva jaja s povrćem i kriška integralnog hljeba. Ništa egzotično, ništa skupo – i niko nije gladan.',
            'Primer dana: ovsene pahuljice sa jogurtom i jabukom za doručak, pečena piletina sa velikom salatom i heljdom za ručak, a za večeru omlet od dva jajeta sa povrćem i parče integralnog hleba. Ništa egzotično, ništa skupo – i niko nije gladan.',
            'Primjer dana: zobene pahuljice s jogurtom i jabukom za doručak, pečena piletina s velikom salatom i heljdom za ručak, a za večeru omlet od dva jaja s povrćem i kriška integralnog kruha. Ništa egzotično, ništa skupo – i nitko nije gladan.',
          ),
        },
      ],
    },
    {
      id: 'wl-habits',
      title: T('Male navike koje se sabiraju', 'Male navike koje se sabiraju', 'Male navike koje se zbrajaju'),
      blocks: [
        {
          ul: [
            T(
              '**Čaša vode prije svakog obroka.** Žeđ se lako zamijeni za glad.',
              '**Čaša vode pre svakog obroka.** Žeđ se lako zameni za glad.',
            ),
            T(
              '**Jedite polako.** Osjećaj sitosti stiže s odmakom, pa obrok neka traje barem petnaestak minuta.',
              '**Jedite polako.** Osećaj sitosti stiže sa zakašnjenjem, pa neka obrok traje bar petnaestak minuta.',
            ),
            T(
              '**Šetnja svaki dan.** Pola sata hoda svaki dan vrijedi više od jednog napornog treninga mjesečno.',
              '**Šetnja svaki dan.** Pola sata hoda svaki dan vredi više od jednog napornog treninga mesečno.',
            ),
            T(
              '**Spavajte sedam do osam sati.** Neispavani posežemo za slatkim i grickalicama.',
              '**Spavajte sedam do osam sati.** Kad smo neispavani, posežemo za slatkim i grickalicama.',
            ),
            T(
              '**Pazite na tekuće kalorije.** Sokovi, zaslađena kafa i alkohol lako dodaju obrok koji niste ni primijetili.',
              '**Pazite na tečne kalorije.** Sokovi, zaslađena kafa i alkohol lako dodaju obrok koji niste ni primetili.',
              '**Pazite na tekuće kalorije.** Sokovi, zaslađena kava i alkohol lako dodaju obrok koji niste ni primijetili.',
            ),
          ],
        },
        {
          p: T(
            'Ne morate uvesti sve odjednom. Odaberite jednu naviku ove sedmice, a sljedeću kad prva postane rutina.',
            'Ne morate da uvedete sve odjednom. Izaberite jednu naviku ove nedelje, a sledeću kad prva postane rutina.',
            'Ne morate uvesti sve odjednom. Odaberite jednu naviku ovaj tjedan, a sljedeću kad prva postane rutina.',
          ),
        },
      ],
    },
    {
      id: 'wl-plan',
      title: T('Planirajte unaprijed', 'Planirajte unapred'),
      blocks: [
        {
          p: T(
            'Većina posrtaja ne dogodi se za ručkom, nego u šest uveče, kad se gladni vratite s posla, a u frižideru nema ničega osim sira i hljeba. Dovoljno je nekoliko jednostavnih poteza:',
            'Većina posrtanja se ne desi za ručkom, nego u šest uveče, kad se gladni vratite s posla, a u frižideru nema ničega osim sira i hleba. Dovoljno je nekoliko jednostavnih poteza:',
            'Većina posrtaja ne dogodi se za ručkom, nego u šest navečer, kad se gladni vratite s posla, a u hladnjaku nema ničega osim sira i kruha. Dovoljno je nekoliko jednostavnih poteza:',
          ),
        },
        {
          ul: [
            T(
              'Nedjeljom skuhajte veći lonac variva ili supe za dva-tri dana.',
              'Nedeljom skuvajte veću šerpu variva ili supe za dva-tri dana.',
              'Nedjeljom skuhajte veći lonac variva ili juhe za dva-tri dana.',
            ),
            T(
              'U torbi neka uvijek bude jabuka, šaka orašastih plodova ili jogurt.',
              'U torbi neka uvek bude jabuka, šaka orašastih plodova ili jogurt.',
            ),
            T(
              'U kupovinu idite sa spiskom – i to nakon jela, a ne gladni.',
              'U kupovinu idite sa spiskom – i to posle jela, a ne gladni.',
              'U kupnju idite s popisom – i to nakon jela, a ne gladni.',
            ),
          ],
        },
      ],
    },
    {
      id: 'wl-scale',
      title: T('Vaga nije jedino mjerilo', 'Vaga nije jedino merilo'),
      blocks: [
        {
          p: T(
            'Težina se iz dana u dan mijenja i za kilogram ili dva, uglavnom zbog vode. Vagajte se jednom sedmično, isti dan i u isto vrijeme, i uz to pratite opseg struka, kako vam stoji odjeća i koliko energije imate. Ti pokazatelji često se pomaknu prije vage.',
            'Težina se iz dana u dan menja i za kilogram ili dva, uglavnom zbog vode. Merite se jednom nedeljno, istog dana i u isto vreme, i uz to pratite obim struka, kako vam stoji odeća i koliko energije imate. Ti pokazatelji se često pomere pre vage.',
            'Težina se iz dana u dan mijenja i za kilogram ili dva, uglavnom zbog vode. Vagajte se jednom tjedno, isti dan i u isto vrijeme, i uz to pratite opseg struka, kako vam stoji odjeća i koliko energije imate. Ti pokazatelji često se pomaknu prije vage.',
          ),
        },
      ],
    },
    {
      id: 'wl-supplements',
      title: T('Gdje su tu dodaci prehrani', 'Gde su tu dodaci ishrani', undefined, 'Gdje su tu dodaci ishrani'),
      blocks: [
        {
          p: T(
            'Dodatak prehrani neće umjesto vas hodati ni kuhati i nije zamjena za raznoliku prehranu. Može biti dio plana, kao dodatak uravnoteženoj prehrani i kretanju. Hrom, naprimjer, doprinosi održavanju normalnog nivoa glukoze u krvi i normalnom metabolizmu makronutrijenata, a vitamin B6 doprinosi normalnom energetskom metabolizmu.',
            'Dodatak ishrani neće umesto vas hodati ni kuvati i nije zamena za raznovrsnu ishranu. Može biti deo plana, kao dodatak uravnoteženoj ishrani i kretanju. Hrom, na primer, doprinosi održavanju normalnog nivoa glukoze u krvi i normalnom metabolizmu makronutrijenata, a vitamin B6 doprinosi normalnom energetskom metabolizmu.',
            'Dodatak prehrani neće umjesto vas hodati ni kuhati i nije zamjena za raznoliku prehranu. Može biti dio plana, kao dodatak uravnoteženoj prehrani i kretanju. Krom, primjerice, doprinosi održavanju normalne razine glukoze u krvi i normalnom metabolizmu makronutrijenata, a vitamin B6 doprinosi normalnom energetskom metabolizmu.',
            'Dodatak ishrani neće umjesto vas hodati ni kuhati i nije zamjena za raznoliku ishranu. Može biti dio plana, kao dodatak uravnoteženoj ishrani i kretanju. Hrom, naprimjer, doprinosi održavanju normalnog nivoa glukoze u krvi i normalnom metabolizmu makronutrijenata, a vitamin B6 doprinosi normalnom energetskom metabolizmu.',
          ),
        },
        {
          p: T(
            'Glukomanan je rastvorljivo vlakno iz korijena konjaka koje u dodiru s vodom bubri. Zato ga uvijek uzimajte s punom čašom vode i nikad neposredno prije spavanja. Ako uzimate lijekove, razmak između njih i vlakana dogovorite s ljekarom ili farmaceutom.',
            'Glukomanan je rastvorljivo vlakno iz korena konjaka koje u dodiru sa vodom bubri. Zato ga uvek uzimajte sa punom čašom vode i nikad neposredno pre spavanja. Ako uzimate lekove, razmak između njih i vlakana dogovorite sa lekarom ili farmaceutom.',
            'Glukomanan je topivo vlakno iz korijena konjaka koje u dodiru s vodom bubri. Zato ga uvijek uzimajte s punom čašom vode i nikad neposredno prije spavanja. Ako uzimate lijekove, razmak između njih i vlakana dogovorite s liječnikom ili ljekarnikom.',
          ),
        },
      ],
    },
    {
      id: 'wl-doctor',
      title: T('Kada se javiti ljekaru', 'Kada se javiti lekaru', 'Kada se javiti liječniku'),
      blocks: [
        {
          p: T(
            'Prije većih promjena u prehrani razgovarajte s ljekarom ako imate šećernu bolest, bolest štitne žlijezde ili srca, ako uzimate lijekove, ako ste trudni ili dojite. Javite se i ako težina raste ili pada bez jasnog razloga – to nije nešto što treba rješavati dijetom.',
            'Pre većih promena u ishrani razgovarajte sa lekarom ako imate šećernu bolest, bolest štitaste žlezde ili srca, ako uzimate lekove, ako ste trudni ili dojite. Javite se i ako težina raste ili opada bez jasnog razloga – to nije nešto što treba rešavati dijetom.',
            'Prije većih promjena u prehrani razgovarajte s liječnikom ako imate šećernu bolest, bolest štitnjače ili srca, ako uzimate lijekove, ako ste trudni ili dojite. Javite se i ako težina raste ili pada bez jasnog razloga – to nije nešto što treba rješavati dijetom.',
            'Prije većih promjena u ishrani razgovarajte s ljekarom ako imate šećernu bolest, bolest štitne žlijezde ili srca, ako uzimate lijekove, ako ste trudni ili dojite. Javite se i ako težina raste ili pada bez jasnog razloga – to nije nešto što treba rješavati dijetom.',
          ),
        },
        {
          p: T(
            'I za kraj: budite strpljivi sa sobom. Tijelo koje ste gradili godinama ne mijenja se za vikend, ali se mijenja – korak po korak, tanjur po tanjur.',
            'I za kraj: budite strpljivi sa sobom. Telo koje ste gradili godinama ne menja se za vikend, ali se menja – korak po korak, tanjir po tanjir.',
          ),
        },
      ],
    },
  ],
  cta: {
    product: 'Pure Fit',
    href: '/offers/pure-fit',
    text: T(
      'Pure Fit sadrži glukomanan iz korijena konjaka, ekstrakt zelenog čaja, L-karnitin, hrom i vitamin B6. Hrom doprinosi održavanju normalnog nivoa glukoze u krvi. Uzima se kao dodatak uravnoteženoj prehrani i redovnom kretanju.',
      'Pure Fit sadrži glukomanan iz korena konjaka, ekstrakt zelenog čaja, L-karnitin, hrom i vitamin B6. Hrom doprinosi održavanju normalnog nivoa glukoze u krvi. Uzima se kao dodatak uravnoteženoj ishrani i redovnom kretanju.',
      'Pure Fit sadrži glukomanan iz korijena konjaka, ekstrakt zelenog čaja, L-karnitin, krom i vitamin B6. Krom doprinosi održavanju normalne razine glukoze u krvi. Uzima se kao dodatak uravnoteženoj prehrani i redovitom kretanju.',
      'Pure Fit sadrži glukomanan iz korijena konjaka, ekstrakt zelenog čaja, L-karnitin, hrom i vitamin B6. Hrom doprinosi održavanju normalnog nivoa glukoze u krvi. Uzima se kao dodatak uravnoteženoj ishrani i redovnom kretanju.',
    ),
  },
};
