// The Zdravo catalog: ten single products and five bundles ("paketi").
// Texts come in two spellings: `ije` (ijekavian: BA, HR, ME) and `eke` (ekavian: RS).
// Prices are INTEGER minor units per country: BA in KM (BAM), RS in RSD, HR and ME in EUR.
// Every discount lies between 40% and 53%; pure-fit is exactly 53% in every country (the promo banner's "do 53%").
// Wording follows the EU rules for food supplements: "doprinosi", "podržava", never a promise to cure.
import type { SeedOffer } from './types.ts';

/** One row of a product's ingredients table (amount per daily dose), as printed on the ingredients image. */
export interface IngredientRow {
  name: string;
  /** Botanical / chemical detail shown under the name, e.g. 'Amorphophallus konjac'. */
  detail?: string;
  /** Amount per daily dose, regional number style: '1200 mg', '1,4 mg', '40 µg'. */
  amount: string;
  /** Percentage of the nutrient reference value (NRV), only for vitamins and minerals. */
  nrv?: number;
}

export interface IngredientSheet {
  /** The daily dose, e.g. '3 kapsule'. */
  dailyDose: string;
  /** What one package holds, e.g. '90 kapsula'. */
  packSize: string;
  rows: IngredientRow[];
}

/** Per single product: the composition per daily dose. The texts below quote exactly these amounts. */
export const INGREDIENTS: Record<string, IngredientSheet> = {
  'pure-fit': {
    dailyDose: '3 kapsule',
    packSize: '90 kapsula',
    rows: [
      { name: 'Glukomanan', detail: 'korijen konjaka (Amorphophallus konjac)', amount: '1200 mg' },
      { name: 'Ekstrakt zelenog čaja', detail: 'Camellia sinensis, 50% EGCG', amount: '300 mg' },
      { name: 'L-karnitin tartarat', amount: '300 mg' },
      { name: 'Ekstrakt crnog bibera', detail: 'Piper nigrum, 95% piperina', amount: '5 mg' },
      { name: 'Vitamin B6', detail: 'piridoksin', amount: '1,4 mg', nrv: 100 },
      { name: 'Krom', detail: 'krom-pikolinat', amount: '40 µg', nrv: 100 },
    ],
  },
  'beauty-fem': {
    dailyDose: '2 kapsule',
    packSize: '60 kapsula',
    rows: [
      { name: 'Morski kolagen', detail: 'hidrolizirani peptidi, tip I', amount: '600 mg' },
      { name: 'Hijaluronska kiselina', amount: '100 mg' },
      { name: 'Vitamin C', detail: 'L-askorbinska kiselina', amount: '80 mg', nrv: 100 },
      { name: 'Koenzim Q10', amount: '30 mg' },
      { name: 'Cink', detail: 'cink-bisglicinat', amount: '10 mg', nrv: 100 },
      { name: 'Bakar', detail: 'bakar-glukonat', amount: '1 mg', nrv: 100 },
      { name: 'Biotin', amount: '50 µg', nrv: 100 },
    ],
  },
  'hairgrow-plus': {
    dailyDose: '2 kapsule',
    packSize: '60 kapsula',
    rows: [
      { name: 'L-cistein', amount: '200 mg' },
      { name: 'Ekstrakt prosa', detail: 'Panicum miliaceum', amount: '150 mg' },
      { name: 'Ekstrakt preslice', detail: 'Equisetum arvense, 7% silicija', amount: '150 mg' },
      { name: 'Cink', detail: 'cink-bisglicinat', amount: '10 mg', nrv: 100 },
      { name: 'Pantotenska kiselina', detail: 'vitamin B5', amount: '6 mg', nrv: 100 },
      { name: 'Biotin', amount: '2500 µg', nrv: 5000 },
      { name: 'Selen', detail: 'L-selenometionin', amount: '55 µg', nrv: 100 },
    ],
  },
  'cellu-lift': {
    dailyDose: '2 kapsule',
    packSize: '60 kapsula',
    rows: [
      { name: 'Ekstrakt centele azijske', detail: 'Centella asiatica', amount: '300 mg' },
      { name: 'Bromelain', detail: 'iz ananasa, 2500 GDU/g', amount: '150 mg' },
      { name: 'Ekstrakt korijena maslačka', detail: 'Taraxacum officinale', amount: '150 mg' },
      { name: 'Ekstrakt sjemenki grožđa', detail: 'Vitis vinifera, 95% OPC', amount: '100 mg' },
      { name: 'Vitamin C', detail: 'L-askorbinska kiselina', amount: '80 mg', nrv: 100 },
      { name: 'Niacin', detail: 'vitamin B3', amount: '16 mg', nrv: 100 },
    ],
  },
  'prosta-vital': {
    dailyDose: '2 kapsule',
    packSize: '60 kapsula',
    rows: [
      { name: 'Ekstrakt patuljaste palme', detail: 'Serenoa repens, 85–95% masnih kiselina', amount: '320 mg' },
      { name: 'Ekstrakt sjemenki bundeve', detail: 'Cucurbita pepo', amount: '250 mg' },
      { name: 'Ekstrakt korijena koprive', detail: 'Urtica dioica', amount: '120 mg' },
      { name: 'Likopen', amount: '5 mg' },
      { name: 'Cink', detail: 'cink-bisglicinat', amount: '10 mg', nrv: 100 },
      { name: 'Selen', detail: 'L-selenometionin', amount: '55 µg', nrv: 100 },
    ],
  },
  'alpha-potent': {
    dailyDose: '2 kapsule',
    packSize: '60 kapsula',
    rows: [
      { name: 'Ekstrakt korijena make', detail: 'Lepidium meyenii', amount: '500 mg' },
      { name: 'L-arginin', amount: '300 mg' },
      { name: 'Ekstrakt tribulusa', detail: 'Tribulus terrestris, 45% saponina', amount: '250 mg' },
      { name: 'Ekstrakt ženšena', detail: 'Panax ginseng', amount: '100 mg' },
      { name: 'Cink', detail: 'cink-bisglicinat', amount: '10 mg', nrv: 100 },
      { name: 'Vitamin B6', detail: 'piridoksin', amount: '1,4 mg', nrv: 100 },
    ],
  },
  'hemo-calm': {
    dailyDose: '2 kapsule',
    packSize: '60 kapsula',
    rows: [
      { name: 'Diosmin', detail: 'mikronizirani', amount: '300 mg' },
      { name: 'Ekstrakt divljeg kestena', detail: 'Aesculus hippocastanum, 20% escina', amount: '250 mg' },
      { name: 'Ekstrakt veprine', detail: 'Ruscus aculeatus', amount: '100 mg' },
      { name: 'Ekstrakt lista crvene vinove loze', detail: 'Vitis vinifera', amount: '100 mg' },
      { name: 'Vitamin C', detail: 'L-askorbinska kiselina', amount: '80 mg', nrv: 100 },
      { name: 'Hesperidin', detail: 'iz citrusa', amount: '50 mg' },
    ],
  },
  libido: {
    dailyDose: '2 kapsule',
    packSize: '60 kapsula',
    rows: [
      { name: 'Ekstrakt korijena make', detail: 'Lepidium meyenii', amount: '500 mg' },
      { name: 'Ekstrakt damiane', detail: 'Turnera diffusa', amount: '200 mg' },
      { name: 'Ekstrakt ašvagande', detail: 'Withania somnifera', amount: '150 mg' },
      { name: 'Magnezij', detail: 'magnezij-citrat', amount: '56 mg', nrv: 15 },
      { name: 'Ekstrakt šafrana', detail: 'Crocus sativus', amount: '30 mg' },
      { name: 'Vitamin B6', detail: 'piridoksin', amount: '1,4 mg', nrv: 100 },
    ],
  },
  'digest-detox': {
    dailyDose: '2 kapsule',
    packSize: '60 kapsula',
    rows: [
      { name: 'Inulin', detail: 'iz korijena cikorije', amount: '300 mg' },
      { name: 'Ekstrakt sikavice', detail: 'Silybum marianum, 80% silimarina', amount: '200 mg' },
      { name: 'Ekstrakt artičoke', detail: 'Cynara scolymus', amount: '200 mg' },
      { name: 'Ekstrakt korijena maslačka', detail: 'Taraxacum officinale', amount: '150 mg' },
      { name: 'Ekstrakt đumbira', detail: 'Zingiber officinale', amount: '100 mg' },
      { name: 'Kolin', detail: 'kolin-bitartarat', amount: '82,5 mg' },
    ],
  },
  'fem-balance': {
    dailyDose: '2 kapsule',
    packSize: '60 kapsula',
    rows: [
      { name: 'Ekstrakt vrkute', detail: 'Alchemilla vulgaris', amount: '200 mg' },
      { name: 'Magnezij', detail: 'magnezij-citrat', amount: '150 mg', nrv: 40 },
      { name: 'Ekstrakt matičnjaka', detail: 'Melissa officinalis', amount: '150 mg' },
      { name: 'Ekstrakt ploda konopljike', detail: 'Vitex agnus-castus', amount: '40 mg' },
      { name: 'Vitamin E', detail: 'D-alfa-tokoferol', amount: '12 mg', nrv: 100 },
      { name: 'Vitamin B6', detail: 'piridoksin', amount: '1,4 mg', nrv: 100 },
    ],
  },
};

const img = (slog: string, count: number): string[] => Array.from({ length: count }, (_, i) => `${slog}-${i + 1}.svg`);

export const SEED_OFFERS: SeedOffer[] = [
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 1,
    slog: 'pure-fit',
    group: 'mrsavljenje',
    scaleleadId: 'SL-10421',
    stockDays: 30,
    popularity: 980,
    texts: {
      ije: {
        name: 'Pure Fit',
        heading: 'Lakši put do vitke linije, iz dana u dan',
        subHeading:
          'Glukomanan iz korijena konjaka, ekstrakt zelenog čaja i krom u jednoj formuli — kao podrška vašem planu mršavljenja uz uravnoteženu prehranu i više kretanja.',
        description: [
          'Pure Fit je dodatak prehrani osmišljen za osobe koje žele smršaviti na razuman način — bez gladovanja i strogih zabrana. U dnevnoj dozi od tri kapsule nalazi se 1200 mg glukomanana, topivog vlakna iz korijena konjaka koje u želucu bubri i pomaže stvoriti osjećaj sitosti, pa je lakše ostati pri manjim porcijama.',
          'Ekstrakt zelenog čaja (300 mg, standardiziran na 50% EGCG) i L-karnitin tartarat (300 mg) tradicionalno se koriste u programima za održavanje tjelesne težine, a krom doprinosi održavanju normalne razine glukoze u krvi — što mnogima olakšava svakodnevnu borbu sa željom za slatkim.',
          'Vitamin B6 doprinosi normalnom energetskom metabolizmu, a ekstrakt crnog bibera dopunjuje biljni dio formule. Pure Fit najbolje djeluje kao dio plana: uravnotežena prehrana, dovoljno vode i svakodnevna šetnja. Mi smo se pobrinuli za formulu — vi se pobrinite za male, dosljedne korake.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 3 kapsule dnevno: po jednu kapsulu 30 minuta prije glavnog obroka, uz dvije čaše vode (najmanje 250 ml). Za vidljive rezultate preporučujemo korištenje najmanje 60 dana, uz uravnoteženu prehranu i redovnu tjelesnu aktivnost. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu prehranu i zdrav način života. Sadrži kofein iz zelenog čaja (oko 20 mg dnevno) i nije namijenjeno trudnicama, dojiljama ni djeci.',
        advantages: [
          'Glukomanan pomaže stvoriti osjećaj sitosti uz manje porcije',
          'Krom doprinosi održavanju normalne razine glukoze u krvi',
          'Vitamin B6 doprinosi normalnom energetskom metabolizmu',
          'Bez laksativa i bez agresivnih stimulansa',
          'Jednostavno: jedna kapsula prije svakog glavnog obroka',
          'Zaliha za 30 dana u jednom pakovanju',
        ],
        benefits: [
          'Dnevna doza (3 kapsule): glukomanan 1200 mg, ekstrakt zelenog čaja 300 mg (150 mg EGCG), L-karnitin tartarat 300 mg, ekstrakt crnog bibera 5 mg, vitamin B6 1,4 mg (100% NRV), krom 40 µg (100% NRV).',
          'Biljne kapsule od celuloze, bez želatine — pogodne za vegetarijance i vegane.',
          'Bez glutena, laktoze, umjetnih boja i konzervansa.',
          'Proizvedeno u EU u pogonu s certifikatima GMP i HACCP; svaka serija laboratorijski je testirana.',
          '90 kapsula u tamnoj bočici koja čuva svježinu sastojaka.',
        ],
      },
      eke: {
        name: 'Pure Fit',
        heading: 'Lakši put do vitke linije, iz dana u dan',
        subHeading:
          'Glukomanan iz korena konjaka, ekstrakt zelenog čaja i hrom u jednoj formuli — kao podrška vašem planu mršavljenja uz uravnoteženu ishranu i više kretanja.',
        description: [
          'Pure Fit je dodatak ishrani osmišljen za osobe koje žele da smršaju na razuman način — bez gladovanja i strogih zabrana. U dnevnoj dozi od tri kapsule nalazi se 1200 mg glukomanana, rastvorljivog vlakna iz korena konjaka koje u želucu bubri i pomaže da se stvori osećaj sitosti, pa je lakše ostati pri manjim porcijama.',
          'Ekstrakt zelenog čaja (300 mg, standardizovan na 50% EGCG) i L-karnitin tartarat (300 mg) tradicionalno se koriste u programima za održavanje telesne težine, a hrom doprinosi održavanju normalnog nivoa glukoze u krvi — što mnogima olakšava svakodnevnu borbu sa željom za slatkim.',
          'Vitamin B6 doprinosi normalnom energetskom metabolizmu, a ekstrakt crnog bibera dopunjuje biljni deo formule. Pure Fit najbolje deluje kao deo plana: uravnotežena ishrana, dovoljno vode i svakodnevna šetnja. Mi smo se pobrinuli za formulu — vi se pobrinite za male, dosledne korake.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 3 kapsule dnevno: po jednu kapsulu 30 minuta pre glavnog obroka, uz dve čaše vode (najmanje 250 ml). Za vidljive rezultate preporučujemo korišćenje najmanje 60 dana, uz uravnoteženu ishranu i redovnu fizičku aktivnost. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu ishranu i zdrav način života. Sadrži kofein iz zelenog čaja (oko 20 mg dnevno) i nije namenjeno trudnicama, dojiljama ni deci.',
        advantages: [
          'Glukomanan pomaže da se stvori osećaj sitosti uz manje porcije',
          'Hrom doprinosi održavanju normalnog nivoa glukoze u krvi',
          'Vitamin B6 doprinosi normalnom energetskom metabolizmu',
          'Bez laksativa i bez agresivnih stimulansa',
          'Jednostavno: jedna kapsula pre svakog glavnog obroka',
          'Zaliha za 30 dana u jednom pakovanju',
        ],
        benefits: [
          'Dnevna doza (3 kapsule): glukomanan 1200 mg, ekstrakt zelenog čaja 300 mg (150 mg EGCG), L-karnitin tartarat 300 mg, ekstrakt crnog bibera 5 mg, vitamin B6 1,4 mg (100% NRV), hrom 40 µg (100% NRV).',
          'Biljne kapsule od celuloze, bez želatina — pogodne za vegetarijance i vegane.',
          'Bez glutena, laktoze, veštačkih boja i konzervansa.',
          'Proizvedeno u EU u pogonu sa sertifikatima GMP i HACCP; svaka serija je laboratorijski testirana.',
          '90 kapsula u tamnoj bočici koja čuva svežinu sastojaka.',
        ],
      },
    },
    prices: {
      BA: { old: 14000, new: 6580 },
      RS: { old: 850000, new: 399500 },
      HR: { old: 7000, new: 3290 },
      ME: { old: 7000, new: 3290 },
    },
    images: img('pure-fit', 4),
    ingredientsImage: 'pure-fit-ingredients.svg',
    children: null,
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 2,
    slog: 'beauty-fem',
    group: 'bore',
    scaleleadId: 'SL-10422',
    stockDays: 30,
    popularity: 940,
    texts: {
      ije: {
        name: 'Beauty Fem',
        heading: 'Njega koja počinje iznutra — za kožu koja blista',
        subHeading:
          'Morski kolagen, hijaluronska kiselina i vitamin C u samo dvije kapsule dnevno. Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože.',
        description: [
          'S godinama koža postupno gubi čvrstoću i vlagu, a sitne bore postaju vidljivije — posebno nakon ljeta, stresnog razdoblja ili neprospavanih noći. Kreme njeguju površinu, a Beauty Fem je osmišljen da vašu rutinu ljepote dopuni iznutra.',
          'U dvije kapsule nalazi se 600 mg hidroliziranih peptida morskog kolagena, 100 mg hijaluronske kiseline i 30 mg koenzima Q10. Uz njih, vitamin C (80 mg) doprinosi normalnom stvaranju kolagena za normalnu funkciju kože, cink i biotin doprinose održavanju normalne kože, a bakar doprinosi normalnoj pigmentaciji kože.',
          'Rezultati ne dolaze preko noći: mnoge korisnice kažu da prve promjene u izgledu i mekoći kože primijete nakon 40 do 60 dana redovnog uzimanja. Jedno pakovanje dovoljno je za cijeli mjesec, a najviše se isplati kura od tri mjeseca.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, najbolje ujutro uz doručak i čašu vode. Za najbolji učinak preporučujemo neprekidno korištenje najmanje 60 dana. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu i uravnoteženu prehranu. Nije namijenjeno trudnicama, dojiljama, djeci ni osobama alergičnim na ribu.',
        advantages: [
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Morski kolagen i hijaluronska kiselina u istoj formuli',
          'Cink i biotin doprinose održavanju normalne kože',
          'Bakar doprinosi normalnoj pigmentaciji kože',
          'Samo dvije kapsule dnevno, bez miješanja napitaka',
          'Zaliha za 30 dana u jednom pakovanju',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): morski kolagen 600 mg, hijaluronska kiselina 100 mg, vitamin C 80 mg (100% NRV), koenzim Q10 30 mg, cink 10 mg (100% NRV), bakar 1 mg (100% NRV), biotin 50 µg (100% NRV).',
          'Kolagen tipa I iz ribe divljeg ulova, hidroliziran u male peptide.',
          'Bez glutena, laktoze, šećera i umjetnih boja.',
          'Proizvedeno u EU prema GMP standardu; svaka serija testirana je na teške metale.',
        ],
      },
      eke: {
        name: 'Beauty Fem',
        heading: 'Nega koja počinje iznutra — za kožu koja blista',
        subHeading:
          'Morski kolagen, hijaluronska kiselina i vitamin C u samo dve kapsule dnevno. Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože.',
        description: [
          'S godinama koža postepeno gubi čvrstinu i vlagu, a sitne bore postaju vidljivije — posebno posle leta, stresnog perioda ili neprospavanih noći. Kreme neguju površinu, a Beauty Fem je osmišljen da vašu rutinu lepote dopuni iznutra.',
          'U dve kapsule nalazi se 600 mg hidrolizovanih peptida morskog kolagena, 100 mg hijaluronske kiseline i 30 mg koenzima Q10. Uz njih, vitamin C (80 mg) doprinosi normalnom stvaranju kolagena za normalnu funkciju kože, cink i biotin doprinose održavanju normalne kože, a bakar doprinosi normalnoj pigmentaciji kože.',
          'Rezultati ne dolaze preko noći: mnoge korisnice kažu da prve promene u izgledu i mekoći kože primete posle 40 do 60 dana redovnog uzimanja. Jedno pakovanje dovoljno je za ceo mesec, a najviše se isplati kura od tri meseca.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, najbolje ujutru uz doručak i čašu vode. Za najbolji efekat preporučujemo neprekidno korišćenje najmanje 60 dana. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu i uravnoteženu ishranu. Nije namenjeno trudnicama, dojiljama, deci ni osobama alergičnim na ribu.',
        advantages: [
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Morski kolagen i hijaluronska kiselina u istoj formuli',
          'Cink i biotin doprinose održavanju normalne kože',
          'Bakar doprinosi normalnoj pigmentaciji kože',
          'Samo dve kapsule dnevno, bez mešanja napitaka',
          'Zaliha za 30 dana u jednom pakovanju',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): morski kolagen 600 mg, hijaluronska kiselina 100 mg, vitamin C 80 mg (100% NRV), koenzim Q10 30 mg, cink 10 mg (100% NRV), bakar 1 mg (100% NRV), biotin 50 µg (100% NRV).',
          'Kolagen tipa I iz ribe divljeg ulova, hidrolizovan u male peptide.',
          'Bez glutena, laktoze, šećera i veštačkih boja.',
          'Proizvedeno u EU prema GMP standardu; svaka serija je testirana na teške metale.',
        ],
      },
    },
    prices: {
      BA: { old: 15980, new: 7990 },
      RS: { old: 938000, new: 469000 },
      HR: { old: 7980, new: 3990 },
      ME: { old: 7980, new: 3990 },
    },
    images: img('beauty-fem', 4),
    ingredientsImage: 'beauty-fem-ingredients.svg',
    children: null,
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 3,
    slog: 'hairgrow-plus',
    group: 'kosa',
    scaleleadId: 'SL-10423',
    stockDays: 30,
    popularity: 925,
    texts: {
      ije: {
        name: 'HairGrow Plus',
        heading: 'Za jaku, sjajnu kosu — hranjivi sastojci od korijena do vrha',
        subHeading:
          'Biotin, cink i selen doprinose održavanju normalne kose, a L-cistein i ekstrakt prosa daju vlasima gradivne tvari koje su im potrebne.',
        description: [
          'Kosa je često prvo mjesto na kojem se vide stres, promjena godišnjeg doba, dijete ili hormonalne oscilacije. Ako primjećujete da je kosa tanja, lomljivija ili da na četki ostaje više vlasi nego prije, vrijeme je da joj date ono što traži — iznutra.',
          'HairGrow Plus u dnevnoj dozi donosi 2500 µg biotina, 10 mg cinka i 55 µg selena — tri nutrijenta koji doprinose održavanju normalne kose. Selen i cink doprinose i održavanju normalnih noktiju, a pantotenska kiselina doprinosi smanjenju umora i iscrpljenosti.',
          'Uz vitamine i minerale, formula sadrži 200 mg L-cisteina, aminokiseline bogate sumporom, 150 mg ekstrakta prosa i 150 mg ekstrakta poljske preslice, prirodnog izvora silicija. Kosa raste polako, oko centimetar mjesečno, pa prve razlike u izgledu i sjaju očekujte nakon dva do tri mjeseca redovnog uzimanja.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno uz obrok, s čašom vode. Preporučeno trajanje primjene je najmanje 90 dana, jer je toliko vremena potrebno da nova kosa izraste. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu prehranu. Ako radite laboratorijske pretrage krvi, recite ljekaru da uzimate biotin, jer može utjecati na neke rezultate.',
        advantages: [
          'Biotin, cink i selen doprinose održavanju normalne kose',
          'Selen i cink doprinose održavanju normalnih noktiju',
          'L-cistein i ekstrakt prosa — gradivni sastojci za vlasi',
          'Preslica kao prirodni izvor silicija',
          'Pogodno za žene i muškarce',
          'Dvije kapsule dnevno, bez mirisa i okusa',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): L-cistein 200 mg, ekstrakt prosa 150 mg, ekstrakt preslice 150 mg (10,5 mg silicija), cink 10 mg (100% NRV), pantotenska kiselina 6 mg (100% NRV), biotin 2500 µg (5000% NRV), selen 55 µg (100% NRV).',
          'Biljne kapsule bez želatine, pogodne za vegetarijance.',
          'Bez glutena, laktoze i umjetnih aroma.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'HairGrow Plus',
        heading: 'Za jaku, sjajnu kosu — hranljivi sastojci od korena do vrha',
        subHeading:
          'Biotin, cink i selen doprinose održavanju normalne kose, a L-cistein i ekstrakt prosa daju vlasima gradivne materije koje su im potrebne.',
        description: [
          'Kosa je često prvo mesto na kojem se vide stres, promena godišnjeg doba, dijete ili hormonske oscilacije. Ako primećujete da je kosa tanja, lomljivija ili da na četki ostaje više vlasi nego pre, vreme je da joj date ono što traži — iznutra.',
          'HairGrow Plus u dnevnoj dozi donosi 2500 µg biotina, 10 mg cinka i 55 µg selena — tri nutrijenta koji doprinose održavanju normalne kose. Selen i cink doprinose i održavanju normalnih noktiju, a pantotenska kiselina doprinosi smanjenju umora i iscrpljenosti.',
          'Uz vitamine i minerale, formula sadrži 200 mg L-cisteina, aminokiseline bogate sumporom, 150 mg ekstrakta prosa i 150 mg ekstrakta poljske preslice, prirodnog izvora silicijuma. Kosa raste polako, oko centimetar mesečno, pa prve razlike u izgledu i sjaju očekujte posle dva do tri meseca redovnog uzimanja.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno uz obrok, sa čašom vode. Preporučeno trajanje primene je najmanje 90 dana, jer je toliko vremena potrebno da nova kosa izraste. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu ishranu. Ako radite laboratorijske analize krvi, recite lekaru da uzimate biotin, jer može uticati na neke rezultate.',
        advantages: [
          'Biotin, cink i selen doprinose održavanju normalne kose',
          'Selen i cink doprinose održavanju normalnih noktiju',
          'L-cistein i ekstrakt prosa — gradivni sastojci za vlasi',
          'Preslica kao prirodni izvor silicijuma',
          'Pogodno za žene i muškarce',
          'Dve kapsule dnevno, bez mirisa i ukusa',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): L-cistein 200 mg, ekstrakt prosa 150 mg, ekstrakt preslice 150 mg (10,5 mg silicijuma), cink 10 mg (100% NRV), pantotenska kiselina 6 mg (100% NRV), biotin 2500 µg (5000% NRV), selen 55 µg (100% NRV).',
          'Biljne kapsule bez želatina, pogodne za vegetarijance.',
          'Bez glutena, laktoze i veštačkih aroma.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 14490, new: 7490 },
      RS: { old: 859000, new: 429000 },
      HR: { old: 7290, new: 3690 },
      ME: { old: 7290, new: 3690 },
    },
    images: img('hairgrow-plus', 4),
    ingredientsImage: 'hairgrow-plus-ingredients.svg',
    children: null,
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 4,
    slog: 'cellu-lift',
    group: 'celulit',
    scaleleadId: 'SL-10424',
    stockDays: 30,
    popularity: 900,
    texts: {
      ije: {
        name: 'Cellu Lift',
        heading: 'Lijepa, glatka koža bedara — uz podršku iznutra',
        subHeading:
          'Centela azijska, ekstrakt sjemenki grožđa i bromelain podržavaju mikrocirkulaciju i čvrstoću kože, a vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože.',
        description: [
          'Celulit ima gotovo devet od deset žena, bez obzira na težinu i dob — zato ga nemojte doživljavati kao neuspjeh. Na izgled kože utječu cirkulacija, zadržavanje tekućine i čvrstoća vezivnog tkiva, a upravo tu Cellu Lift pruža podršku iznutra.',
          'Dnevna doza sadrži 300 mg ekstrakta centele azijske, biljke koja se stoljećima koristi za njegu kože, 100 mg ekstrakta sjemenki grožđa s 95% proantocijanidina (OPC) i 150 mg bromelaina iz ananasa. Ekstrakt korijena maslačka (150 mg) tradicionalno se koristi za podršku prirodnom izlučivanju tekućine.',
          'Vitamin C (80 mg) doprinosi normalnom stvaranju kolagena za normalnu funkciju kože, a niacin doprinosi održavanju normalne kože. Najbolje rezultate daje kombinacija: Cellu Lift, dovoljno vode, manje soli i kretanje koje volite — brza šetnja, plivanje ili ples.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, jednu ujutro i jednu popodne, uz veću čašu vode. Preporučujemo kuru od najmanje 60 dana; dobro se kombinira s masažom i redovitom tjelesnom aktivnošću. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu prehranu i zdrav način života. Osobe koje uzimaju lijekove za razrjeđivanje krvi prije upotrebe se trebaju posavjetovati s ljekarom.',
        advantages: [
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Centela azijska i OPC iz sjemenki grožđa za čvrstoću kože',
          'Maslačak podržava prirodno izlučivanje tekućine',
          'Niacin doprinosi održavanju normalne kože',
          'Odlično se kombinira s masažom i vježbanjem',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt centele azijske 300 mg, bromelain 150 mg, ekstrakt korijena maslačka 150 mg, ekstrakt sjemenki grožđa 100 mg (95% OPC), vitamin C 80 mg (100% NRV), niacin 16 mg (100% NRV).',
          'Standardizirani biljni ekstrakti ujednačene kvalitete iz serije u seriju.',
          'Veganske kapsule, bez glutena i laktoze.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'Cellu Lift',
        heading: 'Lepa, glatka koža butina — uz podršku iznutra',
        subHeading:
          'Centela azijska, ekstrakt semenki grožđa i bromelain podržavaju mikrocirkulaciju i čvrstinu kože, a vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože.',
        description: [
          'Celulit ima skoro devet od deset žena, bez obzira na težinu i godine — zato ga nemojte doživljavati kao neuspeh. Na izgled kože utiču cirkulacija, zadržavanje tečnosti i čvrstina vezivnog tkiva, a upravo tu Cellu Lift pruža podršku iznutra.',
          'Dnevna doza sadrži 300 mg ekstrakta centele azijske, biljke koja se vekovima koristi za negu kože, 100 mg ekstrakta semenki grožđa sa 95% proantocijanidina (OPC) i 150 mg bromelaina iz ananasa. Ekstrakt korena maslačka (150 mg) tradicionalno se koristi kao podrška prirodnom izlučivanju tečnosti.',
          'Vitamin C (80 mg) doprinosi normalnom stvaranju kolagena za normalnu funkciju kože, a niacin doprinosi održavanju normalne kože. Najbolje rezultate daje kombinacija: Cellu Lift, dovoljno vode, manje soli i kretanje koje volite — brza šetnja, plivanje ili ples.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, jednu ujutru i jednu po podne, uz veću čašu vode. Preporučujemo kuru od najmanje 60 dana; dobro se kombinuje sa masažom i redovnom fizičkom aktivnošću. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu ishranu i zdrav način života. Osobe koje uzimaju lekove za razređivanje krvi treba da se pre upotrebe posavetuju sa lekarom.',
        advantages: [
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Centela azijska i OPC iz semenki grožđa za čvrstinu kože',
          'Maslačak podržava prirodno izlučivanje tečnosti',
          'Niacin doprinosi održavanju normalne kože',
          'Odlično se kombinuje sa masažom i vežbanjem',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt centele azijske 300 mg, bromelain 150 mg, ekstrakt korena maslačka 150 mg, ekstrakt semenki grožđa 100 mg (95% OPC), vitamin C 80 mg (100% NRV), niacin 16 mg (100% NRV).',
          'Standardizovani biljni ekstrakti ujednačenog kvaliteta iz serije u seriju.',
          'Veganske kapsule, bez glutena i laktoze.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 13990, new: 6990 },
      RS: { old: 819000, new: 409000 },
      HR: { old: 6990, new: 3490 },
      ME: { old: 6990, new: 3490 },
    },
    images: img('cellu-lift', 4),
    ingredientsImage: 'cellu-lift-ingredients.svg',
    children: null,
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 5,
    slog: 'prosta-vital',
    group: 'libido',
    scaleleadId: 'SL-10425',
    stockDays: 30,
    popularity: 860,
    texts: {
      ije: {
        name: 'Prosta Vital',
        heading: 'Prirodna podrška prostati — za muškarce nakon četrdesete',
        subHeading:
          '320 mg ekstrakta patuljaste palme, sjemenke bundeve i korijen koprive podržavaju normalnu funkciju prostate i mokraćnog sistema, a cink i selen dopunjuju formulu.',
        description: [
          'Nakon četrdesete mnogi muškarci primijete da češće ustaju noću ili da im odlazak na toalet traje duže nego prije. To je uobičajen dio sazrijevanja, ali o njemu se rijetko govori — a brigu o prostati vrijedi započeti na vrijeme.',
          'Prosta Vital u dvije kapsule donosi 320 mg ekstrakta ploda patuljaste palme (Serenoa repens), 250 mg ekstrakta sjemenki bundeve i 120 mg ekstrakta korijena koprive — biljke koje se tradicionalno koriste za podršku normalnoj funkciji prostate i mokraćnog mjehura. Likopen (5 mg) iz rajčice dopunjuje biljni dio formule.',
          'Cink doprinosi održavanju normalne razine testosterona u krvi i normalnoj plodnosti, a selen doprinosi normalnoj spermatogenezi. Prosta Vital nije zamjena za preventivne preglede: ako imate izražene ili nove tegobe s mokrenjem, obratite se ljekaru.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, jednu uz doručak i jednu uz večeru, s čašom vode. Za najbolje rezultate preporučujemo kontinuirano uzimanje najmanje 90 dana. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu prehranu i redovne preventivne preglede.',
        advantages: [
          '320 mg ekstrakta patuljaste palme u dnevnoj dozi',
          'Sjemenke bundeve i korijen koprive za podršku normalnoj funkciji prostate',
          'Cink doprinosi održavanju normalne razine testosterona u krvi',
          'Selen doprinosi normalnoj spermatogenezi',
          'Diskretno pakovanje i dostava',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt patuljaste palme 320 mg, ekstrakt sjemenki bundeve 250 mg, ekstrakt korijena koprive 120 mg, likopen 5 mg, cink 10 mg (100% NRV), selen 55 µg (100% NRV).',
          'Ekstrakt patuljaste palme standardiziran na 85–95% masnih kiselina.',
          'Bez glutena, laktoze, šećera i umjetnih boja.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'Prosta Vital',
        heading: 'Prirodna podrška prostati — za muškarce posle četrdesete',
        subHeading:
          '320 mg ekstrakta patuljaste palme, semenke bundeve i koren koprive podržavaju normalnu funkciju prostate i mokraćnog sistema, a cink i selen dopunjuju formulu.',
        description: [
          'Posle četrdesete mnogi muškarci primete da češće ustaju noću ili da im odlazak u toalet traje duže nego pre. To je uobičajen deo sazrevanja, ali o njemu se retko govori — a brigu o prostati vredi započeti na vreme.',
          'Prosta Vital u dve kapsule donosi 320 mg ekstrakta ploda patuljaste palme (Serenoa repens), 250 mg ekstrakta semenki bundeve i 120 mg ekstrakta korena koprive — biljke koje se tradicionalno koriste kao podrška normalnoj funkciji prostate i mokraćne bešike. Likopen (5 mg) iz paradajza dopunjuje biljni deo formule.',
          'Cink doprinosi održavanju normalnog nivoa testosterona u krvi i normalnoj plodnosti, a selen doprinosi normalnoj spermatogenezi. Prosta Vital nije zamena za preventivne preglede: ako imate izražene ili nove tegobe sa mokrenjem, obratite se lekaru.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, jednu uz doručak i jednu uz večeru, sa čašom vode. Za najbolje rezultate preporučujemo kontinuirano uzimanje najmanje 90 dana. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu ishranu i redovne preventivne preglede.',
        advantages: [
          '320 mg ekstrakta patuljaste palme u dnevnoj dozi',
          'Semenke bundeve i koren koprive kao podrška normalnoj funkciji prostate',
          'Cink doprinosi održavanju normalnog nivoa testosterona u krvi',
          'Selen doprinosi normalnoj spermatogenezi',
          'Diskretno pakovanje i dostava',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt patuljaste palme 320 mg, ekstrakt semenki bundeve 250 mg, ekstrakt korena koprive 120 mg, likopen 5 mg, cink 10 mg (100% NRV), selen 55 µg (100% NRV).',
          'Ekstrakt patuljaste palme standardizovan na 85–95% masnih kiselina.',
          'Bez glutena, laktoze, šećera i veštačkih boja.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 12990, new: 6990 },
      RS: { old: 759000, new: 409000 },
      HR: { old: 6490, new: 3490 },
      ME: { old: 6490, new: 3490 },
    },
    images: img('prosta-vital', 4),
    ingredientsImage: 'prosta-vital-ingredients.svg',
    children: null,
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 6,
    slog: 'alpha-potent',
    group: 'libido',
    scaleleadId: 'SL-10426',
    stockDays: 30,
    popularity: 880,
    texts: {
      ije: {
        name: 'Alpha Potent',
        heading: 'Muška vitalnost i energija — uvijek spremni',
        subHeading:
          'Maka, tribulus i ženšen tradicionalno se koriste za podršku libidu i vitalnosti, a cink doprinosi održavanju normalne razine testosterona u krvi.',
        description: [
          'Posao, obaveze, stres i premalo sna brzo se odraze na energiju — i na želju. Alpha Potent je dodatak prehrani za muškarce koji žele podržati svoju prirodnu vitalnost biljnim sastojcima s dugom tradicijom, bez recepta i neugodnih razgovora.',
          'U dnevnoj dozi nalazi se 500 mg ekstrakta korijena make s peruanskih visoravni, 250 mg ekstrakta tribulusa standardiziranog na 45% saponina i 100 mg ekstrakta korejskog ženšena. L-arginin (300 mg) je aminokiselina koju tijelo koristi za stvaranje dušikova oksida.',
          'Cink doprinosi održavanju normalne razine testosterona u krvi i normalnoj plodnosti, a vitamin B6 doprinosi smanjenju umora i iscrpljenosti. Većina korisnika formulu uzima neprekidno 30 do 60 dana, jer biljni ekstrakti najbolje djeluju uz redovitu primjenu.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, ujutro uz doručak, s čašom vode. Preporučeno trajanje je najmanje 30 dana bez prekida. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu prehranu i zdrav način života. Osobe s povišenim krvnim tlakom ili koje uzimaju lijekove prije upotrebe se trebaju posavjetovati s ljekarom.',
        advantages: [
          'Maka, tribulus i ženšen u jednoj formuli',
          'Cink doprinosi održavanju normalne razine testosterona u krvi',
          'Vitamin B6 doprinosi smanjenju umora i iscrpljenosti',
          '300 mg L-arginina u dnevnoj dozi',
          'Bez recepta, uz diskretnu dostavu na kućnu adresu',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt korijena make 500 mg, L-arginin 300 mg, ekstrakt tribulusa 250 mg (45% saponina), ekstrakt ženšena 100 mg, cink 10 mg (100% NRV), vitamin B6 1,4 mg (100% NRV).',
          'Maka iz Perua, iz certificiranog organskog uzgoja.',
          'Biljne kapsule, bez glutena i laktoze.',
          'Proizvedeno u EU prema GMP standardu; diskretno pakovanje bez oznaka sadržaja.',
        ],
      },
      eke: {
        name: 'Alpha Potent',
        heading: 'Muška vitalnost i energija — uvek spremni',
        subHeading:
          'Maka, tribulus i ženšen tradicionalno se koriste kao podrška libidu i vitalnosti, a cink doprinosi održavanju normalnog nivoa testosterona u krvi.',
        description: [
          'Posao, obaveze, stres i premalo sna brzo se odraze na energiju — i na želju. Alpha Potent je dodatak ishrani za muškarce koji žele da podrže svoju prirodnu vitalnost biljnim sastojcima sa dugom tradicijom, bez recepta i neprijatnih razgovora.',
          'U dnevnoj dozi nalazi se 500 mg ekstrakta korena make sa peruanskih visoravni, 250 mg ekstrakta tribulusa standardizovanog na 45% saponina i 100 mg ekstrakta korejskog ženšena. L-arginin (300 mg) je aminokiselina koju telo koristi za stvaranje azot-monoksida.',
          'Cink doprinosi održavanju normalnog nivoa testosterona u krvi i normalnoj plodnosti, a vitamin B6 doprinosi smanjenju umora i iscrpljenosti. Većina korisnika formulu uzima neprekidno 30 do 60 dana, jer biljni ekstrakti najbolje deluju uz redovnu primenu.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, ujutru uz doručak, sa čašom vode. Preporučeno trajanje je najmanje 30 dana bez prekida. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu ishranu i zdrav način života. Osobe sa povišenim krvnim pritiskom ili koje uzimaju lekove treba da se pre upotrebe posavetuju sa lekarom.',
        advantages: [
          'Maka, tribulus i ženšen u jednoj formuli',
          'Cink doprinosi održavanju normalnog nivoa testosterona u krvi',
          'Vitamin B6 doprinosi smanjenju umora i iscrpljenosti',
          '300 mg L-arginina u dnevnoj dozi',
          'Bez recepta, uz diskretnu dostavu na kućnu adresu',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt korena make 500 mg, L-arginin 300 mg, ekstrakt tribulusa 250 mg (45% saponina), ekstrakt ženšena 100 mg, cink 10 mg (100% NRV), vitamin B6 1,4 mg (100% NRV).',
          'Maka iz Perua, iz sertifikovanog organskog uzgoja.',
          'Biljne kapsule, bez glutena i laktoze.',
          'Proizvedeno u EU prema GMP standardu; diskretno pakovanje bez oznaka sadržaja.',
        ],
      },
    },
    prices: {
      BA: { old: 15990, new: 8490 },
      RS: { old: 939000, new: 499000 },
      HR: { old: 7990, new: 4290 },
      ME: { old: 7990, new: 4290 },
    },
    images: img('alpha-potent', 4),
    ingredientsImage: 'alpha-potent-ingredients.svg',
    children: null,
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 7,
    slog: 'hemo-calm',
    group: 'prosirene-vene',
    scaleleadId: 'SL-10427',
    stockDays: 30,
    popularity: 890,
    texts: {
      ije: {
        name: 'Hemo Calm',
        heading: 'Lakoća i udobnost — tamo gdje je najpotrebnija',
        subHeading:
          'Diosmin, hesperidin, divlji kesten i veprina podržavaju zdravu cirkulaciju u venama, a vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju krvnih žila.',
        description: [
          'Osjećaj pritiska, težine i nelagode u intimnom području ili u nogama često je povezan s oslabljenom venskom cirkulacijom — a o njemu se nerado govori. Dugo sjedenje ili stajanje, premalo vlakana u prehrani i manjak kretanja dodatno opterećuju vene.',
          'Hemo Calm objedinjuje 300 mg diosmina i 50 mg hesperidina, flavonoida iz citrusa, s 250 mg ekstrakta divljeg kestena (standardiziranog na 20% escina) i 100 mg ekstrakta veprine. Ove biljke tradicionalno se koriste za podršku zdravlju vena i osjećaju lakoće, a ekstrakt lista crvene vinove loze dopunjuje formulu polifenolima.',
          'Vitamin C (80 mg) doprinosi normalnom stvaranju kolagena za normalnu funkciju krvnih žila. Uz Hemo Calm pijte dovoljno vode, jedite više vlakana i svakih sat vremena ustanite i prošećite — male navike čine veliku razliku. Ako primijetite krvarenje ili jaku bol, javite se ljekaru.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, jednu ujutro i jednu navečer, uz obrok i čašu vode. Preporučujemo neprekidnu primjenu najmanje 30 dana, a u toplijim mjesecima i dulje. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu prehranu. Nije namijenjeno trudnicama i dojiljama, a osobe koje uzimaju lijekove za razrjeđivanje krvi trebaju se prethodno posavjetovati s ljekarom.',
        advantages: [
          'Diosmin i hesperidin — flavonoidi iz citrusa',
          'Divlji kesten i veprina za osjećaj lakoće',
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju krvnih žila',
          'Pogodno i za umorne, teške noge',
          'Diskretno pakovanje, bez oznaka sadržaja',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): diosmin 300 mg, ekstrakt divljeg kestena 250 mg (50 mg escina), ekstrakt veprine 100 mg, ekstrakt lista crvene vinove loze 100 mg, vitamin C 80 mg (100% NRV), hesperidin 50 mg.',
          'Mikronizirani diosmin za bolju topljivost.',
          'Bez glutena, laktoze i umjetnih boja.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'Hemo Calm',
        heading: 'Lakoća i udobnost — tamo gde je najpotrebnija',
        subHeading:
          'Diosmin, hesperidin, divlji kesten i veprina podržavaju zdravu cirkulaciju u venama, a vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju krvnih sudova.',
        description: [
          'Osećaj pritiska, težine i nelagodnosti u intimnom predelu ili u nogama često je povezan sa oslabljenom venskom cirkulacijom — a o njemu se nerado govori. Dugo sedenje ili stajanje, premalo vlakana u ishrani i manjak kretanja dodatno opterećuju vene.',
          'Hemo Calm objedinjuje 300 mg diosmina i 50 mg hesperidina, flavonoida iz citrusa, sa 250 mg ekstrakta divljeg kestena (standardizovanog na 20% escina) i 100 mg ekstrakta veprine. Ove biljke tradicionalno se koriste kao podrška zdravlju vena i osećaju lakoće, a ekstrakt lista crvene vinove loze dopunjuje formulu polifenolima.',
          'Vitamin C (80 mg) doprinosi normalnom stvaranju kolagena za normalnu funkciju krvnih sudova. Uz Hemo Calm pijte dovoljno vode, jedite više vlakana i na svakih sat vremena ustanite i prošetajte — male navike čine veliku razliku. Ako primetite krvarenje ili jak bol, javite se lekaru.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, jednu ujutru i jednu uveče, uz obrok i čašu vode. Preporučujemo neprekidnu primenu najmanje 30 dana, a u toplijim mesecima i duže. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu ishranu. Nije namenjeno trudnicama i dojiljama, a osobe koje uzimaju lekove za razređivanje krvi treba prethodno da se posavetuju sa lekarom.',
        advantages: [
          'Diosmin i hesperidin — flavonoidi iz citrusa',
          'Divlji kesten i veprina za osećaj lakoće',
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju krvnih sudova',
          'Pogodno i za umorne, teške noge',
          'Diskretno pakovanje, bez oznaka sadržaja',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): diosmin 300 mg, ekstrakt divljeg kestena 250 mg (50 mg escina), ekstrakt veprine 100 mg, ekstrakt lista crvene vinove loze 100 mg, vitamin C 80 mg (100% NRV), hesperidin 50 mg.',
          'Mikronizovani diosmin za bolju rastvorljivost.',
          'Bez glutena, laktoze i veštačkih boja.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 11990, new: 5990 },
      RS: { old: 699000, new: 349000 },
      HR: { old: 5990, new: 2990 },
      ME: { old: 5990, new: 2990 },
    },
    images: img('hemo-calm', 4),
    ingredientsImage: 'hemo-calm-ingredients.svg',
    children: null,
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 8,
    slog: 'libido',
    group: 'libido',
    scaleleadId: 'SL-10428',
    stockDays: 30,
    popularity: 840,
    texts: {
      ije: {
        name: 'Libido Rose',
        heading: 'Više energije, više bliskosti — vrijeme je za vas',
        subHeading:
          'Maka, damiana i šafran tradicionalno se koriste za podršku ženskoj želji i dobrom raspoloženju, a vitamin B6 doprinosi regulaciji hormonske aktivnosti.',
        description: [
          'Umor, stres, briga o svima oko sebe i hormonalne promjene kroz mjesec — nije čudo da želja ponekad ode na čekanje. Libido Rose je dodatak prehrani za žene koje žele ponovno osjetiti više energije, opuštenosti i bliskosti, na prirodan način.',
          'U dvije kapsule nalazi se 500 mg ekstrakta korijena make, 200 mg ekstrakta damiane i 30 mg ekstrakta šafrana — biljaka koje se tradicionalno koriste za podršku libidu i raspoloženju. Ekstrakt ašvagande (150 mg) podržava tijelo u stresnim razdobljima i pomaže opuštanju.',
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti i smanjenju umora, a magnezij doprinosi normalnoj funkciji živčanog sustava. Dajte si vremena: većina žena formulu koristi najmanje mjesec dana, kao dio rutine koja uključuje i dovoljno sna i trenutke samo za sebe.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno uz doručak, s čašom vode. Preporučeno trajanje primjene je najmanje 30 dana, a najbolje rezultate korisnice primjećuju nakon dva mjeseca. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu prehranu i zdrav način života. Nije namijenjeno trudnicama ni dojiljama, a uz antidepresive ili lijekove za štitnjaču uzimajte ga samo uz savjet ljekara.',
        advantages: [
          'Maka, damiana i šafran za žensku želju i raspoloženje',
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti',
          'Ašvaganda za opuštanje u stresnim razdobljima',
          'Magnezij doprinosi smanjenju umora i iscrpljenosti',
          'Bez hormona i bez recepta',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt korijena make 500 mg, ekstrakt damiane 200 mg, ekstrakt ašvagande 150 mg, magnezij 56 mg (15% NRV), ekstrakt šafrana 30 mg, vitamin B6 1,4 mg (100% NRV).',
          'Ekstrakt šafrana standardiziran na aktivne tvari safranal i krocin.',
          'Biljne kapsule, bez glutena, laktoze i umjetnih boja.',
          'Proizvedeno u EU prema GMP standardu; diskretno pakovanje.',
        ],
      },
      eke: {
        name: 'Libido Rose',
        heading: 'Više energije, više bliskosti — vreme je za vas',
        subHeading:
          'Maka, damijana i šafran tradicionalno se koriste kao podrška ženskoj želji i dobrom raspoloženju, a vitamin B6 doprinosi regulaciji hormonske aktivnosti.',
        description: [
          'Umor, stres, briga o svima oko sebe i hormonske promene tokom meseca — nije čudo da želja ponekad ode na čekanje. Libido Rose je dodatak ishrani za žene koje žele ponovo da osete više energije, opuštenosti i bliskosti, na prirodan način.',
          'U dve kapsule nalazi se 500 mg ekstrakta korena make, 200 mg ekstrakta damijane i 30 mg ekstrakta šafrana — biljaka koje se tradicionalno koriste kao podrška libidu i raspoloženju. Ekstrakt ašvagande (150 mg) podržava telo u stresnim periodima i pomaže opuštanju.',
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti i smanjenju umora, a magnezijum doprinosi normalnoj funkciji nervnog sistema. Dajte sebi vremena: većina žena formulu koristi najmanje mesec dana, kao deo rutine koja uključuje i dovoljno sna i trenutke samo za sebe.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno uz doručak, sa čašom vode. Preporučeno trajanje primene je najmanje 30 dana, a najbolje rezultate korisnice primećuju posle dva meseca. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu ishranu i zdrav način života. Nije namenjeno trudnicama ni dojiljama, a uz antidepresive ili lekove za štitnu žlezdu uzimajte ga samo uz savet lekara.',
        advantages: [
          'Maka, damijana i šafran za žensku želju i raspoloženje',
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti',
          'Ašvaganda za opuštanje u stresnim periodima',
          'Magnezijum doprinosi smanjenju umora i iscrpljenosti',
          'Bez hormona i bez recepta',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt korena make 500 mg, ekstrakt damijane 200 mg, ekstrakt ašvagande 150 mg, magnezijum 56 mg (15% NRV), ekstrakt šafrana 30 mg, vitamin B6 1,4 mg (100% NRV).',
          'Ekstrakt šafrana standardizovan na aktivne materije safranal i krocin.',
          'Biljne kapsule, bez glutena, laktoze i veštačkih boja.',
          'Proizvedeno u EU prema GMP standardu; diskretno pakovanje.',
        ],
      },
    },
    prices: {
      BA: { old: 13990, new: 7490 },
      RS: { old: 819000, new: 439000 },
      HR: { old: 6990, new: 3790 },
      ME: { old: 6990, new: 3790 },
    },
    images: img('libido', 4),
    ingredientsImage: 'libido-ingredients.svg',
    children: null,
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 9,
    slog: 'digest-detox',
    group: 'mrsavljenje',
    scaleleadId: 'SL-10429',
    stockDays: 30,
    popularity: 820,
    texts: {
      ije: {
        name: 'Digest Detox',
        heading: 'Osjećaj lakoće nakon svakog obroka',
        subHeading:
          'Sikavica, artičoka, maslačak i đumbir podržavaju probavu i prirodne procese čišćenja organizma, a kolin doprinosi normalnoj funkciji jetre.',
        description: [
          'Nadutost, osjećaj težine nakon obroka i trom probavni sustav česti su pratioci užurbanog života, neredovitih obroka i blagdanskih stolova. Digest Detox je blaga biljna formula za svakodnevnu podršku probavi — bez laksativa i naglih učinaka.',
          'Dnevna doza sadrži 200 mg ekstrakta sikavice standardiziranog na 80% silimarina, 200 mg ekstrakta artičoke i 150 mg ekstrakta korijena maslačka — biljaka koje se tradicionalno koriste za podršku radu jetre i žuči. Ekstrakt đumbira (100 mg) pomaže ugodnom osjećaju u trbuhu, a inulin iz cikorije (300 mg) je prebiotičko vlakno koje hrani korisne crijevne bakterije.',
          'Kolin (82,5 mg) doprinosi normalnoj funkciji jetre i normalnom metabolizmu lipida. Digest Detox se odlično slaže s programom Pure Fit, a sam je idealan nakon blagdana, putovanja ili kada se želite vratiti laganijoj prehrani.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, jednu uz ručak i jednu uz večeru, s čašom vode. Preporučujemo kuru od 30 dana, koju možete ponoviti nakon pauze od 14 dana. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu prehranu. Ne preporučuje se osobama sa žučnim kamencima ili alergijom na glavočike (maslačak, artičoka), kao ni trudnicama i dojiljama.',
        advantages: [
          'Kolin doprinosi normalnoj funkciji jetre',
          'Sikavica, artičoka i maslačak za podršku probavi',
          'Inulin — prebiotičko vlakno za crijevnu floru',
          'Đumbir za ugodan osjećaj u trbuhu',
          'Bez laksativa — blago i za svaki dan',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): inulin 300 mg, ekstrakt sikavice 200 mg (160 mg silimarina), ekstrakt artičoke 200 mg, ekstrakt korijena maslačka 150 mg, ekstrakt đumbira 100 mg, kolin 82,5 mg.',
          'Biljni ekstrakti standardizirani na aktivne tvari.',
          'Veganske kapsule, bez glutena i laktoze.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'Digest Detox',
        heading: 'Osećaj lakoće posle svakog obroka',
        subHeading:
          'Sikavica, artičoka, maslačak i đumbir podržavaju varenje i prirodne procese čišćenja organizma, a holin doprinosi normalnoj funkciji jetre.',
        description: [
          'Nadutost, osećaj težine posle obroka i trom sistem za varenje česti su pratioci užurbanog života, neredovnih obroka i prazničnih trpeza. Digest Detox je blaga biljna formula za svakodnevnu podršku varenju — bez laksativa i naglih efekata.',
          'Dnevna doza sadrži 200 mg ekstrakta sikavice standardizovanog na 80% silimarina, 200 mg ekstrakta artičoke i 150 mg ekstrakta korena maslačka — biljaka koje se tradicionalno koriste kao podrška radu jetre i žuči. Ekstrakt đumbira (100 mg) pomaže prijatnom osećaju u stomaku, a inulin iz cikorije (300 mg) je prebiotsko vlakno koje hrani korisne crevne bakterije.',
          'Holin (82,5 mg) doprinosi normalnoj funkciji jetre i normalnom metabolizmu lipida. Digest Detox se odlično slaže sa programom Pure Fit, a sam je idealan posle praznika, putovanja ili kada želite da se vratite lakšoj ishrani.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, jednu uz ručak i jednu uz večeru, sa čašom vode. Preporučujemo kuru od 30 dana, koju možete ponoviti posle pauze od 14 dana. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu ishranu. Ne preporučuje se osobama sa kamenom u žučnoj kesi ili alergijom na glavočike (maslačak, artičoka), kao ni trudnicama i dojiljama.',
        advantages: [
          'Holin doprinosi normalnoj funkciji jetre',
          'Sikavica, artičoka i maslačak kao podrška varenju',
          'Inulin — prebiotsko vlakno za crevnu floru',
          'Đumbir za prijatan osećaj u stomaku',
          'Bez laksativa — blago i za svaki dan',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): inulin 300 mg, ekstrakt sikavice 200 mg (160 mg silimarina), ekstrakt artičoke 200 mg, ekstrakt korena maslačka 150 mg, ekstrakt đumbira 100 mg, holin 82,5 mg.',
          'Biljni ekstrakti standardizovani na aktivne materije.',
          'Veganske kapsule, bez glutena i laktoze.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 9990, new: 5990 },
      RS: { old: 589000, new: 349000 },
      HR: { old: 4990, new: 2990 },
      ME: { old: 4990, new: 2990 },
    },
    images: img('digest-detox', 4),
    ingredientsImage: 'digest-detox-ingredients.svg',
    children: null,
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 10,
    slog: 'fem-balance',
    group: 'menstrualna-podrska',
    scaleleadId: 'SL-10430',
    stockDays: 30,
    popularity: 800,
    texts: {
      ije: {
        name: 'Fem Balance',
        heading: 'Mirniji dani u mjesecu, u skladu s vašim ritmom',
        subHeading:
          'Konopljika, vrkuta i matičnjak tradicionalno se koriste za podršku ženskom ciklusu, a vitamin B6 doprinosi regulaciji hormonske aktivnosti.',
        description: [
          'Napetost u grudima, promjene raspoloženja, umor i nelagoda nekoliko dana prije menstruacije — mnoge žene to dožive svaki mjesec i prihvate kao nešto što se mora istrpjeti. Fem Balance je osmišljen kako bi ti dani prošli mirnije.',
          'Formula spaja 40 mg ekstrakta ploda konopljike (Vitex agnus-castus), 200 mg ekstrakta vrkute i 150 mg ekstrakta matičnjaka — biljke koje žene u Europi stoljećima koriste za podršku ciklusu i opuštanju. Magnezij (150 mg) doprinosi smanjenju umora i iscrpljenosti te normalnoj funkciji mišića.',
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti, a vitamin E doprinosi zaštiti stanica od oksidativnog stresa. Konopljika djeluje postupno, pa Fem Balance uzimajte svakodnevno, kroz cijeli ciklus, najmanje tri mjeseca.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, ujutro uz doručak, s čašom vode — svaki dan, neovisno o fazi ciklusa. Preporučeno trajanje primjene je najmanje 90 dana. Ne prekoračujte preporučenu dnevnu dozu; dodatak prehrani nije zamjena za raznovrsnu prehranu i zdrav način života. Nije namijenjeno trudnicama ni dojiljama, a uz hormonsku kontracepciju ili terapiju uzimajte ga samo uz savjet ljekara.',
        advantages: [
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti',
          'Konopljika, vrkuta i matičnjak u jednoj formuli',
          'Magnezij doprinosi normalnoj funkciji mišića',
          'Vitamin E doprinosi zaštiti stanica od oksidativnog stresa',
          'Bez hormona, za svakodnevnu primjenu',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt vrkute 200 mg, magnezij 150 mg (40% NRV), ekstrakt matičnjaka 150 mg, ekstrakt ploda konopljike 40 mg, vitamin E 12 mg (100% NRV), vitamin B6 1,4 mg (100% NRV).',
          'Konopljika iz kontroliranog uzgoja na Sredozemlju.',
          'Biljne kapsule, bez glutena, laktoze i soje.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'Fem Balance',
        heading: 'Mirniji dani u mesecu, u skladu sa vašim ritmom',
        subHeading:
          'Konopljika, virak i matičnjak tradicionalno se koriste kao podrška ženskom ciklusu, a vitamin B6 doprinosi regulaciji hormonske aktivnosti.',
        description: [
          'Napetost u grudima, promene raspoloženja, umor i nelagodnost nekoliko dana pre menstruacije — mnoge žene to dožive svakog meseca i prihvate kao nešto što mora da se istrpi. Fem Balance je osmišljen da ti dani prođu mirnije.',
          'Formula spaja 40 mg ekstrakta ploda konopljike (Vitex agnus-castus), 200 mg ekstrakta viraka i 150 mg ekstrakta matičnjaka — biljke koje žene u Evropi vekovima koriste kao podršku ciklusu i opuštanju. Magnezijum (150 mg) doprinosi smanjenju umora i iscrpljenosti i normalnoj funkciji mišića.',
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti, a vitamin E doprinosi zaštiti ćelija od oksidativnog stresa. Konopljika deluje postepeno, pa Fem Balance uzimajte svakodnevno, tokom celog ciklusa, najmanje tri meseca.',
        ].join('\n\n'),
        howToUse:
          'Uzimajte 2 kapsule dnevno, ujutru uz doručak, sa čašom vode — svaki dan, nezavisno od faze ciklusa. Preporučeno trajanje primene je najmanje 90 dana. Ne prekoračujte preporučenu dnevnu dozu; dodatak ishrani nije zamena za raznovrsnu ishranu i zdrav način života. Nije namenjeno trudnicama ni dojiljama, a uz hormonsku kontracepciju ili terapiju uzimajte ga samo uz savet lekara.',
        advantages: [
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti',
          'Konopljika, virak i matičnjak u jednoj formuli',
          'Magnezijum doprinosi normalnoj funkciji mišića',
          'Vitamin E doprinosi zaštiti ćelija od oksidativnog stresa',
          'Bez hormona, za svakodnevnu primenu',
        ],
        benefits: [
          'Dnevna doza (2 kapsule): ekstrakt viraka 200 mg, magnezijum 150 mg (40% NRV), ekstrakt matičnjaka 150 mg, ekstrakt ploda konopljike 40 mg, vitamin E 12 mg (100% NRV), vitamin B6 1,4 mg (100% NRV).',
          'Konopljika iz kontrolisanog uzgoja na Mediteranu.',
          'Biljne kapsule, bez glutena, laktoze i soje.',
          'Proizvedeno u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 12990, new: 6990 },
      RS: { old: 759000, new: 409000 },
      HR: { old: 6490, new: 3490 },
      ME: { old: 6490, new: 3490 },
    },
    images: img('fem-balance', 4),
    ingredientsImage: 'fem-balance-ingredients.svg',
    children: null,
  },
  // ── Bundles ("paketi") ──────────────────────────────────────────────────────────────────────
  {
    id: 11,
    slog: 'paket-vitka-linija',
    group: 'mrsavljenje',
    scaleleadId: 'SL-10441',
    stockDays: 30,
    popularity: 760,
    texts: {
      ije: {
        name: 'Paket Vitka linija',
        heading: 'Pure Fit i Digest Detox zajedno — dvostruka podrška, po nižoj cijeni',
        subHeading:
          'Pure Fit za osjećaj sitosti, Digest Detox za laganu probavu. Mjesec dana programa, uz uštedu u odnosu na pojedinačnu kupnju.',
        description: [
          'Paket Vitka linija spaja naša dva najtraženija proizvoda za mršavljenje u mjesečni program. Pure Fit s glukomananom, zelenim čajem i kromom pomaže vam da lakše ostanete pri manjim porcijama, a Digest Detox sa sikavicom, artičokom i đumbirom podržava probavu i osjećaj lakoće nakon obroka.',
          'U paketu dobivate po jedno pakovanje svakog proizvoda — zalihu za 30 dana — i plaćate manje nego da ih kupujete odvojeno. Kapsule se lijepo uklapaju u dan: Pure Fit prije obroka, Digest Detox uz ručak i večeru.',
        ].join('\n\n'),
        howToUse:
          'Pure Fit: 3 kapsule dnevno, po jedna 30 minuta prije glavnog obroka, uz dvije čaše vode. Digest Detox: 2 kapsule dnevno, uz ručak i večeru. Ne prekoračujte preporučene dnevne doze; dodaci prehrani nisu zamjena za raznovrsnu prehranu i zdrav način života. Nije namijenjeno trudnicama, dojiljama ni djeci.',
        advantages: [
          'Dva proizvoda, jedan plan za 30 dana',
          'Ušteda u odnosu na pojedinačnu kupnju',
          'Krom doprinosi održavanju normalne razine glukoze u krvi',
          'Kolin doprinosi normalnoj funkciji jetre',
          'Jedna pošiljka, plaćanje pouzećem',
        ],
        benefits: [
          '1 × Pure Fit (90 kapsula) + 1 × Digest Detox (60 kapsula).',
          'Pure Fit, dnevna doza: glukomanan 1200 mg, ekstrakt zelenog čaja 300 mg, L-karnitin tartarat 300 mg, ekstrakt crnog bibera 5 mg, vitamin B6 1,4 mg, krom 40 µg.',
          'Digest Detox, dnevna doza: inulin 300 mg, ekstrakt sikavice 200 mg, ekstrakt artičoke 200 mg, ekstrakt korijena maslačka 150 mg, ekstrakt đumbira 100 mg, kolin 82,5 mg.',
          'Oba proizvoda proizvedena su u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'Paket Vitka linija',
        heading: 'Pure Fit i Digest Detox zajedno — dvostruka podrška, po nižoj ceni',
        subHeading:
          'Pure Fit za osećaj sitosti, Digest Detox za lako varenje. Mesec dana programa, uz uštedu u odnosu na pojedinačnu kupovinu.',
        description: [
          'Paket Vitka linija spaja naša dva najtraženija proizvoda za mršavljenje u mesečni program. Pure Fit sa glukomananom, zelenim čajem i hromom pomaže vam da lakše ostanete pri manjim porcijama, a Digest Detox sa sikavicom, artičokom i đumbirom podržava varenje i osećaj lakoće posle obroka.',
          'U paketu dobijate po jedno pakovanje svakog proizvoda — zalihu za 30 dana — i plaćate manje nego da ih kupujete odvojeno. Kapsule se lepo uklapaju u dan: Pure Fit pre obroka, Digest Detox uz ručak i večeru.',
        ].join('\n\n'),
        howToUse:
          'Pure Fit: 3 kapsule dnevno, po jedna 30 minuta pre glavnog obroka, uz dve čaše vode. Digest Detox: 2 kapsule dnevno, uz ručak i večeru. Ne prekoračujte preporučene dnevne doze; dodaci ishrani nisu zamena za raznovrsnu ishranu i zdrav način života. Nije namenjeno trudnicama, dojiljama ni deci.',
        advantages: [
          'Dva proizvoda, jedan plan za 30 dana',
          'Ušteda u odnosu na pojedinačnu kupovinu',
          'Hrom doprinosi održavanju normalnog nivoa glukoze u krvi',
          'Holin doprinosi normalnoj funkciji jetre',
          'Jedna pošiljka, plaćanje pouzećem',
        ],
        benefits: [
          '1 × Pure Fit (90 kapsula) + 1 × Digest Detox (60 kapsula).',
          'Pure Fit, dnevna doza: glukomanan 1200 mg, ekstrakt zelenog čaja 300 mg, L-karnitin tartarat 300 mg, ekstrakt crnog bibera 5 mg, vitamin B6 1,4 mg, hrom 40 µg.',
          'Digest Detox, dnevna doza: inulin 300 mg, ekstrakt sikavice 200 mg, ekstrakt artičoke 200 mg, ekstrakt korena maslačka 150 mg, ekstrakt đumbira 100 mg, holin 82,5 mg.',
          'Oba proizvoda su proizvedena u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 21980, new: 10990 },
      RS: { old: 1279000, new: 639000 },
      HR: { old: 10980, new: 5490 },
      ME: { old: 10980, new: 5490 },
    },
    images: img('paket-vitka-linija', 3),
    ingredientsImage: 'paket-vitka-linija-ingredients.svg',
    children: ['pure-fit', 'digest-detox'],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 12,
    slog: 'paket-ljepota',
    group: 'bore',
    scaleleadId: 'SL-10442',
    stockDays: 30,
    popularity: 750,
    texts: {
      ije: {
        name: 'Paket Ljepota',
        heading: 'Koža i kosa koje plijene pogled — iz jedne jutarnje rutine',
        subHeading:
          'Beauty Fem i HairGrow Plus zajedno: kolagen, hijaluronska kiselina, biotin, cink i selen za ljepotu iznutra — po nižoj cijeni.',
        description: [
          'Najljepši rezultati dolaze kad koža i kosa dobiju podršku istovremeno. Paket Ljepota spaja Beauty Fem — morski kolagen, hijaluronsku kiselinu i vitamin C, koji doprinosi normalnom stvaranju kolagena za normalnu funkciju kože — i HairGrow Plus s biotinom, cinkom i selenom, koji doprinose održavanju normalne kose.',
          'Obje formule uzimaju se uz doručak, pa rutina traje manje od minute. Paket je zaliha za 30 dana, a u odnosu na pojedinačnu kupnju uštedite više od 15%.',
        ].join('\n\n'),
        howToUse:
          'Beauty Fem: 2 kapsule dnevno uz doručak. HairGrow Plus: 2 kapsule dnevno uz obrok; obje uzimajte s čašom vode najmanje 60 do 90 dana. Ne prekoračujte preporučene dnevne doze; dodaci prehrani nisu zamjena za raznovrsnu prehranu. Nije namijenjeno trudnicama, dojiljama, djeci ni osobama alergičnim na ribu.',
        advantages: [
          'Njega kože i kose u jednoj jutarnjoj rutini',
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Biotin, cink i selen doprinose održavanju normalne kose',
          'Ušteda veća od 15% u odnosu na pojedinačnu kupnju',
          'Zaliha za 30 dana',
        ],
        benefits: [
          '1 × Beauty Fem (60 kapsula) + 1 × HairGrow Plus (60 kapsula).',
          'Beauty Fem, dnevna doza: morski kolagen 600 mg, hijaluronska kiselina 100 mg, vitamin C 80 mg, koenzim Q10 30 mg, cink 10 mg, bakar 1 mg, biotin 50 µg.',
          'HairGrow Plus, dnevna doza: L-cistein 200 mg, ekstrakt prosa 150 mg, ekstrakt preslice 150 mg, cink 10 mg, pantotenska kiselina 6 mg, biotin 2500 µg, selen 55 µg.',
          'Oba proizvoda proizvedena su u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'Paket Lepota',
        heading: 'Koža i kosa koje plene pogled — iz jedne jutarnje rutine',
        subHeading:
          'Beauty Fem i HairGrow Plus zajedno: kolagen, hijaluronska kiselina, biotin, cink i selen za lepotu iznutra — po nižoj ceni.',
        description: [
          'Najlepši rezultati dolaze kad koža i kosa dobiju podršku istovremeno. Paket Lepota spaja Beauty Fem — morski kolagen, hijaluronsku kiselinu i vitamin C, koji doprinosi normalnom stvaranju kolagena za normalnu funkciju kože — i HairGrow Plus sa biotinom, cinkom i selenom, koji doprinose održavanju normalne kose.',
          'Obe formule se uzimaju uz doručak, pa rutina traje manje od minuta. Paket je zaliha za 30 dana, a u odnosu na pojedinačnu kupovinu uštedite više od 15%.',
        ].join('\n\n'),
        howToUse:
          'Beauty Fem: 2 kapsule dnevno uz doručak. HairGrow Plus: 2 kapsule dnevno uz obrok; obe uzimajte sa čašom vode najmanje 60 do 90 dana. Ne prekoračujte preporučene dnevne doze; dodaci ishrani nisu zamena za raznovrsnu ishranu. Nije namenjeno trudnicama, dojiljama, deci ni osobama alergičnim na ribu.',
        advantages: [
          'Nega kože i kose u jednoj jutarnjoj rutini',
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Biotin, cink i selen doprinose održavanju normalne kose',
          'Ušteda veća od 15% u odnosu na pojedinačnu kupovinu',
          'Zaliha za 30 dana',
        ],
        benefits: [
          '1 × Beauty Fem (60 kapsula) + 1 × HairGrow Plus (60 kapsula).',
          'Beauty Fem, dnevna doza: morski kolagen 600 mg, hijaluronska kiselina 100 mg, vitamin C 80 mg, koenzim Q10 30 mg, cink 10 mg, bakar 1 mg, biotin 50 µg.',
          'HairGrow Plus, dnevna doza: L-cistein 200 mg, ekstrakt prosa 150 mg, ekstrakt preslice 150 mg, cink 10 mg, pantotenska kiselina 6 mg, biotin 2500 µg, selen 55 µg.',
          'Oba proizvoda su proizvedena u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 25980, new: 12990 },
      RS: { old: 1518000, new: 759000 },
      HR: { old: 12980, new: 6490 },
      ME: { old: 12980, new: 6490 },
    },
    images: img('paket-ljepota', 3),
    ingredientsImage: 'paket-ljepota-ingredients.svg',
    children: ['beauty-fem', 'hairgrow-plus'],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 13,
    slog: 'paket-zategnuto-tijelo',
    group: 'mrsavljenje',
    scaleleadId: 'SL-10443',
    stockDays: 30,
    popularity: 740,
    texts: {
      ije: {
        name: 'Paket Zategnuto tijelo',
        heading: 'Za vitku liniju i lijepo zategnutu kožu — u jednom paketu',
        subHeading:
          'Pure Fit podržava vaš plan mršavljenja, a Cellu Lift čvrstoću i glatkoću kože bedara. Dva proizvoda, jedan mjesec, niža cijena.',
        description: [
          'Kad kilogrami krenu dolje, želite da i koža prati promjenu. Paket Zategnuto tijelo kombinira Pure Fit — glukomanan, zeleni čaj i krom za lakše održavanje manjih porcija — i Cellu Lift s centelom azijskom, ekstraktom sjemenki grožđa i vitaminom C, koji doprinosi normalnom stvaranju kolagena za normalnu funkciju kože.',
          'Paket sadrži po jedno pakovanje svakog proizvoda, dovoljno za 30 dana. Najbolje rezultate daje uz uravnoteženu prehranu, puno vode i kretanje — a mi vam pomažemo da na tom putu i uštedite.',
        ].join('\n\n'),
        howToUse:
          'Pure Fit: 3 kapsule dnevno, po jedna 30 minuta prije glavnog obroka, uz dvije čaše vode. Cellu Lift: 2 kapsule dnevno, jedna ujutro i jedna popodne. Ne prekoračujte preporučene dnevne doze; dodaci prehrani nisu zamjena za raznovrsnu prehranu i zdrav način života. Nije namijenjeno trudnicama, dojiljama ni djeci.',
        advantages: [
          'Podrška mršavljenju i izgledu kože u jednom planu',
          'Krom doprinosi održavanju normalne razine glukoze u krvi',
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Ušteda u odnosu na pojedinačnu kupnju',
          'Zaliha za 30 dana',
        ],
        benefits: [
          '1 × Pure Fit (90 kapsula) + 1 × Cellu Lift (60 kapsula).',
          'Pure Fit, dnevna doza: glukomanan 1200 mg, ekstrakt zelenog čaja 300 mg, L-karnitin tartarat 300 mg, ekstrakt crnog bibera 5 mg, vitamin B6 1,4 mg, krom 40 µg.',
          'Cellu Lift, dnevna doza: ekstrakt centele azijske 300 mg, bromelain 150 mg, ekstrakt korijena maslačka 150 mg, ekstrakt sjemenki grožđa 100 mg, vitamin C 80 mg, niacin 16 mg.',
          'Oba proizvoda proizvedena su u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'Paket Zategnuto telo',
        heading: 'Za vitku liniju i lepo zategnutu kožu — u jednom paketu',
        subHeading:
          'Pure Fit podržava vaš plan mršavljenja, a Cellu Lift čvrstinu i glatkoću kože butina. Dva proizvoda, jedan mesec, niža cena.',
        description: [
          'Kad kilogrami krenu dole, želite da i koža prati promenu. Paket Zategnuto telo kombinuje Pure Fit — glukomanan, zeleni čaj i hrom za lakše održavanje manjih porcija — i Cellu Lift sa centelom azijskom, ekstraktom semenki grožđa i vitaminom C, koji doprinosi normalnom stvaranju kolagena za normalnu funkciju kože.',
          'Paket sadrži po jedno pakovanje svakog proizvoda, dovoljno za 30 dana. Najbolje rezultate daje uz uravnoteženu ishranu, dosta vode i kretanje — a mi vam pomažemo da na tom putu i uštedite.',
        ].join('\n\n'),
        howToUse:
          'Pure Fit: 3 kapsule dnevno, po jedna 30 minuta pre glavnog obroka, uz dve čaše vode. Cellu Lift: 2 kapsule dnevno, jedna ujutru i jedna po podne. Ne prekoračujte preporučene dnevne doze; dodaci ishrani nisu zamena za raznovrsnu ishranu i zdrav način života. Nije namenjeno trudnicama, dojiljama ni deci.',
        advantages: [
          'Podrška mršavljenju i izgledu kože u jednom planu',
          'Hrom doprinosi održavanju normalnog nivoa glukoze u krvi',
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Ušteda u odnosu na pojedinačnu kupovinu',
          'Zaliha za 30 dana',
        ],
        benefits: [
          '1 × Pure Fit (90 kapsula) + 1 × Cellu Lift (60 kapsula).',
          'Pure Fit, dnevna doza: glukomanan 1200 mg, ekstrakt zelenog čaja 300 mg, L-karnitin tartarat 300 mg, ekstrakt crnog bibera 5 mg, vitamin B6 1,4 mg, hrom 40 µg.',
          'Cellu Lift, dnevna doza: ekstrakt centele azijske 300 mg, bromelain 150 mg, ekstrakt korena maslačka 150 mg, ekstrakt semenki grožđa 100 mg, vitamin C 80 mg, niacin 16 mg.',
          'Oba proizvoda su proizvedena u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 23980, new: 11490 },
      RS: { old: 1429000, new: 679000 },
      HR: { old: 11980, new: 5790 },
      ME: { old: 11980, new: 5790 },
    },
    images: img('paket-zategnuto-tijelo', 3),
    ingredientsImage: 'paket-zategnuto-tijelo-ingredients.svg',
    children: ['pure-fit', 'cellu-lift'],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 14,
    slog: 'paket-muska-snaga',
    group: 'libido',
    scaleleadId: 'SL-10444',
    stockDays: 30,
    popularity: 730,
    texts: {
      ije: {
        name: 'Paket Muška snaga',
        heading: 'Vitalnost i briga o prostati — uvijek korak ispred',
        subHeading:
          'Prosta Vital i Alpha Potent zajedno: patuljasta palma, sjemenke bundeve, maka, tribulus i cink, koji doprinosi održavanju normalne razine testosterona u krvi.',
        description: [
          'Muško zdravlje nisu samo snaga i energija — nego i briga o prostati, o kojoj se rijetko govori na vrijeme. Paket Muška snaga spaja Prosta Vital, s 320 mg ekstrakta patuljaste palme, sjemenkama bundeve i korijenom koprive, i Alpha Potent, s makom, tribulusom, ženšenom i L-argininom.',
          'Obje formule sadrže cink, koji doprinosi normalnoj plodnosti i održavanju normalne razine testosterona u krvi, a zajedno daju 20 mg cinka dnevno — unutar sigurnih granica. Paket je zaliha za 30 dana, stiže u diskretnom pakovanju i košta manje nego pojedinačna kupnja.',
        ].join('\n\n'),
        howToUse:
          'Prosta Vital: 2 kapsule dnevno, uz doručak i večeru. Alpha Potent: 2 kapsule dnevno, ujutro uz doručak. Ne prekoračujte preporučene dnevne doze; dodaci prehrani nisu zamjena za raznovrsnu prehranu i redovne preventivne preglede. Osobe s povišenim krvnim tlakom ili koje uzimaju lijekove prije upotrebe se trebaju posavjetovati s ljekarom.',
        advantages: [
          'Briga o prostati i muška vitalnost u jednom planu',
          'Cink doprinosi održavanju normalne razine testosterona u krvi',
          'Selen doprinosi normalnoj spermatogenezi',
          'Vitamin B6 doprinosi smanjenju umora i iscrpljenosti',
          'Diskretna dostava i ušteda u odnosu na pojedinačnu kupnju',
        ],
        benefits: [
          '1 × Prosta Vital (60 kapsula) + 1 × Alpha Potent (60 kapsula).',
          'Prosta Vital, dnevna doza: ekstrakt patuljaste palme 320 mg, ekstrakt sjemenki bundeve 250 mg, ekstrakt korijena koprive 120 mg, likopen 5 mg, cink 10 mg, selen 55 µg.',
          'Alpha Potent, dnevna doza: ekstrakt korijena make 500 mg, L-arginin 300 mg, ekstrakt tribulusa 250 mg, ekstrakt ženšena 100 mg, cink 10 mg, vitamin B6 1,4 mg.',
          'Oba proizvoda proizvedena su u EU prema GMP standardu.',
        ],
      },
      eke: {
        name: 'Paket Muška snaga',
        heading: 'Vitalnost i briga o prostati — uvek korak ispred',
        subHeading:
          'Prosta Vital i Alpha Potent zajedno: patuljasta palma, semenke bundeve, maka, tribulus i cink, koji doprinosi održavanju normalnog nivoa testosterona u krvi.',
        description: [
          'Muško zdravlje nisu samo snaga i energija — već i briga o prostati, o kojoj se retko govori na vreme. Paket Muška snaga spaja Prosta Vital, sa 320 mg ekstrakta patuljaste palme, semenkama bundeve i korenom koprive, i Alpha Potent, sa makom, tribulusom, ženšenom i L-argininom.',
          'Obe formule sadrže cink, koji doprinosi normalnoj plodnosti i održavanju normalnog nivoa testosterona u krvi, a zajedno daju 20 mg cinka dnevno — u bezbednim granicama. Paket je zaliha za 30 dana, stiže u diskretnom pakovanju i košta manje nego pojedinačna kupovina.',
        ].join('\n\n'),
        howToUse:
          'Prosta Vital: 2 kapsule dnevno, uz doručak i večeru. Alpha Potent: 2 kapsule dnevno, ujutru uz doručak. Ne prekoračujte preporučene dnevne doze; dodaci ishrani nisu zamena za raznovrsnu ishranu i redovne preventivne preglede. Osobe sa povišenim krvnim pritiskom ili koje uzimaju lekove treba da se pre upotrebe posavetuju sa lekarom.',
        advantages: [
          'Briga o prostati i muška vitalnost u jednom planu',
          'Cink doprinosi održavanju normalnog nivoa testosterona u krvi',
          'Selen doprinosi normalnoj spermatogenezi',
          'Vitamin B6 doprinosi smanjenju umora i iscrpljenosti',
          'Diskretna dostava i ušteda u odnosu na pojedinačnu kupovinu',
        ],
        benefits: [
          '1 × Prosta Vital (60 kapsula) + 1 × Alpha Potent (60 kapsula).',
          'Prosta Vital, dnevna doza: ekstrakt patuljaste palme 320 mg, ekstrakt semenki bundeve 250 mg, ekstrakt korena koprive 120 mg, likopen 5 mg, cink 10 mg, selen 55 µg.',
          'Alpha Potent, dnevna doza: ekstrakt korena make 500 mg, L-arginin 300 mg, ekstrakt tribulusa 250 mg, ekstrakt ženšena 100 mg, cink 10 mg, vitamin B6 1,4 mg.',
          'Oba proizvoda su proizvedena u EU prema GMP standardu.',
        ],
      },
    },
    prices: {
      BA: { old: 24990, new: 12990 },
      RS: { old: 1459000, new: 759000 },
      HR: { old: 12490, new: 6490 },
      ME: { old: 12490, new: 6490 },
    },
    images: img('paket-muska-snaga', 3),
    ingredientsImage: 'paket-muska-snaga-ingredients.svg',
    children: ['prosta-vital', 'alpha-potent'],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 15,
    slog: 'paket-zenska-harmonija',
    group: 'menstrualna-podrska',
    scaleleadId: 'SL-10445',
    stockDays: 30,
    popularity: 720,
    texts: {
      ije: {
        name: 'Paket Ženska harmonija',
        heading: 'Tri formule za tri strane vas — ravnoteža, želja i ljepota',
        subHeading:
          'Fem Balance za mirnije dane u mjesecu, Libido Rose za energiju i bliskost, Beauty Fem za kožu koja blista. Najveća ušteda u našoj ponudi paketa.',
        description: [
          'Paket Ženska harmonija nastao je za žene koje se žele osjećati dobro svakog dana u mjesecu. Fem Balance s konopljikom, vrkutom i vitaminom B6, koji doprinosi regulaciji hormonske aktivnosti, brine o ravnoteži; Libido Rose s makom, damianom i šafranom podržava energiju i želju; Beauty Fem s morskim kolagenom i vitaminom C njeguje kožu iznutra.',
          'Sve tri formule uzimaju se ujutro, uz doručak, a paket je zaliha za cijeli mjesec. U odnosu na pojedinačnu kupnju uštedite oko 20% — to je najveća ušteda među našim paketima.',
        ].join('\n\n'),
        howToUse:
          'Fem Balance, Libido Rose i Beauty Fem: po 2 kapsule svakog proizvoda dnevno, ujutro uz doručak i čašu vode. Ne prekoračujte preporučene dnevne doze; dodaci prehrani nisu zamjena za raznovrsnu prehranu i zdrav način života. Nije namijenjeno trudnicama, dojiljama ni osobama alergičnim na ribu, a uz hormonsku terapiju ili antidepresive koristite ga samo uz savjet ljekara.',
        advantages: [
          'Tri formule, jedna jutarnja rutina',
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti',
          'Magnezij doprinosi smanjenju umora i iscrpljenosti',
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Najveća ušteda među našim paketima — oko 20%',
        ],
        benefits: [
          '1 × Fem Balance + 1 × Libido Rose + 1 × Beauty Fem (po 60 kapsula).',
          'Fem Balance, dnevna doza: ekstrakt vrkute 200 mg, magnezij 150 mg, ekstrakt matičnjaka 150 mg, ekstrakt ploda konopljike 40 mg, vitamin E 12 mg, vitamin B6 1,4 mg.',
          'Libido Rose, dnevna doza: ekstrakt korijena make 500 mg, ekstrakt damiane 200 mg, ekstrakt ašvagande 150 mg, magnezij 56 mg, ekstrakt šafrana 30 mg, vitamin B6 1,4 mg.',
          'Beauty Fem, dnevna doza: morski kolagen 600 mg, hijaluronska kiselina 100 mg, vitamin C 80 mg, koenzim Q10 30 mg, cink 10 mg, bakar 1 mg, biotin 50 µg.',
          'Sva tri proizvoda proizvedena su u EU prema GMP standardu; diskretno pakovanje.',
        ],
      },
      eke: {
        name: 'Paket Ženska harmonija',
        heading: 'Tri formule za tri strane vas — ravnoteža, želja i lepota',
        subHeading:
          'Fem Balance za mirnije dane u mesecu, Libido Rose za energiju i bliskost, Beauty Fem za kožu koja blista. Najveća ušteda u našoj ponudi paketa.',
        description: [
          'Paket Ženska harmonija nastao je za žene koje žele da se osećaju dobro svakog dana u mesecu. Fem Balance sa konopljikom, virakom i vitaminom B6, koji doprinosi regulaciji hormonske aktivnosti, brine o ravnoteži; Libido Rose sa makom, damijanom i šafranom podržava energiju i želju; Beauty Fem sa morskim kolagenom i vitaminom C neguje kožu iznutra.',
          'Sve tri formule se uzimaju ujutru, uz doručak, a paket je zaliha za ceo mesec. U odnosu na pojedinačnu kupovinu uštedite oko 20% — to je najveća ušteda među našim paketima.',
        ].join('\n\n'),
        howToUse:
          'Fem Balance, Libido Rose i Beauty Fem: po 2 kapsule svakog proizvoda dnevno, ujutru uz doručak i čašu vode. Ne prekoračujte preporučene dnevne doze; dodaci ishrani nisu zamena za raznovrsnu ishranu i zdrav način života. Nije namenjeno trudnicama, dojiljama ni osobama alergičnim na ribu, a uz hormonsku terapiju ili antidepresive koristite ga samo uz savet lekara.',
        advantages: [
          'Tri formule, jedna jutarnja rutina',
          'Vitamin B6 doprinosi regulaciji hormonske aktivnosti',
          'Magnezijum doprinosi smanjenju umora i iscrpljenosti',
          'Vitamin C doprinosi normalnom stvaranju kolagena za normalnu funkciju kože',
          'Najveća ušteda među našim paketima — oko 20%',
        ],
        benefits: [
          '1 × Fem Balance + 1 × Libido Rose + 1 × Beauty Fem (po 60 kapsula).',
          'Fem Balance, dnevna doza: ekstrakt viraka 200 mg, magnezijum 150 mg, ekstrakt matičnjaka 150 mg, ekstrakt ploda konopljike 40 mg, vitamin E 12 mg, vitamin B6 1,4 mg.',
          'Libido Rose, dnevna doza: ekstrakt korena make 500 mg, ekstrakt damijane 200 mg, ekstrakt ašvagande 150 mg, magnezijum 56 mg, ekstrakt šafrana 30 mg, vitamin B6 1,4 mg.',
          'Beauty Fem, dnevna doza: morski kolagen 600 mg, hijaluronska kiselina 100 mg, vitamin C 80 mg, koenzim Q10 30 mg, cink 10 mg, bakar 1 mg, biotin 50 µg.',
          'Sva tri proizvoda su proizvedena u EU prema GMP standardu; diskretno pakovanje.',
        ],
      },
    },
    prices: {
      BA: { old: 35980, new: 17990 },
      RS: { old: 2098000, new: 1049000 },
      HR: { old: 17980, new: 8990 },
      ME: { old: 17980, new: 8990 },
    },
    images: img('paket-zenska-harmonija', 3),
    ingredientsImage: 'paket-zenska-harmonija-ingredients.svg',
    children: ['fem-balance', 'libido', 'beauty-fem'],
  },
];

/** The same list under the names the loader and tests import. */
export const seedOffers: readonly SeedOffer[] = SEED_OFFERS;
export const OFFERS = SEED_OFFERS;

/** Looks an offer up by its slug. */
export function seedOfferBySlog(slog: string): SeedOffer | undefined {
  return SEED_OFFERS.find((offer) => offer.slog === slog);
}
