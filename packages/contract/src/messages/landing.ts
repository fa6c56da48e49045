// Texts of the landing page (docs/product.md §2, Landing page).
import { forHr, type Text } from '../text.ts';

export const landingMessages = {
  title: { ije: 'Prirodni dodaci prehrani', eke: 'Prirodni dodaci ishrani' },
  eyebrow: { ije: 'Prirodno. Provjereno. Za vas.', eke: 'Prirodno. Provereno. Za vas.' },
  heading: { ije: 'Prirodna podrška za zdravlje i ljepotu', eke: 'Prirodna podrška za zdravlje i lepotu' },
  lead: {
    ije: 'Pažljivo odabrani dodaci prehrani s biljnim sastojcima. Dostava na kućnu adresu za 24 do 48 sati, plaćanje pouzećem.',
    eke: 'Pažljivo odabrani dodaci ishrani sa biljnim sastojcima. Dostava na kućnu adresu za 24 do 48 sati, plaćanje pouzećem.',
  },
  stickerUpTo: 'do',
  ctaQuiz: 'Pronađite svoj proizvod',
  ctaShop: 'Pogledajte sve proizvode',
  tilesHeading: 'U čemu vam možemo pomoći?',
  tileWeight: 'Mršavljenje',
  tileWeightText: 'Lakše do željene linije',
  tileBeauty: { ije: 'Koža i ljepota', eke: 'Koža i lepota' },
  tileBeautyText: { ije: 'Njega iznutra za blistav ten', eke: 'Nega iznutra za blistav ten' },
  tileHair: 'Kosa',
  tileHairText: 'Jača i sjajnija kosa',
  tileCellulite: 'Celulit',
  tileCelluliteText: 'Zategnutija i glađa koža',
  promoEyebrow: '{promo}',
  promoTitle: 'Popusti do {percent}% na odabrane proizvode i pakete',
  /** Where no fixed percentage may be announced (HR, docs/decisions/023). */
  promoTitleNoPercent: 'Sniženja na odabrane proizvode i pakete',
  promoText: {
    ije: 'Najniže cijene ove sezone, plaćanje pouzećem i dostava za 24 – 48 sati. Ponuda vrijedi dok traju zalihe.',
    eke: 'Najniže cene ove sezone, plaćanje pouzećem i dostava za 24 – 48 sati. Ponuda važi dok traju zalihe.',
  },
  promoCta: 'Pogledajte pakete',
  quizTitle: { ije: 'Niste sigurni šta odabrati?', eke: 'Niste sigurni šta da izaberete?', hr: 'Niste sigurni što odabrati?' },
  quizText: {
    ije: 'Odgovorite na nekoliko kratkih pitanja i preporučit ćemo vam proizvod po mjeri vašeg cilja. Traje manje od dvije minute.',
    eke: 'Odgovorite na nekoliko kratkih pitanja i preporučićemo vam proizvod po meri vašeg cilja. Traje manje od dva minuta.',
  },
  quizCta: 'Započnite kviz',
  bestSellersHeading: 'Najprodavaniji proizvodi',
  bestSellersAll: 'Svi proizvodi',
  bestSellersFilter: 'Prikaži kategoriju',
  bestSellersMore: 'Pogledajte sve proizvode',
  communityEyebrow: 'Zajednica',
  communityTitle: {
    ije: 'Više od {members} članova dijeli iskustva, recepte i motivaciju',
    eke: 'Više od {members} članova deli iskustva, recepte i motivaciju',
  },
  communityText: {
    ije: 'Pridružite se našoj grupi: savjeti stručnjaka, pitanja bez osude i podrška ljudi koji prolaze isto što i vi.',
    eke: 'Pridružite se našoj grupi: saveti stručnjaka, pitanja bez osude i podrška ljudi koji prolaze isto što i vi.',
  },
  communityCta: 'Upoznajte zajednicu',
  blogHeading: { ije: 'Savjeti s našeg bloga', eke: 'Saveti sa našeg bloga' },
  blogRead: 'Pročitajte članak',
  blogWeightLossTitle: 'Mršavljenje bez gladovanja',
  blogHairTitle: 'Zdrava i sjajna kosa',
  blogLibidoTitle: 'Libido i vitalnost',
  blogGeneralTitle: { ije: 'Da li su kapsule sigurne?', eke: 'Da li su kapsule bezbedne?', hr: 'Jesu li kapsule sigurne?' },
  blogWeightLossText: {
    ije: 'Zašto mršavljenje bez gladovanja traje duže i kako sebi olakšati prve sedmice.',
    eke: 'Zašto mršavljenje bez gladovanja traje duže i kako da olakšate prve nedelje.',
    hr: 'Zašto mršavljenje bez gladovanja traje duže i kako si olakšati prve tjedne.',
  },
  blogHairText: forHr(
    'Šta kosi treba iznutra, koliko se čeka na rezultat i koje joj navike štete.',
    'Što kosi treba iznutra, koliko se čeka na rezultat i koje joj navike štete.',
  ),
  blogLibidoText: forHr(
    'Umor, stres i san: šta utiče na želju i kako vratiti ravnotežu prirodnim putem.',
    'Umor, stres i san: što utječe na želju i kako vratiti ravnotežu prirodnim putem.',
  ),
  blogGeneralText: {
    ije: 'Kako se kapsule proizvode i provjeravaju, i na šta pripaziti pri kupovini.',
    eke: 'Kako se kapsule proizvode i proveravaju, i na šta obratiti pažnju pri kupovini.',
    hr: 'Kako se kapsule proizvode i provjeravaju, i na što pripaziti pri kupnji.',
  },
} satisfies Record<string, Text>;
