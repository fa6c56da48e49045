// /blog/generalno: capsule safety — what capsules are made of, how supplements are regulated as
// food, how to read a label, how to take and store them. No order button (docs/product.md §2 names none).
import type { Article } from '../doc.tsx';
import { T } from './t.ts';

export const generalArticle: Article = {
  lead: T(
    'Kapsule su najčešći oblik dodataka prehrani – male su, bez ukusa i lako se doziraju. Ali od čega su napravljene, ko ih nadzire i kako znati šta zapravo uzimate? Ovo je kratak vodič za pametnu kupovinu i sigurnu upotrebu.',
    'Kapsule su najčešći oblik dodataka ishrani – male su, bez ukusa i lako se doziraju. Ali od čega su napravljene, ko ih kontroliše i kako da znate šta zapravo uzimate? Ovo je kratak vodič za pametnu kupovinu i bezbednu upotrebu.',
    'Kapsule su najčešći oblik dodataka prehrani – male su, bez okusa i lako se doziraju. Ali od čega su napravljene, tko ih nadzire i kako znati što zapravo uzimate? Ovo je kratak vodič za pametnu kupnju i sigurnu upotrebu.',
    'Kapsule su najčešći oblik dodataka ishrani – male su, bez ukusa i lako se doziraju. Ali od čega su napravljene, ko ih nadzire i kako znati šta zapravo uzimate? Ovo je kratak vodič za pametnu kupovinu i sigurnu upotrebu.',
  ),
  keyPoints: [
    T(
      'Omotač kapsule najčešće je od želatine ili od biljne celuloze.',
      'Omotač kapsule najčešće je od želatina ili od biljne celuloze.',
      'Ovojnica kapsule najčešće je od želatine ili od biljne celuloze.',
    ),
    T(
      'Dodaci prehrani zakonski su hrana, a ne lijekovi.',
      'Dodaci ishrani su po zakonu hrana, a ne lekovi.',
      undefined,
      'Dodaci ishrani zakonski su hrana, a ne lijekovi.',
    ),
    T(
      'Deklaracija vam kaže sve bitno: sastav, dnevnu dozu i upozorenja.',
      'Deklaracija vam kaže sve bitno: sastav, dnevnu dozu i upozorenja.',
    ),
    T(
      'Čuvajte ih na suhom i hladnom mjestu, van domašaja djece.',
      'Čuvajte ih na suvom i hladnom mestu, van domašaja dece.',
      'Čuvajte ih na suhom i hladnom mjestu, izvan dohvata djece.',
    ),
  ],
  sections: [
    {
      id: 'capsules-made',
      title: T('Od čega je kapsula', 'Od čega je kapsula'),
      blocks: [
        {
          p: T(
            'Tvrda kapsula sastoji se od dvije polovice koje se spoje nakon punjenja. Omotač je najčešće od jednog od ovih materijala:',
            'Tvrda kapsula sastoji se od dve polovine koje se spoje posle punjenja. Omotač je najčešće od jednog od ovih materijala:',
            'Tvrda kapsula sastoji se od dvije polovice koje se spoje nakon punjenja. Ovojnica je najčešće od jednog od ovih materijala:',
          ),
        },
        {
          ul: [
            T(
              '**Želatina** – dobija se iz životinjskog kolagena (goveđeg, svinjskog ili ribljeg). Ako vam je porijeklo važno, provjerite deklaraciju.',
              '**Želatin** – dobija se iz životinjskog kolagena (goveđeg, svinjskog ili ribljeg). Ako vam je poreklo važno, proverite deklaraciju.',
              '**Želatina** – dobiva se iz životinjskog kolagena (goveđeg, svinjskog ili ribljeg). Ako vam je podrijetlo važno, provjerite deklaraciju.',
            ),
            T(
              '**Biljna celuloza (HPMC)** – hidroksipropil metilceluloza, iz biljnih vlakana. Pogodna je za vegetarijance i vegane.',
              '**Biljna celuloza (HPMC)** – hidroksipropil metilceluloza, iz biljnih vlakana. Pogodna je za vegetarijance i vegane.',
            ),
            T(
              '**Pululan** – nastaje fermentacijom škroba, također biljnog porijekla.',
              '**Pululan** – nastaje fermentacijom skroba, takođe biljnog porekla.',
              '**Pululan** – nastaje fermentacijom škroba, također biljnog podrijetla.',
            ),
          ],
        },
        {
          p: T(
            'Kapsule su omiljene jer skrivaju gorak ili jak ukus biljnih ekstrakata, lako se gutaju i ne trebaju veziva ni prešanje kao tablete. Tablete pak u jednu dozu mogu smjestiti više supstanci. Nijedan oblik sam po sebi nije „bolji” – važno je šta piše na deklaraciji.',
            'Kapsule su omiljene jer skrivaju gorak ili jak ukus biljnih ekstrakata, lako se gutaju i nisu im potrebni vezivni agensi ni presovanje kao tabletama. Tablete, sa druge strane, u jednu dozu mogu da smeste više materija. Nijedan oblik sam po sebi nije „bolji” – važno je šta piše na deklaraciji.',
            'Kapsule su omiljene jer skrivaju gorak ili jak okus biljnih ekstrakata, lako se gutaju i ne trebaju veziva ni prešanje kao tablete. Tablete pak u jednu dozu mogu smjestiti više tvari. Nijedan oblik sam po sebi nije „bolji” – važno je što piše na deklaraciji.',
          ),
        },
        {
          p: T(
            'Unutra su aktivni sastojci i, najčešće, male količine pomoćnih supstanci: punila poput celuloze i sredstva protiv zgrudnjavanja poput silicijeva dioksida. To su dozvoljene prehrambene supstance koje osiguravaju da svaka kapsula sadrži jednaku količinu sastojaka.',
            'Unutra su aktivni sastojci i, najčešće, male količine pomoćnih materija: punioci poput celuloze i sredstva protiv zgrudnjavanja poput silicijum-dioksida. To su dozvoljene prehrambene materije koje obezbeđuju da svaka kapsula sadrži jednaku količinu sastojaka.',
            'Unutra su aktivni sastojci i, najčešće, male količine pomoćnih tvari: punila poput celuloze i sredstva protiv zgrudnjavanja poput silicijeva dioksida. To su dopuštene prehrambene tvari koje osiguravaju da svaka kapsula sadrži jednaku količinu sastojaka.',
          ),
        },
      ],
    },
    {
      id: 'capsules-law',
      title: T(
        'Kako se dodaci prehrani nadziru',
        'Kako se dodaci ishrani kontrolišu',
        undefined,
        'Kako se dodaci ishrani nadziru',
      ),
      blocks: [
        {
          p: T(
            'Dodaci prehrani zakonski su **hrana**, a ne lijekovi. U Hrvatskoj vrijede pravila Evropske unije, a Bosna i Hercegovina, Srbija i Crna Gora imaju vlastite propise, velikim dijelom usklađene s njima. Prije prvog stavljanja na tržište proizvod se prijavljuje nadležnom organu, a inspekcije provjeravaju proizvode koji se prodaju.',
            'Dodaci ishrani su po zakonu **hrana**, a ne lekovi. U Hrvatskoj važe pravila Evropske unije, a Srbija, Bosna i Hercegovina i Crna Gora imaju sopstvene propise, velikim delom usklađene sa njima. Pre prvog stavljanja u promet proizvod se prijavljuje nadležnom organu, a inspekcije proveravaju proizvode koji se prodaju.',
            'Dodaci prehrani zakonski su **hrana**, a ne lijekovi. U Hrvatskoj vrijede pravila Europske unije, a Bosna i Hercegovina, Srbija i Crna Gora imaju vlastite propise, velikim dijelom usklađene s njima. Prije prvog stavljanja na tržište proizvod se prijavljuje nadležnom tijelu, a inspekcije provjeravaju proizvode koji se prodaju.',
            'Dodaci ishrani zakonski su **hrana**, a ne lijekovi. U Hrvatskoj vrijede pravila Evropske unije, a Bosna i Hercegovina, Srbija i Crna Gora imaju vlastite propise, velikim dijelom usklađene s njima. Prije prvog stavljanja na tržište proizvod se prijavljuje nadležnom organu, a inspekcije provjeravaju proizvode koji se prodaju.',
          ),
        },
        {
          p: T(
            'Razlika prema lijekovima je važna: lijek prije odobrenja mora kliničkim ispitivanjima dokazati da djeluje, a dodatak prehrani mora biti siguran i pošteno označen. Zato smije nositi samo odobrene tvrdnje, poput „cink doprinosi održavanju normalne kose”. Proizvod koji obećava da „liječi”, „topi salo” ili „izbacuje toksine za tri dana” treba u vama probuditi sumnju.',
            'Razlika u odnosu na lekove je važna: lek pre odobrenja mora kliničkim ispitivanjima da dokaže da deluje, a dodatak ishrani mora biti bezbedan i pošteno označen. Zato sme da nosi samo odobrene tvrdnje, poput „cink doprinosi održavanju normalne kose”. Proizvod koji obećava da „leči”, „topi salo” ili „izbacuje toksine za tri dana” treba da vas učini sumnjičavim.',
            undefined,
            'Razlika prema lijekovima je važna: lijek prije odobrenja mora kliničkim ispitivanjima dokazati da djeluje, a dodatak ishrani mora biti siguran i pošteno označen. Zato smije nositi samo odobrene tvrdnje, poput „cink doprinosi održavanju normalne kose”. Proizvod koji obećava da „liječi”, „topi salo” ili „izbacuje toksine za tri dana” treba u vama probuditi sumnju.',
          ),
        },
      ],
    },
    {
      id: 'capsules-label',
      title: T('Kako čitati deklaraciju', 'Kako čitati deklaraciju'),
      blocks: [
        {
          table: {
            caption: T('Šta piše na deklaraciji', 'Šta piše na deklaraciji', 'Što piše na deklaraciji'),
            head: [T('Na deklaraciji', 'Na deklaraciji'), T('Šta vam govori', 'Šta vam govori', 'Što vam govori')],
            rows: [
              [
                T('„Dodatak prehrani”', '„Dodatak ishrani”', undefined, '„Dodatak ishrani”'),
                T('Proizvod je hrana, a ne lijek.', 'Proizvod je hrana, a ne lek.'),
              ],
              [
                'Sastojci',
                T(
                  'Sve što je u kapsuli, silaznim redom po količini – uključujući omotač i pomoćne supstance.',
                  'Sve što je u kapsuli, opadajućim redosledom po količini – uključujući omotač i pomoćne materije.',
                  'Sve što je u kapsuli, silaznim redom po količini – uključujući ovojnicu i pomoćne tvari.',
                ),
              ],
              [
                T('Količina u dnevnoj dozi i % NRV', 'Količina u dnevnoj dozi i % NRV'),
                T(
                  'Koliko vitamina ili minerala dobijate u odnosu na preporučeni dnevni unos.',
                  'Koliko vitamina ili minerala dobijate u odnosu na preporučeni dnevni unos.',
                  'Koliko vitamina ili minerala dobivate u odnosu na preporučeni dnevni unos.',
                ),
              ],
              [
                T('Preporučena dnevna doza', 'Preporučena dnevna doza'),
                T('Koliko kapsula dnevno – i ne više od toga.', 'Koliko kapsula dnevno – i ne više od toga.'),
              ],
              [
                'Alergeni',
                T(
                  'Istaknuti su u spisku sastojaka, najčešće podebljanim slovima.',
                  'Istaknuti su u spisku sastojaka, najčešće podebljanim slovima.',
                  'Istaknuti su u popisu sastojaka, najčešće podebljanim slovima.',
                ),
              ],
              [
                T('Rok trajanja i serija (LOT)', 'Rok trajanja i serija (LOT)'),
                T(
                  'Do kada je proizvod najbolje upotrijebiti i iz koje je proizvodne serije.',
                  'Do kada je proizvod najbolje upotrebiti i iz koje je proizvodne serije.',
                ),
              ],
              [
                T('Proizvođač ili uvoznik', 'Proizvođač ili uvoznik'),
                T(
                  'Ko odgovara za proizvod na tržištu vaše države.',
                  'Ko odgovara za proizvod na tržištu vaše države.',
                  'Tko odgovara za proizvod na tržištu vaše države.',
                ),
              ],
            ],
          },
        },
        {
          p: T(
            'Ako uzimate više proizvoda, saberite iste sastojke. Udio veći od 100 % NRV sam po sebi nije opasan, ali se kod vitamina A i D, željeza i cinka isplati paziti na ukupnu količinu iz svih izvora.',
            'Ako uzimate više proizvoda, saberite iste sastojke. Udeo veći od 100 % NRV sam po sebi nije opasan, ali se kod vitamina A i D, gvožđa i cinka isplati paziti na ukupnu količinu iz svih izvora.',
            'Ako uzimate više proizvoda, zbrojite iste sastojke. Udio veći od 100 % NRV sam po sebi nije opasan, ali se kod vitamina A i D, željeza i cinka isplati paziti na ukupnu količinu iz svih izvora.',
          ),
        },
      ],
    },
    {
      id: 'capsules-take',
      title: 'Kako ih uzimati',
      blocks: [
        {
          ul: [
            T(
              'Kapsulu progutajte s punom čašom vode, sjedeći ili stojeći – ne ležeći.',
              'Kapsulu progutajte sa punom čašom vode, sedeći ili stojeći – ne ležeći.',
            ),
            T(
              'Proizvode s vlaknima, poput glukomanana, uvijek uzimajte s dovoljno tečnosti.',
              'Proizvode sa vlaknima, poput glukomanana, uvek uzimajte sa dovoljno tečnosti.',
              'Proizvode s vlaknima, poput glukomanana, uvijek uzimajte s dovoljno tekućine.',
            ),
            T(
              'Kapsulu otvarajte samo ako to proizvođač izričito dopušta.',
              'Kapsulu otvarajte samo ako to proizvođač izričito dozvoljava.',
            ),
            T(
              'Ako uzimate lijekove, razmak između lijeka i dodatka prehrani dogovorite s ljekarom ili farmaceutom.',
              'Ako uzimate lekove, razmak između leka i dodatka ishrani dogovorite sa lekarom ili farmaceutom.',
              'Ako uzimate lijekove, razmak između lijeka i dodatka prehrani dogovorite s liječnikom ili ljekarnikom.',
              'Ako uzimate lijekove, razmak između lijeka i dodatka ishrani dogovorite s ljekarom ili farmaceutom.',
            ),
          ],
        },
      ],
    },
    {
      id: 'capsules-storage',
      title: T('Kako ih čuvati', 'Kako da ih čuvate'),
      blocks: [
        {
          ul: [
            T(
              '**Suho, hladno i tamno**, ispod 25 °C. Kupatilo, automobil, prozorska daska i mjesto uz štednjak nisu dobar izbor.',
              '**Suvo, hladno i tamno**, ispod 25 °C. Kupatilo, automobil, prozorska daska i mesto pored šporeta nisu dobar izbor.',
              '**Suho, hladno i tamno**, ispod 25 °C. Kupaonica, automobil, prozorska daska i mjesto uz štednjak nisu dobar izbor.',
            ),
            T(
              '**U originalnoj ambalaži**, dobro zatvorenoj. Kesica sa sredstvom za upijanje vlage ostaje u bočici – i ne jede se.',
              '**U originalnom pakovanju**, dobro zatvorenom. Kesica sa sredstvom za upijanje vlage ostaje u bočici – i ne jede se.',
              '**U originalnoj ambalaži**, dobro zatvorenoj. Vrećica sa sredstvom za upijanje vlage ostaje u bočici – i ne jede se.',
            ),
            T(
              '**Van domašaja djece.** Proizvodi sa željezom posebno su opasni za malu djecu.',
              '**Van domašaja dece.** Proizvodi sa gvožđem posebno su opasni za malu decu.',
              '**Izvan dohvata djece.** Proizvodi sa željezom posebno su opasni za malu djecu.',
            ),
            T(
              '**Nakon isteka roka ne koristite ih**, kao ni kapsule koje su se slijepile, promijenile boju ili miris.',
              '**Posle isteka roka ih ne koristite**, kao ni kapsule koje su se slepile, promenile boju ili miris.',
            ),
            T(
              '**Kutijica za tablete** dobra je za sedmicu dana, ali ne za duže čuvanje.',
              '**Kutijica za tablete** dobra je za nedelju dana, ali ne i za duže čuvanje.',
              '**Kutijica za tablete** dobra je za tjedan dana, ali ne za dulje čuvanje.',
            ),
            T(
              '**Na putovanju** ponesite samo onoliko kapsula koliko vam treba, u dobro zatvorenoj kutijici, i ne ostavljajte ih u vrućem automobilu.',
              '**Na putovanju** ponesite samo onoliko kapsula koliko vam je potrebno, u dobro zatvorenoj kutijici, i ne ostavljajte ih u vrelom automobilu.',
            ),
          ],
        },
      ],
    },
    {
      id: 'capsules-care',
      title: T('Kada biti posebno oprezan', 'Kada biti posebno oprezan'),
      blocks: [
        {
          p: T(
            'Prije upotrebe bilo kojeg dodatka prehrani posavjetujte se s ljekarom ili farmaceutom ako ste trudni ili dojite, ako uzimate lijekove, imate hroničnu bolest ili vas čeka operacija – neki biljni sastojci utiču na zgrušavanje krvi. Proizvodi za odrasle nisu namijenjeni djeci. Dodatak prehrani nije zamjena za raznoliku prehranu; najbolje radi kao mali dodatak dobrim navikama.',
            'Pre upotrebe bilo kog dodatka ishrani posavetujte se sa lekarom ili farmaceutom ako ste trudni ili dojite, ako uzimate lekove, imate hroničnu bolest ili vas čeka operacija – neki biljni sastojci utiču na zgrušavanje krvi. Proizvodi za odrasle nisu namenjeni deci. Dodatak ishrani nije zamena za raznovrsnu ishranu; najbolje deluje kao mali dodatak dobrim navikama.',
            'Prije upotrebe bilo kojeg dodatka prehrani posavjetujte se s liječnikom ili ljekarnikom ako ste trudni ili dojite, ako uzimate lijekove, imate kroničnu bolest ili vas čeka operacija – neki biljni sastojci utječu na zgrušavanje krvi. Proizvodi za odrasle nisu namijenjeni djeci. Dodatak prehrani nije zamjena za raznoliku prehranu; najbolje radi kao mali dodatak dobrim navikama.',
            'Prije upotrebe bilo kojeg dodatka ishrani posavjetujte se s ljekarom ili farmaceutom ako ste trudni ili dojite, ako uzimate lijekove, imate hroničnu bolest ili vas čeka operacija – neki biljni sastojci utiču na zgrušavanje krvi. Proizvodi za odrasle nisu namijenjeni djeci. Dodatak ishrani nije zamjena za raznoliku ishranu; najbolje radi kao mali dodatak dobrim navikama.',
          ),
        },
      ],
    },
  ],
  cta: {
    title: T('Deklaracija na vidjelu', 'Deklaracija na videlu'),
    href: '/most-popular',
    text: T(
      'Na stranici svakog našeg proizvoda nalaze se sastojci, količine u dnevnoj dozi i uputstvo za upotrebu – pogledajte ih prije nego što odlučite.',
      'Na stranici svakog našeg proizvoda nalaze se sastojci, količine u dnevnoj dozi i uputstvo za upotrebu – pogledajte ih pre nego što odlučite.',
      'Na stranici svakog našeg proizvoda nalaze se sastojci, količine u dnevnoj dozi i upute za upotrebu – pogledajte ih prije nego što odlučite.',
    ),
  },
};
