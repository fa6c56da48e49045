// /privacy-policy: what the shop keeps for orders and accounts, why, how long, the shopper's rights
// (two of them self-served in the account: download and delete; every request answered within {days}
// days, docs/product.md §9), children under {minAge}, the session cookie, local storage, and measurement only
// with consent (docs/decisions/011-privacy-and-measurement.md).
import type { Doc } from '../doc.tsx';
import { T } from './t.ts';

export const privacyDoc: Doc = {
  lead: T(
    'Vaše podatke tražimo samo onoliko koliko nam treba da vam paket stigne na pravu adresu i da vam možemo pomoći kad vam zatrebamo. Ovdje jednostavno objašnjavamo šta čuvamo, zašto, koliko dugo i koja su vaša prava.',
    'Vaše podatke tražimo samo onoliko koliko nam treba da vam paket stigne na pravu adresu i da vam možemo pomoći kad vam zatrebamo. Ovde jednostavno objašnjavamo šta čuvamo, zašto, koliko dugo i koja su vaša prava.',
    'Vaše podatke tražimo samo onoliko koliko nam treba da vam paket stigne na pravu adresu i da vam možemo pomoći kad nas trebate. Ovdje jednostavno objašnjavamo što čuvamo, zašto, koliko dugo i koja su vaša prava.',
  ),
  sections: [
    {
      id: 'privacy-who',
      title: T('Ko obrađuje vaše podatke', 'Ko obrađuje vaše podatke', 'Tko obrađuje vaše podatke'),
      blocks: [
        {
          p: T(
            'Za obradu vaših ličnih podataka odgovorna je online trgovina {shop} za državu {country}. Za sva pitanja o privatnosti pišite na [{email}](mailto:{email}) ili nazovite [{phone}](tel:{tel}) {callHours}.',
            'Rukovalac vašim podacima o ličnosti je internet prodavnica {shop} za državu {country}. Za sva pitanja o privatnosti pišite na [{email}](mailto:{email}) ili pozovite [{phone}](tel:{tel}) {callHours}.',
            'Voditelj obrade vaših osobnih podataka je web trgovina {shop} za državu {country}. Za sva pitanja o privatnosti pišite na [{email}](mailto:{email}) ili nazovite [{phone}](tel:{tel}) {callHours}.',
          ),
        },
      ],
    },
    {
      id: 'privacy-data',
      title: T('Koje podatke čuvamo, zašto i koliko dugo', 'Koje podatke čuvamo, zašto i koliko dugo'),
      blocks: [
        {
          table: {
            caption: T('Podaci koje čuvamo', 'Podaci koje čuvamo'),
            head: ['Podaci', T('Zašto nam trebaju', 'Zašto su nam potrebni'), 'Koliko dugo'],
            rows: [
              [
                T(
                  '**Narudžba:** ime i prezime, adresa dostave, telefon, e-mail, naručeni proizvodi i iznos',
                  '**Porudžbina:** ime i prezime, adresa dostave, telefon, e-mail, poručeni proizvodi i iznos',
                ),
                T(
                  'Da potvrdimo narudžbu telefonom, pošaljemo paket, naplatimo ga pouzećem i javimo vam kad je poslan',
                  'Da potvrdimo porudžbinu telefonom, pošaljemo paket, naplatimo ga pouzećem i javimo vam kad je poslat',
                ),
                T(
                  'Onoliko koliko nalažu računovodstveni i porezni propisi vaše države, zatim ih brišemo',
                  'Onoliko koliko nalažu računovodstveni i poreski propisi vaše države, zatim ih brišemo',
                ),
              ],
              [
                T(
                  '**Korisnički račun:** e-mail ili korisničko ime, lozinka (samo u šifriranom obliku), telefon i adresa',
                  '**Korisnički nalog:** e-mail ili korisničko ime, lozinka (samo u šifrovanom obliku), telefon i adresa',
                  undefined,
                  '**Korisnički nalog:** e-mail ili korisničko ime, lozinka (samo u šifriranom obliku), telefon i adresa',
                ),
                T(
                  'Da se možete prijaviti, vidjeti svoje narudžbe i brže naručiti sljedeći put',
                  'Da možete da se prijavite, vidite svoje porudžbine i brže poručite sledeći put',
                ),
                T(
                  'Dok imate račun; brišemo ga kad to zatražite',
                  'Dok imate nalog; brišemo ga kad to zatražite',
                  undefined,
                  'Dok imate nalog; brišemo ga kad to zatražite',
                ),
              ],
              [
                T('**Klub:** datum učlanjenja i trajanje članstva', '**Klub:** datum učlanjenja i trajanje članstva'),
                T(
                  'Da vam automatski obračunamo popust i besplatnu dostavu',
                  'Da vam automatski obračunamo popust i besplatnu dostavu',
                ),
                T(
                  'Dok traje članstvo i koliko nalažu propisi o računima',
                  'Dok traje članstvo i koliko nalažu propisi o računima',
                ),
              ],
              [
                T(
                  '**Kviz i prijave na novosti:** ime, telefon ili e-mail koje sami upišete, koji ste tekst pristanka vidjeli i kada; odgovore iz kviza samo ako to posebno označite',
                  '**Kviz i prijave na novosti:** ime, telefon ili e-mail koje sami upišete, koji ste tekst pristanka videli i kada; odgovore iz kviza samo ako to posebno označite',
                  '**Kviz i prijave na novosti:** ime, telefon ili e-mail koje sami upišete, koji ste tekst privole vidjeli i kada; odgovore iz kviza samo ako to posebno označite',
                ),
                T(
                  'Da vam javimo preporuku ili ponudu koju ste zatražili; odgovori pomažu savjetniku koji vas nazove',
                  'Da vam javimo preporuku ili ponudu koju ste zatražili; odgovori pomažu savetniku koji vas pozove',
                ),
                T('Dok se ne odjavite ili ne zatražite brisanje', 'Dok se ne odjavite ili ne zatražite brisanje'),
              ],
              [
                T(
                  '**Izbor o kolačićima:** nasumični broj vašeg pretraživača, šta ste dozvolili, verzija ovih pravila, država i vrijeme',
                  '**Izbor o kolačićima:** nasumični broj vašeg pregledača, šta ste dozvolili, verzija ovih pravila, država i vreme',
                  '**Izbor o kolačićima:** nasumični broj vašeg preglednika, što ste dopustili, verzija ovih pravila, država i vrijeme',
                ),
                T(
                  'Da možemo pokazati šta ste dozvolili ili odbili',
                  'Da možemo da pokažemo šta ste dozvolili ili odbili',
                  'Da možemo pokazati što ste dopustili ili odbili',
                ),
                T('Tri godine od izbora, zatim ga brišemo', 'Tri godine od izbora, zatim ga brišemo'),
              ],
              [
                T(
                  '**Upiti podršci:** poruke, e-mailovi i bilješke razgovora',
                  '**Upiti podršci:** poruke, e-mailovi i beleške razgovora',
                ),
                T(
                  'Da riješimo vaše pitanje, povrat ili reklamaciju',
                  'Da rešimo vaše pitanje, povraćaj ili reklamaciju',
                ),
                T('Dok je to potrebno za rješavanje upita', 'Dok je to potrebno za rešavanje upita'),
              ],
            ],
          },
        },
        {
          p: T(
            'Odgovori iz kviza mogu govoriti o vašem zdravlju. Uz vaš kontakt čuvamo ih samo ako posebno označite da ih savjetnik smije vidjeti (izričita saglasnost, koju možete povući); bez te oznake ostaju samo u vašem pretraživaču i nestaju kad zatvorite karticu. Koliko ljudi prođe koji korak kviza brojimo anonimno, bez ikakvog podatka o osobi. Izvan kviza podatke o zdravlju ne tražimo; ako nam u razgovoru sami nešto kažete, koristimo to samo da vam odgovorimo.',
            'Odgovori iz kviza mogu govoriti o vašem zdravlju. Uz vaš kontakt čuvamo ih samo ako posebno označite da savetnik sme da ih vidi (izričit pristanak, koji možete da povučete); bez te oznake ostaju samo u vašem pregledaču i nestaju kad zatvorite karticu. Koliko ljudi prođe koji korak kviza brojimo anonimno, bez ikakvog podatka o osobi. Van kviza podatke o zdravlju ne tražimo; ako nam u razgovoru sami nešto kažete, koristimo to samo da vam odgovorimo.',
            'Odgovori iz kviza mogu govoriti o vašem zdravlju. Uz vaš kontakt čuvamo ih samo ako posebno označite da ih savjetnik smije vidjeti (izričita privola, koju možete povući); bez te oznake ostaju samo u vašem pregledniku i nestaju kad zatvorite karticu. Koliko ljudi prođe koji korak kviza brojimo anonimno, bez ikakvog podatka o osobi. Izvan kviza podatke o zdravlju ne tražimo; ako nam u razgovoru sami nešto kažete, koristimo to samo da vam odgovorimo.',
          ),
        },
      ],
    },
    {
      id: 'privacy-basis',
      title: T('Na osnovu čega ih obrađujemo', 'Po kom osnovu ih obrađujemo', 'Na temelju čega ih obrađujemo'),
      blocks: [
        {
          ul: [
            T(
              '**Ugovor:** bez adrese i telefona ne možemo isporučiti narudžbu ni voditi vaš račun.',
              '**Ugovor:** bez adrese i telefona ne možemo da isporučimo porudžbinu ni da vodimo vaš nalog.',
              undefined,
              '**Ugovor:** bez adrese i telefona ne možemo isporučiti narudžbu ni voditi vaš nalog.',
            ),
            T(
              '**Zakonska obaveza:** račune i podatke o prodaji moramo čuvati zbog poreznih propisa.',
              '**Zakonska obaveza:** račune i podatke o prodaji moramo da čuvamo zbog poreskih propisa.',
              '**Zakonska obveza:** račune i podatke o prodaji moramo čuvati zbog poreznih propisa.',
            ),
            T(
              '**Saglasnost:** za kviz, novosti te mjerenje posjeta i reklama. Saglasnost možete povući u svakom trenutku, jednako lako kao što ste je dali.',
              '**Pristanak:** za kviz, novosti i merenje poseta i reklama. Pristanak možete povući u svakom trenutku, jednako lako kao što ste ga dali.',
              '**Privola:** za kviz, novosti te mjerenje posjeta i reklama. Privolu možete povući u svakom trenutku, jednako lako kao što ste je dali.',
            ),
            T(
              '**Legitimni interes:** zaštita računa i sprječavanje zloupotrebe, naprimjer lažnih narudžbi.',
              '**Legitimni interes:** zaštita naloga i sprečavanje zloupotrebe, na primer lažnih porudžbina.',
              '**Legitimni interes:** zaštita računa i sprječavanje zlouporabe, primjerice lažnih narudžbi.',
              '**Legitimni interes:** zaštita naloga i sprječavanje zloupotrebe, naprimjer lažnih narudžbi.',
            ),
          ],
        },
      ],
    },
    {
      id: 'privacy-sharing',
      title: T('S kim ih dijelimo', 'Sa kim ih delimo'),
      blocks: [
        {
          p: T(
            'Vaše podatke ne prodajemo i ne dajemo drugima za njihov marketing. Dijelimo samo ono što je nužno za posao koji za nas obavljaju:',
            'Vaše podatke ne prodajemo i ne dajemo drugima za njihov marketing. Delimo samo ono što je neophodno za posao koji za nas obavljaju:',
          ),
        },
        {
          ul: [
            T(
              '**kurirskoj službi** – ime, adresu, telefon i iznos za naplatu pouzećem;',
              '**kurirskoj službi** – ime, adresu, telefon i iznos za naplatu pouzećem;',
            ),
            T(
              '**pružaocu SMS i Viber poruka** – broj telefona i obavještenje da je paket poslan;',
              '**dobavljaču SMS i Viber poruka** – broj telefona i obaveštenje da je paket poslat;',
              '**pružatelju SMS i Viber poruka** – broj telefona i obavijest da je paket poslan;',
            ),
            T(
              '**pružaocima informatičkih usluga** (serveri, e-mail) – pod ugovorom i uz obavezu čuvanja tajnosti;',
              '**dobavljačima informatičkih usluga** (serveri, elektronska pošta) – po ugovoru i uz obavezu čuvanja poverljivosti;',
              '**pružateljima informatičkih usluga** (poslužitelji, e-pošta) – pod ugovorom i uz obvezu čuvanja tajnosti;',
            ),
            T(
              '**Googleu** – samo ako dozvolite mjerenje ili marketing: koje ste stranice i proizvode pogledali i šta ste kupili (proizvodi i iznosi), nikad ime, e-mail, telefon, odgovore iz kviza ni tekst recenzija;',
              '**kompaniji Google** – samo ako dozvolite merenje ili marketing: koje ste stranice i proizvode pogledali i šta ste kupili (proizvodi i iznosi), nikad ime, e-mail, telefon, odgovore iz kviza ni tekst recenzija;',
              '**Googleu** – samo ako dopustite mjerenje ili marketing: koje ste stranice i proizvode pogledali i što ste kupili (proizvodi i iznosi), nikad ime, e-mail, telefon, odgovore iz kviza ni tekst recenzija;',
            ),
            T(
              '**nadležnim organima** – samo kad to zakon izričito traži.',
              '**nadležnim organima** – samo kad to zakon izričito traži.',
              '**nadležnim tijelima** – samo kad to zakon izričito traži.',
            ),
          ],
        },
      ],
    },
    {
      id: 'privacy-cookies',
      title: T('Kolačići i lokalna memorija', 'Kolačići i lokalno skladište', 'Kolačići i lokalna pohrana'),
      blocks: [
        {
          p: T(
            'Stranica u vašem pretraživaču čuva samo ono što joj treba da radi:',
            'Sajt u vašem pregledaču čuva samo ono što mu je potrebno da radi:',
            'Stranica u vašem pregledniku sprema samo ono što joj treba da radi:',
          ),
        },
        {
          ul: [
            T(
              '**Kolačić sesije** drži vas prijavljenima dok kupujete. Briše se kad se odjavite ili kad sesija istekne.',
              '**Kolačić sesije** drži vas prijavljenim dok kupujete. Briše se kad se odjavite ili kad sesija istekne.',
            ),
            T(
              '**Lokalna memorija** pamti sadržaj vaše korpe i odabranu državu, da ih ne izgubite kad zatvorite karticu, te vaš izbor o kolačićima.',
              '**Lokalno skladište** pamti sadržaj vaše korpe i izabranu državu, da ih ne izgubite kad zatvorite karticu, i vaš izbor o kolačićima.',
              '**Lokalna pohrana** pamti sadržaj vaše košarice i odabranu državu, da ih ne izgubite kad zatvorite karticu, te vaš izbor o kolačićima.',
            ),
          ],
        },
        {
          p: T(
            '**Mjerenje i marketing samo uz vaš pristanak.** Ako ih dozvolite, učitavamo Googleov Tag Manager za vašu državu, a s njim alate koji broje posjete i kupovine (Google Analytics) i mjere reklame (Google Ads). Oni postavljaju svoje kolačiće. Dok ne odaberete, ili ako odbijete, ne učitavamo ništa od toga. Pitamo vas pri prvom posjetu, ponovo nakon godinu dana i kad promijenimo ova pravila, a izbor možete promijeniti bilo kada preko linka „Postavke kolačića” u podnožju stranice.',
            '**Merenje i marketing samo uz vaš pristanak.** Ako ih dozvolite, učitavamo Tag Manager kompanije Google za vašu državu, a sa njim alate koji broje posete i kupovine (Google Analytics) i mere reklame (Google Ads). Oni čuvaju sopstvene kolačiće. Dok ne izaberete, ili ako odbijete, ne učitavamo ništa od toga. Pitamo vas pri prvoj poseti, ponovo posle godinu dana i kad promenimo ova pravila, a izbor možete da promenite bilo kada preko veze „Podešavanja kolačića” u podnožju stranice.',
            '**Mjerenje i marketing samo uz vaš pristanak.** Ako ih dopustite, učitavamo Googleov Tag Manager za vašu državu, a s njim alate koji broje posjete i kupnje (Google Analytics) i mjere reklame (Google Ads). Oni spremaju vlastite kolačiće. Dok ne odaberete, ili ako odbijete, ne učitavamo ništa od toga. Pitamo vas pri prvom posjetu, ponovno nakon godinu dana i kad promijenimo ova pravila, a izbor možete promijeniti bilo kada preko poveznice „Postavke kolačića” u podnožju stranice.',
            '**Mjerenje i marketing samo uz vaš pristanak.** Ako ih dozvolite, učitavamo Googleov Tag Manager za vašu državu, a s njim alate koji broje posjete i kupovine (Google Analytics) i mjere reklame (Google Ads). Oni postavljaju svoje kolačiće. Dok ne odaberete, ili ako odbijete, ne učitavamo ništa od toga. Pitamo vas pri prvom posjetu, ponovo nakon godinu dana i kad promijenimo ova pravila, a izbor možete promijeniti bilo kada preko linka „Podešavanja kolačića” u podnožju stranice.',
          ),
        },
        {
          p: T(
            'Oboje možete obrisati u postavkama pretraživača. Tada ćete se odjaviti, korpa će se isprazniti, a država vratiti na početnu.',
            'Oboje možete obrisati u podešavanjima pregledača. Tada ćete se odjaviti, korpa će se isprazniti, a država vratiti na podrazumevanu.',
            'Oboje možete obrisati u postavkama preglednika. Tada ćete se odjaviti, košarica će se isprazniti, a država vratiti na zadanu.',
            'Oboje možete obrisati u podešavanjima pretraživača. Tada ćete se odjaviti, korpa će se isprazniti, a država vratiti na početnu.',
          ),
        },
      ],
    },
    {
      id: 'privacy-security',
      title: T('Kako ih štitimo', 'Kako ih štitimo'),
      blocks: [
        {
          p: T(
            'Stranica radi preko šifrirane veze (HTTPS). Lozinke ne čuvamo u izvornom obliku, nego samo kao jednosmjerni sažetak iz kojeg se ne mogu pročitati. Podacima o narudžbama pristupaju samo članovi tima kojima su potrebni za posao.',
            'Sajt radi preko šifrovane veze (HTTPS). Lozinke ne čuvamo u izvornom obliku, nego samo kao jednosmerni heš iz kog ne mogu da se pročitaju. Podacima o porudžbinama pristupaju samo članovi tima kojima su potrebni za posao.',
          ),
        },
      ],
    },
    {
      id: 'privacy-rights',
      title: T('Vaša prava', 'Vaša prava'),
      blocks: [
        {
          p: T(
            'Dva prava možete ostvariti odmah i sami, u [svom računu](/account?tab=settings), u dijelu „Vaši podaci”:',
            'Dva prava možete da ostvarite odmah i sami, u [svom nalogu](/account?tab=settings), u delu „Vaši podaci”:',
            undefined,
            'Dva prava možete ostvariti odmah i sami, u [svom nalogu](/account?tab=settings), u dijelu „Vaši podaci”:',
          ),
        },
        {
          ul: [
            T(
              '**pravo na pristup i prenos** – „Preuzmi moje podatke” daje vam jednu datoteku sa svime što o vama čuvamo: podatke računa, narudžbe, recenzije, prijave na novosti i klub te izbore o kolačićima;',
              '**pravo na pristup i prenos** – „Preuzmi moje podatke” daje vam jednu datoteku sa svime što o vama čuvamo: podatke naloga, porudžbine, recenzije, prijave na novosti i klub i izbore o kolačićima;',
              '**pravo na pristup i prijenos** – „Preuzmi moje podatke” daje vam jednu datoteku sa svime što o vama čuvamo: podatke računa, narudžbe, recenzije, prijave na novosti i klub te izbore o kolačićima;',
              '**pravo na pristup i prenos** – „Preuzmi moje podatke” daje vam jednu datoteku sa svime što o vama čuvamo: podatke naloga, narudžbe, recenzije, prijave na novosti i klub te izbore o kolačićima;',
            ),
            T(
              '**pravo na brisanje** – „Obriši račun” uz vašu lozinku odmah briše prijavu i odjavljuje vas na svim uređajima. Narudžbe zadržavamo bez imena i telefona jer to traže računovodstveni propisi, a recenzije ostaju bez imena autora.',
              '**pravo na brisanje** – „Obriši nalog” uz vašu lozinku odmah briše prijavu i odjavljuje vas na svim uređajima. Porudžbine zadržavamo bez imena i telefona jer to traže računovodstveni propisi, a recenzije ostaju bez imena autora.',
              undefined,
              '**pravo na brisanje** – „Obriši nalog” uz vašu lozinku odmah briše prijavu i odjavljuje vas na svim uređajima. Narudžbe zadržavamo bez imena i telefona jer to traže računovodstveni propisi, a recenzije ostaju bez imena autora.',
            ),
          ],
        },
        { p: T('Osim toga, u svakom trenutku možete zatražiti:', 'Osim toga, u svakom trenutku možete da zatražite:') },
        {
          ul: [
            T('pristup – kopiju podataka koje o vama imamo;', 'pristup – kopiju podataka koje o vama imamo;'),
            T(
              'ispravku netačnih ili nepotpunih podataka;',
              'ispravku netačnih ili nepotpunih podataka;',
              'ispravak netočnih ili nepotpunih podataka;',
            ),
            T(
              'brisanje, osim podataka koje moramo čuvati po zakonu;',
              'brisanje, osim podataka koje moramo da čuvamo po zakonu;',
            ),
            T('ograničenje obrade ili prigovor na nju;', 'ograničenje obrade ili prigovor na nju;'),
            T(
              'prenos podataka u uobičajenom digitalnom obliku;',
              'prenos podataka u uobičajenom digitalnom obliku;',
              'prijenos podataka u uobičajenom digitalnom obliku;',
            ),
            T(
              'povlačenje saglasnosti za novosti i kviz.',
              'povlačenje pristanka za novosti i kviz.',
              'povlačenje privole za novosti i kviz.',
            ),
          ],
        },
        {
          p: T(
            'Zahtjev pošaljite na [{email}](mailto:{email}) s adrese ili broja telefona koji ste koristili kod nas, da bismo znali da ste to vi. **Odgovorit ćemo najkasnije u roku od {days} dana.** Ako smatrate da vaše podatke ne obrađujemo ispravno, pritužbu možete podnijeti nadzornom organu: {authority}.',
            'Zahtev pošaljite na [{email}](mailto:{email}) sa adrese ili broja telefona koji ste koristili kod nas, da bismo znali da ste to vi. **Odgovorićemo najkasnije u roku od {days} dana.** Ako smatrate da vaše podatke ne obrađujemo ispravno, pritužbu možete podneti nadzornom organu: {authority}.',
            'Zahtjev pošaljite na [{email}](mailto:{email}) s adrese ili broja telefona koji ste koristili kod nas, da bismo znali da ste to vi. **Odgovorit ćemo najkasnije u roku od {days} dana.** Ako smatrate da vaše podatke ne obrađujemo ispravno, pritužbu možete podnijeti nadzornom tijelu: {authority}.',
          ),
        },
      ],
    },
    {
      id: 'privacy-children',
      title: T('Djeca', 'Deca'),
      blocks: [
        {
          p: T(
            'Stranica nije namijenjena djeci mlađoj od {minAge} godina i svjesno ne prikupljamo njihove podatke. Ako saznamo da smo ih ipak dobili, odmah ih brišemo.',
            'Sajt nije namenjen deci mlađoj od {minAge} godina i svesno ne prikupljamo njihove podatke. Ako saznamo da smo ih ipak dobili, odmah ih brišemo.',
          ),
        },
      ],
    },
    {
      id: 'privacy-changes',
      title: T('Izmjene ove politike', 'Izmene ove politike'),
      blocks: [
        {
          p: T(
            'Ako promijenimo ovu politiku, novu verziju objavit ćemo na ovoj stranici s novim datumom. O važnim promjenama obavijestit ćemo vas e-mailom ako kod nas imate račun.',
            'Ako promenimo ovu politiku, novu verziju objavićemo na ovoj stranici sa novim datumom. O važnim promenama obavestićemo vas e-mailom ako kod nas imate nalog.',
            undefined,
            'Ako promijenimo ovu politiku, novu verziju objavit ćemo na ovoj stranici s novim datumom. O važnim promjenama obavijestit ćemo vas e-mailom ako kod nas imate nalog.',
          ),
        },
      ],
    },
  ],
};
