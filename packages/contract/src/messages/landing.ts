// Texts of the landing page (spec §2, Landing page).
import type { Text } from '../text.ts';

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
  trustDelivery: 'Dostava za 24 – 48 sati',
  trustCod: 'Plaćanje pouzećem',
  trustGuarantee: '90 dana za povrat novca',
  trustPrices: { ije: 'Povoljne cijene i česte akcije', eke: 'Povoljne cene i česte akcije' },
  moreSoon: {
    ije: 'Najprodavaniji proizvodi, savjeti s bloga i priče naše zajednice stižu uskoro.',
    eke: 'Najprodavaniji proizvodi, saveti sa bloga i priče naše zajednice stižu uskoro.',
  },
} satisfies Record<string, Text>;
