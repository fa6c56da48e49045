// Approved sample reviews for the top-level offers, as shoppers write them: some ijekavian, some ekavian.
// Base counts and ratings for the star row are configuration in @zdravo/contract (review-base.ts); these are the visible review texts.

export interface SeedReview {
  /** The offer's slug; the seeder turns it into OfferID. */
  OfferSlog: string;
  /** 1..5 */
  Rating: number;
  ReviewHead: string;
  Review: string;
  FirstName: string;
  /** The last-name initial with a dot, e.g. 'K.' */
  LastName: string;
  /** How many days before seeding the review was written (createdAt = now − daysAgo). */
  daysAgo: number;
  IsApproved: true;
}

const SEED_REVIEWS: SeedReview[] = [
  // pure-fit
  {
    OfferSlog: 'pure-fit',
    Rating: 5,
    ReviewHead: 'Konačno nešto što mi odgovara',
    Review:
      'Pijem ih prije doručka, ručka i večere i stvarno manje grickam između obroka. Za mjesec dana 3,5 kg manje, uz šetnju svaki dan. Nije čudo, ali mi je pomoglo da se držim plana.',
    FirstName: 'Amra',
    LastName: 'H.',
    daysAgo: 12,
    IsApproved: true,
  },
  {
    OfferSlog: 'pure-fit',
    Rating: 5,
    ReviewHead: 'Lako se piju',
    Review:
      'Kapsule nisu velike i nemaju ukus. Najvažnije mi je što posle ručka nemam potrebu za slatkišima kao ranije. Naručila sam i drugu kutiju.',
    FirstName: 'Jelena',
    LastName: 'M.',
    daysAgo: 25,
    IsApproved: true,
  },
  {
    OfferSlog: 'pure-fit',
    Rating: 4,
    ReviewHead: 'Dobro, ali treba puno vode',
    Review:
      'Ako ne popijem dovoljno vode osjećam se malo naduto, kad sam to ispravila sve je ok. Dostava brza, stiglo za dva dana.',
    FirstName: 'Ivana',
    LastName: 'P.',
    daysAgo: 40,
    IsApproved: true,
  },
  {
    OfferSlog: 'pure-fit',
    Rating: 3,
    ReviewHead: 'Za sada umereno',
    Review:
      'Koristim treću nedelju, osećaj sitosti je tu, ali na vagi još nema velike razlike. Daću mu još mesec dana pa ću javiti.',
    FirstName: 'Marko',
    LastName: 'S.',
    daysAgo: 8,
    IsApproved: true,
  },
  {
    OfferSlog: 'pure-fit',
    Rating: 5,
    ReviewHead: 'Treće pakovanje',
    Review:
      'Uz Pure Fit sam promijenila doručak i počela hodati po 40 minuta, i to mi daje motivaciju. Ljubazna ekipa na telefonu kad sam naručivala.',
    FirstName: 'Jovana',
    LastName: 'R.',
    daysAgo: 63,
    IsApproved: true,
  },
  // beauty-fem
  {
    OfferSlog: 'beauty-fem',
    Rating: 5,
    ReviewHead: 'Koža mi je mekša',
    Review:
      'Nakon dva mjeseca primjećujem da mi je koža na licu mekša i manje suha, posebno oko očiju. Uzimam ujutro uz kafu pa ne zaboravim.',
    FirstName: 'Selma',
    LastName: 'K.',
    daysAgo: 18,
    IsApproved: true,
  },
  {
    OfferSlog: 'beauty-fem',
    Rating: 5,
    ReviewHead: 'Lep osećaj',
    Review:
      'Prijateljica mi je preporučila. Posle nekih šest nedelja koža mi izgleda svežije i šminka lepše leže. Nastavljam sa drugim pakovanjem.',
    FirstName: 'Milica',
    LastName: 'J.',
    daysAgo: 33,
    IsApproved: true,
  },
  {
    OfferSlog: 'beauty-fem',
    Rating: 4,
    ReviewHead: 'Zadovoljna',
    Review:
      'Dobar proizvod, nokti su mi čvršći kao bonus. Jedna zvjezdica manje jer su rezultati došli sporije nego što sam se nadala.',
    FirstName: 'Petra',
    LastName: 'N.',
    daysAgo: 51,
    IsApproved: true,
  },
  {
    OfferSlog: 'beauty-fem',
    Rating: 3,
    ReviewHead: 'Treba strpljenja',
    Review:
      'Posle mesec dana ne vidim veliku razliku, ali koža je manje suva. Probaću još jedno pakovanje pa ću oceniti.',
    FirstName: 'Dragana',
    LastName: 'V.',
    daysAgo: 9,
    IsApproved: true,
  },
  // hairgrow-plus
  {
    OfferSlog: 'hairgrow-plus',
    Rating: 5,
    ReviewHead: 'Manje kose na četki',
    Review:
      'Nakon stresne godine kosa mi je jako opadala. Poslije tri mjeseca na četki ostaje vidljivo manje, a frizerka je primijetila nove kratke vlasi.',
    FirstName: 'Emina',
    LastName: 'D.',
    daysAgo: 21,
    IsApproved: true,
  },
  {
    OfferSlog: 'hairgrow-plus',
    Rating: 5,
    ReviewHead: 'Koristimo i muž i ja',
    Review:
      'Kupili smo dva pakovanja, za mene i za muža. Kosa mi je sjajnija, a nokti se više ne lome. Kapsule su bez mirisa, što mi je bitno.',
    FirstName: 'Tamara',
    LastName: 'Đ.',
    daysAgo: 44,
    IsApproved: true,
  },
  {
    OfferSlog: 'hairgrow-plus',
    Rating: 4,
    ReviewHead: 'Treba vremena',
    Review:
      'Prva dva mjeseca ništa posebno, treći mjesec se vidi razlika na razdjeljku. Samo treba biti uporan i ne preskakati.',
    FirstName: 'Tomislav',
    LastName: 'B.',
    daysAgo: 70,
    IsApproved: true,
  },
  {
    OfferSlog: 'hairgrow-plus',
    Rating: 3,
    ReviewHead: 'Nokti da, kosa polako',
    Review:
      'Nokti su mi mnogo jači, kosa i dalje malo opada sezonski. Možda je meni potrebno duže, nastavljam još mesec.',
    FirstName: 'Snežana',
    LastName: 'L.',
    daysAgo: 14,
    IsApproved: true,
  },
  // cellu-lift
  {
    OfferSlog: 'cellu-lift',
    Rating: 5,
    ReviewHead: 'Koža na bedrima glađa',
    Review:
      'Kombiniram s masažom četkom i plivanjem dva puta sedmično. Nakon dva mjeseca koža na bedrima izgleda glađe i ljepše mi stoje hlače.',
    FirstName: 'Lana',
    LastName: 'K.',
    daysAgo: 27,
    IsApproved: true,
  },
  {
    OfferSlog: 'cellu-lift',
    Rating: 4,
    ReviewHead: 'Noge lakše uveče',
    Review:
      'Najviše primećujem da mi noge nisu natečene uveče. Celulit je i dalje tu, ali je manje izražen. Za cenu u akciji vredi.',
    FirstName: 'Katarina',
    LastName: 'M.',
    daysAgo: 36,
    IsApproved: true,
  },
  {
    OfferSlog: 'cellu-lift',
    Rating: 5,
    ReviewHead: 'Pred ljeto idealno',
    Review: 'Drugi put ga naručujem pred ljeto. Ne očekujte čuda preko noći, ali uz vodu i šetnje rezultat se vidi.',
    FirstName: 'Amila',
    LastName: 'S.',
    daysAgo: 95,
    IsApproved: true,
  },
  {
    OfferSlog: 'cellu-lift',
    Rating: 3,
    ReviewHead: 'Solidno',
    Review:
      'Kapsule su ok, malo su veće pa ih pijem sa dosta vode. Za sada sam umereno zadovoljna, videćemo posle drugog pakovanja.',
    FirstName: 'Marija',
    LastName: 'T.',
    daysAgo: 11,
    IsApproved: true,
  },
  // prosta-vital
  {
    OfferSlog: 'prosta-vital',
    Rating: 5,
    ReviewHead: 'Mirnije noći',
    Review:
      'Uzimam ga četvrti mjesec. Noću ustajem rjeđe nego prije pa se ujutro osjećam odmornije. Bio sam i kod urologa, preporučujem svima mojih godina da odu na pregled.',
    FirstName: 'Mehmed',
    LastName: 'A.',
    daysAgo: 30,
    IsApproved: true,
  },
  {
    OfferSlog: 'prosta-vital',
    Rating: 4,
    ReviewHead: 'Dobar odnos cene i kvaliteta',
    Review:
      'Supruga mi ga je naručila. Posle dva meseca osećam da je bolje, posebno noću. Dostava diskretna, to mi je bilo važno.',
    FirstName: 'Dragan',
    LastName: 'P.',
    daysAgo: 47,
    IsApproved: true,
  },
  {
    OfferSlog: 'prosta-vital',
    Rating: 5,
    ReviewHead: 'Diskretno i brzo',
    Review: 'Paket stigao za dva dana, bez ikakvih oznaka. Kapsule se lako gutaju, nastavljam i dalje.',
    FirstName: 'Zoran',
    LastName: 'K.',
    daysAgo: 16,
    IsApproved: true,
  },
  {
    OfferSlog: 'prosta-vital',
    Rating: 3,
    ReviewHead: 'Videćemo',
    Review:
      'Koristim mesec dana, za sada mala razlika. Savetujem svakome da ode i na pregled, ja sam išao pre nego što sam počeo.',
    FirstName: 'Nenad',
    LastName: 'J.',
    daysAgo: 6,
    IsApproved: true,
  },
  // alpha-potent
  {
    OfferSlog: 'alpha-potent',
    Rating: 5,
    ReviewHead: 'Više energije',
    Review:
      'Radim smjene i stalno sam bio umoran. Nakon dvije-tri sedmice osjećam se svježije, a i supruga je primijetila razliku.',
    FirstName: 'Adnan',
    LastName: 'M.',
    daysAgo: 19,
    IsApproved: true,
  },
  {
    OfferSlog: 'alpha-potent',
    Rating: 5,
    ReviewHead: 'Preporuka',
    Review:
      'Uzimam ga ujutru uz doručak. Više energije tokom dana i bolje raspoloženje. Naručio sam još dva pakovanja dok traje akcija.',
    FirstName: 'Stefan',
    LastName: 'N.',
    daysAgo: 38,
    IsApproved: true,
  },
  {
    OfferSlog: 'alpha-potent',
    Rating: 4,
    ReviewHead: 'Djeluje postupno',
    Review: 'Ne očekujte učinak odmah, meni je trebalo desetak dana. Sad ga pijem redovito i zadovoljan sam.',
    FirstName: 'Ante',
    LastName: 'V.',
    daysAgo: 55,
    IsApproved: true,
  },
  {
    OfferSlog: 'alpha-potent',
    Rating: 3,
    ReviewHead: 'Prosečno',
    Review:
      'Energija malo bolja, ostalo bez velike promene. Cena u akciji je u redu, pa ću probati još jedno pakovanje.',
    FirstName: 'Miloš',
    LastName: 'R.',
    daysAgo: 13,
    IsApproved: true,
  },
  // hemo-calm
  {
    OfferSlog: 'hemo-calm',
    Rating: 5,
    ReviewHead: 'Puno ugodnije',
    Review:
      'Radim u uredu po osam sati i uvijek sam imala problem s osjećajem težine. Nakon mjesec dana mnogo mi je ugodnije, a i noge su lakše navečer.',
    FirstName: 'Sanja',
    LastName: 'B.',
    daysAgo: 22,
    IsApproved: true,
  },
  {
    OfferSlog: 'hemo-calm',
    Rating: 5,
    ReviewHead: 'Diskretna dostava',
    Review:
      'Bilo mi je neprijatno da kupujem u apoteci pa sam naručio ovde. Paket bez oznaka, a posle tri nedelje osećam se mnogo bolje.',
    FirstName: 'Goran',
    LastName: 'M.',
    daysAgo: 34,
    IsApproved: true,
  },
  {
    OfferSlog: 'hemo-calm',
    Rating: 4,
    ReviewHead: 'Dobro i za noge',
    Review:
      'Kupila sam zbog nogu koje mi ljeti otiču. Osjećaj lakoće je primjetan, samo bih voljela da su kapsule malo manje.',
    FirstName: 'Azra',
    LastName: 'H.',
    daysAgo: 58,
    IsApproved: true,
  },
  {
    OfferSlog: 'hemo-calm',
    Rating: 3,
    ReviewHead: 'Umeren efekat',
    Review: 'Pomaže, ali sam očekivala brže. Uz više vode i šetnje je bolje. Nastavljam još jedan mesec pa ću videti.',
    FirstName: 'Vesna',
    LastName: 'Đ.',
    daysAgo: 10,
    IsApproved: true,
  },
  // libido (Libido Rose)
  {
    OfferSlog: 'libido',
    Rating: 5,
    ReviewHead: 'Više volje za sebe',
    Review:
      'Dvoje male djece, posao, umor... Nakon nekoliko sedmica osjećam se opuštenije i imam više volje i za sebe i za partnera.',
    FirstName: 'Lejla',
    LastName: 'M.',
    daysAgo: 24,
    IsApproved: true,
  },
  {
    OfferSlog: 'libido',
    Rating: 4,
    ReviewHead: 'Prijatno iznenađenje',
    Review:
      'Nisam verovala da će mi išta promeniti, ali raspoloženje mi je bolje i manje sam napeta. Kapsule su bez ukusa.',
    FirstName: 'Marina',
    LastName: 'P.',
    daysAgo: 41,
    IsApproved: true,
  },
  {
    OfferSlog: 'libido',
    Rating: 5,
    ReviewHead: 'Osjećam se kao svoja',
    Review: 'Uz bolji san i više šetnje ovo mi je bio dobar dodatak. Već sam na drugom pakovanju.',
    FirstName: 'Nikolina',
    LastName: 'T.',
    daysAgo: 77,
    IsApproved: true,
  },
  {
    OfferSlog: 'libido',
    Rating: 3,
    ReviewHead: 'Za sada ništa posebno',
    Review: 'Koristim tri nedelje, osećam malo više energije ali ništa spektakularno. Daću mu još vremena.',
    FirstName: 'Jovana',
    LastName: 'K.',
    daysAgo: 7,
    IsApproved: true,
  },
  // digest-detox
  {
    OfferSlog: 'digest-detox',
    Rating: 5,
    ReviewHead: 'Manje nadutosti',
    Review: 'Nakon ručka sam se često osjećala naduto i teško. Sad je znatno bolje, pijem ih uz ručak i večeru.',
    FirstName: 'Mirela',
    LastName: 'H.',
    daysAgo: 17,
    IsApproved: true,
  },
  {
    OfferSlog: 'digest-detox',
    Rating: 5,
    ReviewHead: 'Posle praznika idealno',
    Review:
      'Uzimao sam posle praznika, stomak mnogo lakši. Nije laksativ, deluje blago i nema neprijatnih iznenađenja.',
    FirstName: 'Nikola',
    LastName: 'P.',
    daysAgo: 29,
    IsApproved: true,
  },
  {
    OfferSlog: 'digest-detox',
    Rating: 4,
    ReviewHead: 'Dobar uz Pure Fit',
    Review: 'Uzela sam paket s Pure Fitom. Probava je uredna, samo bih voljela da je pakovanje veće od mjesec dana.',
    FirstName: 'Ana',
    LastName: 'K.',
    daysAgo: 46,
    IsApproved: true,
  },
  {
    OfferSlog: 'digest-detox',
    Rating: 3,
    ReviewHead: 'Blago',
    Review: 'Deluje blago, možda i previše blago za mene. Nije loše, ali sam očekivala malo više.',
    FirstName: 'Bojana',
    LastName: 'S.',
    daysAgo: 12,
    IsApproved: true,
  },
  // fem-balance
  {
    OfferSlog: 'fem-balance',
    Rating: 5,
    ReviewHead: 'Mirniji dani',
    Review: 'Uzimam treći mjesec. Dani prije menstruacije su mi puno mirniji, manje sam razdražljiva i napeta.',
    FirstName: 'Maja',
    LastName: 'L.',
    daysAgo: 26,
    IsApproved: true,
  },
  {
    OfferSlog: 'fem-balance',
    Rating: 4,
    ReviewHead: 'Polako, ali primetno',
    Review: 'Prvi mesec nisam primetila razliku, drugi već jesam: bolje raspoloženje i manje umora pred ciklus.',
    FirstName: 'Teodora',
    LastName: 'M.',
    daysAgo: 39,
    IsApproved: true,
  },
  {
    OfferSlog: 'fem-balance',
    Rating: 5,
    ReviewHead: 'Napokon nešto prirodno',
    Review: 'Dugo sam tražila nešto bez hormona. Fem Balance mi je postao dio jutarnje rutine i ti dani su mi lakši.',
    FirstName: 'Hana',
    LastName: 'S.',
    daysAgo: 68,
    IsApproved: true,
  },
  {
    OfferSlog: 'fem-balance',
    Rating: 3,
    ReviewHead: 'Potrebno strpljenje',
    Review: 'Posle mesec dana ne mogu mnogo da kažem, ali piše da treba tri meseca pa nastavljam.',
    FirstName: 'Sanja',
    LastName: 'P.',
    daysAgo: 5,
    IsApproved: true,
  },
];

/** The same list under the loader's naming style. */
export const seedReviews: readonly SeedReview[] = SEED_REVIEWS;
