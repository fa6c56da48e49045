// /blog/libido: libido and vitality. Gentle, practical, no promises; the only nutrient claims are
// authorised ones (zinc: normal testosterone levels; magnesium: tiredness), plus when to see a doctor.
import type { Article } from '../doc.tsx';
import { T } from './t.ts';

export const libidoArticle: Article = {
  lead: T(
    'O libidu se rijetko govori naglas, a gotovo svako ga u nekom periodu osjeti slabijim. Želja nije prekidač koji je uvijek uključen – na nju utiču san, stres, zdravlje, odnos i svakodnevica. Evo šta možete učiniti sami i kada je vrijeme za razgovor s ljekarom.',
    'O libidu se retko govori naglas, a gotovo svako ga u nekom periodu oseti slabijim. Želja nije prekidač koji je uvek uključen – na nju utiču san, stres, zdravlje, odnos i svakodnevica. Evo šta možete da uradite sami i kada je vreme za razgovor sa lekarom.',
    'O libidu se rijetko govori naglas, a gotovo svatko ga u nekom razdoblju osjeti slabijim. Želja nije prekidač koji je uvijek uključen – na nju utječu san, stres, zdravlje, odnos i svakodnevica. Evo što možete učiniti sami i kada je vrijeme za razgovor s liječnikom.',
  ),
  keyPoints: [
    T(
      'Oscilacije želje potpuno su normalne i događaju se u svakoj dobi.',
      'Oscilacije želje potpuno su normalne i dešavaju se u svakom dobu.',
    ),
    T(
      'Umor i stres najčešći su tihi krivci – san je prvi korak.',
      'Umor i stres su najčešći tihi krivci – san je prvi korak.',
    ),
    T(
      'Kretanje, uravnotežena prehrana i manje alkohola podržavaju opštu vitalnost.',
      'Kretanje, uravnotežena ishrana i manje alkohola podržavaju opštu vitalnost.',
      'Kretanje, uravnotežena prehrana i manje alkohola podržavaju opću vitalnost.',
      'Kretanje, uravnotežena ishrana i manje alkohola podržavaju opštu vitalnost.',
    ),
    T(
      'Dugotrajan pad želje ili promjena nakon novog lijeka razlog su za razgovor s ljekarom.',
      'Dugotrajan pad želje ili promena posle novog leka razlog su za razgovor sa lekarom.',
      'Dugotrajan pad želje ili promjena nakon novog lijeka razlog su za razgovor s liječnikom.',
    ),
  ],
  sections: [
    {
      id: 'libido-normal',
      title: T('Zašto želja oscilira', 'Zašto želja oscilira'),
      blocks: [
        {
          p: T(
            'Libido nije stalna veličina. Mijenja se s godinama, ali i s okolnostima: novi posao, selidba, malo dijete u kući, briga za roditelje ili jednostavno predug period bez odmora. Hormonalne promjene – u trudnoći, nakon poroda, u menopauzi ili s godinama kod muškaraca – također imaju svoju ulogu.',
            'Libido nije stalna veličina. Menja se sa godinama, ali i sa okolnostima: novi posao, selidba, malo dete u kući, briga o roditeljima ili jednostavno predug period bez odmora. Hormonske promene – u trudnoći, posle porođaja, u menopauzi ili sa godinama kod muškaraca – takođe imaju svoju ulogu.',
            'Libido nije stalna veličina. Mijenja se s godinama, ali i s okolnostima: novi posao, selidba, malo dijete u kući, briga za roditelje ili jednostavno predugo razdoblje bez odmora. Hormonalne promjene – u trudnoći, nakon poroda, u menopauzi ili s godinama kod muškaraca – također imaju svoju ulogu.',
          ),
        },
        {
          p: T(
            'Važno je znati i da ne postoji „prava” mjera želje. Neki su parovi bliski svaki dan, neki jednom u dvije sedmice – i oboje je u redu, dok odgovara vama. Razlog za brigu nastaje tek kad vas promjena muči ili opterećuje odnos.',
            'Važno je znati i da ne postoji „prava” mera želje. Neki parovi su bliski svakog dana, neki jednom u dve nedelje – i oboje je u redu, dok odgovara vama. Razlog za brigu nastaje tek kad vas promena muči ili opterećuje odnos.',
            'Važno je znati i da ne postoji „prava” mjera želje. Neki su parovi bliski svaki dan, neki jednom u dva tjedna – i oboje je u redu, dok odgovara vama. Razlog za brigu nastaje tek kad vas promjena muči ili opterećuje odnos.',
          ),
        },
        {
          p: T(
            'Na želju mogu uticati i neki lijekovi, naprimjer pojedini lijekovi za depresiju ili krvni pritisak. Ako primijetite promjenu nakon početka terapije, nemojte je prekidati na svoju ruku – razgovarajte s ljekarom, često postoji rješenje.',
            'Na želju mogu uticati i neki lekovi, na primer pojedini lekovi za depresiju ili krvni pritisak. Ako primetite promenu posle početka terapije, nemojte da je prekidate na svoju ruku – razgovarajte sa lekarom, često postoji rešenje.',
            'Na želju mogu utjecati i neki lijekovi, primjerice pojedini lijekovi za depresiju ili krvni tlak. Ako primijetite promjenu nakon početka terapije, nemojte je prekidati na svoju ruku – razgovarajte s liječnikom, često postoji rješenje.',
          ),
        },
      ],
    },
    {
      id: 'libido-sleep',
      title: 'San i stres',
      blocks: [
        {
          p: T(
            'Umorno tijelo štedi energiju, a želja je među prvim stvarima koje stavlja na čekanje. Sedam do osam sati sna nije luksuz. Pomaže večernja rutina bez ekrana u posljednjih pola sata, prozračena soba i odlazak na spavanje otprilike u isto vrijeme.',
            'Umorno telo štedi energiju, a želja je među prvim stvarima koje stavlja na čekanje. Sedam do osam sati sna nije luksuz. Pomaže večernja rutina bez ekrana u poslednjih pola sata, provetrena soba i odlazak na spavanje otprilike u isto vreme.',
          ),
        },
        {
          p: T(
            'Stres djeluje slično: dok je glava puna obaveza, tijelu nije do bliskosti. Šetnja, razgovor s prijateljem, duboko disanje ili deset minuta tišine mogu napraviti više nego što mislite.',
            'Stres deluje slično: dok je glava puna obaveza, telu nije do bliskosti. Šetnja, razgovor sa prijateljem, duboko disanje ili deset minuta tišine mogu da urade više nego što mislite.',
            'Stres djeluje slično: dok je glava puna obveza, tijelu nije do bliskosti. Šetnja, razgovor s prijateljem, duboko disanje ili deset minuta tišine mogu napraviti više nego što mislite.',
          ),
        },
      ],
    },
    {
      id: 'libido-move',
      title: T('Kretanje i prehrana', 'Kretanje i ishrana', undefined, 'Kretanje i ishrana'),
      blocks: [
        {
          p: T(
            'Redovno kretanje podržava cirkulaciju, raspoloženje i odnos prema vlastitom tijelu – a sve troje važno je za želju. Ne treba vam teretana: brza šetnja, bicikl, ples ili plivanje nekoliko puta sedmično sasvim su dovoljni.',
            'Redovno kretanje podržava cirkulaciju, raspoloženje i odnos prema sopstvenom telu – a sve troje je važno za želju. Ne treba vam teretana: brza šetnja, bicikl, ples ili plivanje nekoliko puta nedeljno sasvim su dovoljni.',
            'Redovito kretanje podržava cirkulaciju, raspoloženje i odnos prema vlastitom tijelu – a sve troje važno je za želju. Ne treba vam teretana: brza šetnja, bicikl, ples ili plivanje nekoliko puta tjedno sasvim su dovoljni.',
          ),
        },
        {
          ul: [
            T(
              '**Raznolik tanjur:** povrće, voće, mahunarke, riba, orašasti plodovi i maslinovo ulje.',
              '**Raznovrstan tanjir:** povrće, voće, mahunarke, riba, orašasti plodovi i maslinovo ulje.',
            ),
            T(
              '**Cink** doprinosi održavanju normalnog nivoa testosterona u krvi. Ima ga u mesu, sjemenkama bundeve, orašastim plodovima i mahunarkama.',
              '**Cink** doprinosi održavanju normalnog nivoa testosterona u krvi. Ima ga u mesu, semenkama bundeve, orašastim plodovima i mahunarkama.',
              '**Cink** doprinosi održavanju normalne razine testosterona u krvi. Ima ga u mesu, sjemenkama bundeve, orašastim plodovima i mahunarkama.',
            ),
            T(
              '**Magnezij** doprinosi smanjenju umora i iscrpljenosti. Ima ga u zelenom lisnatom povrću, integralnim žitaricama i orašastim plodovima.',
              '**Magnezijum** doprinosi smanjenju umora i iscrpljenosti. Ima ga u zelenom lisnatom povrću, integralnim žitaricama i orašastim plodovima.',
            ),
            T(
              '**Alkohol s mjerom:** jedna čaša opušta, ali više njih želju i tijelo usporava. Pušenje šteti cirkulaciji.',
              '**Alkohol sa merom:** jedna čaša opušta, ali više njih usporava i želju i telo. Pušenje šteti cirkulaciji.',
            ),
          ],
        },
      ],
    },
    {
      id: 'libido-talk',
      title: 'Razgovor u dvoje',
      blocks: [
        {
          p: T(
            'Često je najteži, a najkorisniji korak razgovor s partnerom. Bez predbacivanja i bez pritiska: recite kako se osjećate i pitajte kako je drugoj strani. Vrijeme samo za vas dvoje, dodir bez očekivanja i malo smijeha vraćaju bliskost brže od bilo kojeg savjeta s interneta.',
            'Često je najteži, a najkorisniji korak razgovor sa partnerom. Bez prebacivanja i bez pritiska: recite kako se osećate i pitajte kako je drugoj strani. Vreme samo za vas dvoje, dodir bez očekivanja i malo smeha vraćaju bliskost brže od bilo kog saveta sa interneta.',
          ),
        },
        {
          ul: [
            T(
              'Dogovorite jednu večer sedmično bez mobitela i televizije, samo za vas dvoje.',
              'Dogovorite jedno veče nedeljno bez mobilnog telefona i televizije, samo za vas dvoje.',
              'Dogovorite jednu večer tjedno bez mobitela i televizije, samo za vas dvoje.',
            ),
            T(
              'Prošećite zajedno nakon večere – u hodu se lakše razgovara.',
              'Prošetajte zajedno posle večere – u hodu se lakše razgovara.',
            ),
            T(
              'Recite partneru svaki dan nešto lijepo, makar sitnicu.',
              'Recite partneru svakog dana nešto lepo, makar sitnicu.',
            ),
            T(
              'Ne čekajte savršen trenutak – bliskost raste iz običnih dana.',
              'Ne čekajte savršen trenutak – bliskost raste iz običnih dana.',
            ),
          ],
        },
      ],
    },
    {
      id: 'libido-supplements',
      title: T('Gdje su tu dodaci prehrani', 'Gde su tu dodaci ishrani', undefined, 'Gdje su tu dodaci ishrani'),
      blocks: [
        {
          p: T(
            'Biljke poput make i ženšena tradicionalno se koriste u mnogim kulturama, a vitamini i minerali poput cinka i vitamina B6 imaju svoje mjesto u uravnoteženoj prehrani. Dodatak prehrani može biti dio brige o sebi, kao dodatak uravnoteženoj prehrani – ali ne djeluje poput lijeka i ne rješava medicinske uzroke.',
            'Biljke poput make i ženšena tradicionalno se koriste u mnogim kulturama, a vitamini i minerali poput cinka i vitamina B6 imaju svoje mesto u uravnoteženoj ishrani. Dodatak ishrani može biti deo brige o sebi, kao dodatak uravnoteženoj ishrani – ali ne deluje poput leka i ne rešava medicinske uzroke.',
            undefined,
            'Biljke poput make i ženšena tradicionalno se koriste u mnogim kulturama, a vitamini i minerali poput cinka i vitamina B6 imaju svoje mjesto u uravnoteženoj ishrani. Dodatak ishrani može biti dio brige o sebi, kao dodatak uravnoteženoj ishrani – ali ne djeluje poput lijeka i ne rješava medicinske uzroke.',
          ),
        },
        {
          ul: [
            T(
              'Neki biljni sastojci mogu uticati na djelovanje lijekova, naprimjer za krvni pritisak ili razrjeđivanje krvi. Ako uzimate terapiju, najprije pitajte ljekara ili farmaceuta.',
              'Neki biljni sastojci mogu uticati na delovanje lekova, na primer za krvni pritisak ili razređivanje krvi. Ako uzimate terapiju, najpre pitajte lekara ili farmaceuta.',
              'Neki biljni sastojci mogu utjecati na djelovanje lijekova, primjerice za krvni tlak ili razrjeđivanje krvi. Ako uzimate terapiju, najprije pitajte liječnika ili ljekarnika.',
            ),
            T(
              'Budite oprezni s proizvodima koji obećavaju trenutan efekat ili se reklamiraju kao „prirodna zamjena” za lijek – takve tvrdnje nisu dozvoljene za dodatke prehrani.',
              'Budite oprezni sa proizvodima koji obećavaju trenutan efekat ili se reklamiraju kao „prirodna zamena” za lek – takve tvrdnje nisu dozvoljene za dodatke ishrani.',
              'Budite oprezni s proizvodima koji obećavaju trenutačan učinak ili se reklamiraju kao „prirodna zamjena” za lijek – takve tvrdnje nisu dopuštene za dodatke prehrani.',
              'Budite oprezni s proizvodima koji obećavaju trenutan efekat ili se reklamiraju kao „prirodna zamjena” za lijek – takve tvrdnje nisu dozvoljene za dodatke ishrani.',
            ),
            T(
              'Kupujte proizvode s jasnom deklaracijom na našem jeziku, s navedenim sastojcima i količinama.',
              'Kupujte proizvode sa jasnom deklaracijom na našem jeziku, sa navedenim sastojcima i količinama.',
            ),
          ],
        },
      ],
    },
    {
      id: 'libido-doctor',
      title: T('Kada razgovarati s ljekarom', 'Kada razgovarati sa lekarom', 'Kada razgovarati s liječnikom'),
      blocks: [
        {
          p: T(
            'Javite se ljekaru ako pad želje traje mjesecima i smeta vam, ako se javi bol, ako se promjena pojavila nakon novog lijeka ili ako muškarac ima ponavljane teškoće s erekcijom. Takve teškoće ponekad su rani znak problema s krvnim sudovima ili srcem, pa ih vrijedi provjeriti. Ljekarima to nije neprijatna tema – čuju je svaki dan.',
            'Javite se lekaru ako pad želje traje mesecima i smeta vam, ako se javi bol, ako se promena pojavila posle novog leka ili ako muškarac ima ponovljene teškoće sa erekcijom. Takve teškoće su ponekad rani znak problema sa krvnim sudovima ili srcem, pa vredi da se provere. Lekarima to nije neprijatna tema – čuju je svakog dana.',
            'Javite se liječniku ako pad želje traje mjesecima i smeta vam, ako se javi bol, ako se promjena pojavila nakon novog lijeka ili ako muškarac ima ponavljane teškoće s erekcijom. Takve teškoće ponekad su rani znak problema s krvnim žilama ili srcem, pa ih vrijedi provjeriti. Liječnicima to nije neugodna tema – čuju je svaki dan.',
          ),
        },
        {
          p: T(
            'Na pregled možete doći sami ili u paru. Pomaže ako unaprijed zapišete kada ste primijetili promjenu, koje lijekove i dodatke prehrani uzimate i kako spavate – razgovor će biti kraći i konkretniji.',
            'Na pregled možete doći sami ili u paru. Pomaže ako unapred zapišete kada ste primetili promenu, koje lekove i dodatke ishrani uzimate i kako spavate – razgovor će biti kraći i konkretniji.',
            undefined,
            'Na pregled možete doći sami ili u paru. Pomaže ako unaprijed zapišete kada ste primijetili promjenu, koje lijekove i dodatke ishrani uzimate i kako spavate – razgovor će biti kraći i konkretniji.',
          ),
        },
      ],
    },
  ],
  cta: {
    product: 'Libido Rose',
    href: '/offers/libido',
    title: T('Za vašu vitalnost', 'Za vašu vitalnost'),
    text: T(
      'Tražite dodatak prehrani za vitalnost? Birajte formule s jasno navedenim sastojcima i količinama – kao dodatak uravnoteženoj prehrani, nikad kao zamjenu za nju.',
      'Tražite dodatak ishrani za vitalnost? Birajte formule sa jasno navedenim sastojcima i količinama – kao dodatak uravnoteženoj ishrani, nikad kao zamenu za nju.',
      undefined,
      'Tražite dodatak ishrani za vitalnost? Birajte formule s jasno navedenim sastojcima i količinama – kao dodatak uravnoteženoj ishrani, nikad kao zamjenu za nju.',
    ),
  },
};
