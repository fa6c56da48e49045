// /blog/kosa: healthy hair day to day. Only authorised nutrient claims (biotin, zinc, selenium
// "doprinose održavanju normalne kose"); when to see a doctor; the biotin-and-lab-tests caution.
import type { Article } from '../doc.tsx';
import { T } from './t.ts';

export const hairArticle: Article = {
  lead: T(
    'Kosa je pomalo poput dnevnika: u njoj se vide stresni mjeseci, neprospavane noći, stroga dijeta ili promjena godišnjeg doba. Ne treba joj čarolija, nego strpljenje i nekoliko dobrih navika – izvana i iznutra.',
    'Kosa je pomalo poput dnevnika: u njoj se vide stresni meseci, neprospavane noći, stroga dijeta ili promena godišnjeg doba. Ne treba joj čarolija, nego strpljenje i nekoliko dobrih navika – spolja i iznutra.',
  ),
  keyPoints: [
    T(
      'Gubitak pedesetak do stotinjak vlasi dnevno dio je prirodnog ciklusa kose.',
      'Gubitak pedesetak do stotinak vlasi dnevno deo je prirodnog ciklusa kose.',
    ),
    T(
      'Kosa raste oko centimetar mjesečno, pa promjene pratite u mjesecima, ne u danima.',
      'Kosa raste oko centimetar mesečno, pa promene pratite u mesecima, ne u danima.',
    ),
    T(
      'Biotin, cink i selen doprinose održavanju normalne kose.',
      'Biotin, cink i selen doprinose održavanju normalne kose.',
    ),
    T(
      'Nagli ili neobičan gubitak kose razlog je za posjet ljekaru.',
      'Nagli ili neobičan gubitak kose razlog je za odlazak kod lekara.',
      'Nagli ili neobičan gubitak kose razlog je za posjet liječniku.',
    ),
  ],
  sections: [
    {
      id: 'hair-cycle',
      title: 'Kako kosa raste',
      blocks: [
        {
          p: T(
            'Svaka vlas prolazi kroz tri faze: dugu fazu rasta koja traje nekoliko godina, kratku prijelaznu fazu i fazu mirovanja, nakon koje vlas ispada, a na njenom mjestu počinje rasti nova. Zato je sasvim normalno da na četki i u odvodu svaki dan ostane pedesetak do stotinjak vlasi.',
            'Svaka vlas prolazi kroz tri faze: dugu fazu rasta koja traje nekoliko godina, kratku prelaznu fazu i fazu mirovanja, posle koje vlas opada, a na njenom mestu počinje da raste nova. Zato je sasvim normalno da na četki i u odvodu svakog dana ostane pedesetak do stotinak vlasi.',
            'Svaka vlas prolazi kroz tri faze: dugu fazu rasta koja traje nekoliko godina, kratku prijelaznu fazu i fazu mirovanja, nakon koje vlas ispada, a na njezinom mjestu počinje rasti nova. Zato je sasvim normalno da na četki i u odvodu svaki dan ostane pedesetak do stotinjak vlasi.',
          ),
        },
        {
          p: T(
            'Nakon stresnog perioda, bolesti s visokom temperaturom, poroda ili naglog gubitka kilograma više vlasi može istovremeno ući u fazu mirovanja. Pojačano opadanje tada se primijeti tek dva do tri mjeseca kasnije – pa uzrok često tražimo na krivom mjestu.',
            'Posle stresnog perioda, bolesti sa visokom temperaturom, porođaja ili naglog gubitka kilograma više vlasi može istovremeno da uđe u fazu mirovanja. Pojačano opadanje se tada primeti tek dva do tri meseca kasnije – pa uzrok često tražimo na pogrešnom mestu.',
            'Nakon stresnog razdoblja, bolesti s visokom temperaturom, poroda ili naglog gubitka kilograma više vlasi može istodobno ući u fazu mirovanja. Pojačano opadanje tada se primijeti tek dva do tri mjeseca kasnije – pa uzrok često tražimo na krivom mjestu.',
          ),
        },
      ],
    },
    {
      id: 'hair-plate',
      title: T('Kosa počinje na tanjuru', 'Kosa počinje na tanjiru'),
      blocks: [
        {
          p: T(
            'Vlas je većim dijelom građena od keratina, a keratin je protein. Kad je prehrana siromašna proteinima i mineralima – što se lako dogodi na strogim dijetama – kosa je među prvima koja to pokaže. Na jelovniku neka budu:',
            'Vlas je većim delom građena od keratina, a keratin je belančevina. Kad je ishrana siromašna belančevinama i mineralima – što se lako desi na strogim dijetama – kosa je među prvima koja to pokaže. Na jelovniku neka budu:',
            'Vlas je većim dijelom građena od keratina, a keratin je bjelančevina. Kad je prehrana siromašna bjelančevinama i mineralima – što se lako dogodi na strogim dijetama – kosa je među prvima koja to pokaže. Na jelovniku neka budu:',
            'Vlas je većim dijelom građena od keratina, a keratin je protein. Kad je ishrana siromašna proteinima i mineralima – što se lako dogodi na strogim dijetama – kosa je među prvima koja to pokaže. Na jelovniku neka budu:',
          ),
        },
        {
          ul: [
            T(
              '**jaja, riba, meso, grah i leća** – izvori proteina;',
              '**jaja, riba, meso, pasulj i sočivo** – izvori belančevina;',
              '**jaja, riba, meso, grah i leća** – izvori bjelančevina;',
            ),
            T(
              '**sjemenke bundeve, orašasti plodovi i mahunarke** – izvori cinka;',
              '**semenke bundeve, orašasti plodovi i mahunarke** – izvori cinka;',
            ),
            T(
              '**brazilski orašćić, riba i jaja** – izvori selena; jedan do dva orašćića dnevno sasvim su dovoljna;',
              '**brazilski orah, riba i jaja** – izvori selena; jedan do dva oraha dnevno sasvim su dovoljna;',
            ),
            T(
              '**zob, jaja i orašasti plodovi** – izvori biotina;',
              '**ovas, jaja i orašasti plodovi** – izvori biotina;',
            ),
            T(
              '**masna riba, laneno sjeme i orasi** – za zdrave masnoće.',
              '**masna riba, laneno seme i orasi** – za zdrave masnoće.',
            ),
          ],
        },
        {
          p: T(
            'Ne trebaju vam egzotične namirnice ni skupa „superhrana”. Tanjur s puno povrća, dovoljno proteina i malo dobrih masnoća jednako je dobar za cijelo tijelo i za kosu. Ako ste vegetarijanac ili vegan, posebno pazite na raznolike izvore proteina, cinka i željeza.',
            'Nisu vam potrebne egzotične namirnice ni skupa „superhrana”. Tanjir sa puno povrća, dovoljno belančevina i malo dobrih masnoća jednako je dobar za celo telo i za kosu. Ako ste vegetarijanac ili vegan, posebno pazite na raznovrsne izvore belančevina, cinka i gvožđa.',
            'Ne trebaju vam egzotične namirnice ni skupa „superhrana”. Tanjur s puno povrća, dovoljno bjelančevina i malo dobrih masnoća jednako je dobar za cijelo tijelo i za kosu. Ako ste vegetarijanac ili vegan, posebno pazite na raznolike izvore bjelančevina, cinka i željeza.',
          ),
        },
      ],
    },
    {
      id: 'hair-care',
      title: T('Njega bez stresa za vlasi', 'Nega bez stresa za vlasi'),
      blocks: [
        {
          ul: [
            T(
              'Perite mlakom, a ne vrućom vodom. Šampon nanesite na vlasište, a regenerator na dužine.',
              'Perite mlakom, a ne vrelom vodom. Šampon nanesite na teme, a regenerator na dužine.',
              'Perite mlakom, a ne vrućom vodom. Šampon nanesite na vlasište, a regenerator na duljine.',
            ),
            T(
              'Mokru kosu nemojte trljati peškirom, nego je nježno stisnite i raščešljajte češljem s rijetkim zupcima.',
              'Mokru kosu nemojte trljati peškirom, nego je nežno stisnite i raščešljajte češljem sa retkim zupcima.',
              'Mokru kosu nemojte trljati ručnikom, nego je nježno stisnite i raščešljajte češljem s rijetkim zupcima.',
            ),
            T(
              'Fen i peglu koristite na nižoj temperaturi i uz zaštitu od toplote.',
              'Fen i peglu koristite na nižoj temperaturi i uz zaštitu od toplote.',
              'Fen i peglu koristite na nižoj temperaturi i uz zaštitu od topline.',
            ),
            T(
              'Izbjegavajte svakodnevne čvrste repove i pletenice koje vuku korijen.',
              'Izbegavajte svakodnevne čvrste repove i pletenice koje vuku koren.',
            ),
            T(
              'Ljeti kosu štitite od sunca, a nakon mora ili bazena isperite je čistom vodom.',
              'Leti kosu štitite od sunca, a posle mora ili bazena isperite je čistom vodom.',
            ),
            T(
              'Vrhove podrežite svaka dva do tri mjeseca – ispucali vrhovi ne mogu se zalijepiti.',
              'Vrhove podsecite na svaka dva do tri meseca – ispucali vrhovi ne mogu da se zalepe.',
            ),
          ],
        },
      ],
    },
    {
      id: 'hair-myths',
      title: 'Mitovi o kosi',
      blocks: [
        {
          ul: [
            T(
              '**„Češće šišanje ubrzava rast.”** Ne ubrzava – kosa raste iz korijena. Redovno podrezivanje ipak je korisno jer ne da ispucalim vrhovima da se šire prema gore.',
              '**„Češće šišanje ubrzava rast.”** Ne ubrzava – kosa raste iz korena. Redovno podsecanje je ipak korisno jer ne dozvoljava ispucalim vrhovima da se šire naviše.',
              '**„Češće šišanje ubrzava rast.”** Ne ubrzava – kosa raste iz korijena. Redovito podrezivanje ipak je korisno jer ne da ispucalim vrhovima da se šire prema gore.',
            ),
            T(
              '**„Svakodnevno pranje šteti kosi.”** Blagi šampon i mlaka voda ne štete. Perite kosu onoliko često koliko vam odgovara.',
              '**„Svakodnevno pranje šteti kosi.”** Blag šampon i mlaka voda ne štete. Perite kosu onoliko često koliko vam odgovara.',
            ),
            T(
              '**„Sto poteza četkom svaku večer.”** Previše češljanja samo čupa vlasi. Dovoljno je kosu nježno raščešljati.',
              '**„Sto poteza četkom svako veče.”** Previše češljanja samo čupa vlasi. Dovoljno je kosu nežno raščešljati.',
            ),
            T(
              '**„Kosu se može nahraniti preko noći.”** Ne može. I najbolja njega traži sedmice i mjesece, a ne noći.',
              '**„Kosa može da se nahrani preko noći.”** Ne može. I najbolja nega traži nedelje i mesece, a ne noći.',
              '**„Kosu se može nahraniti preko noći.”** Ne može. I najbolja njega traži tjedne i mjesece, a ne noći.',
            ),
          ],
        },
      ],
    },
    {
      id: 'hair-habits',
      title: 'San, stres i strpljenje',
      blocks: [
        {
          p: T(
            'Kosa se obnavlja dok spavamo, a dugotrajan stres jedan je od najčešćih razloga zašto je vlasi u četki više nego inače. Redovan san, šetnja i malo vremena samo za sebe nisu luksuz, nego dio njege. Pušenje, s druge strane, slabi cirkulaciju – i u vlasištu.',
            'Kosa se obnavlja dok spavamo, a dugotrajan stres je jedan od najčešćih razloga zašto je vlasi u četki više nego inače. Redovan san, šetnja i malo vremena samo za sebe nisu luksuz, nego deo nege. Pušenje, sa druge strane, slabi cirkulaciju – i u temenu.',
          ),
        },
      ],
    },
    {
      id: 'hair-supplements',
      title: T('Dodaci prehrani za kosu', 'Dodaci ishrani za kosu', undefined, 'Dodaci ishrani za kosu'),
      blocks: [
        {
          p: T(
            'Kad prehrana nije uvijek onakva kakvu bismo željeli, dodatak prehrani može biti dodatak uravnoteženoj prehrani – ne zamjena za nju. Biotin, cink i selen doprinose održavanju normalne kose, a cink i selen i održavanju normalnih noktiju.',
            'Kad ishrana nije uvek onakva kakvu bismo želeli, dodatak ishrani može biti dodatak uravnoteženoj ishrani – ne zamena za nju. Biotin, cink i selen doprinose održavanju normalne kose, a cink i selen i održavanju normalnih noktiju.',
            undefined,
            'Kad ishrana nije uvijek onakva kakvu bismo željeli, dodatak ishrani može biti dodatak uravnoteženoj ishrani – ne zamjena za nju. Biotin, cink i selen doprinose održavanju normalne kose, a cink i selen i održavanju normalnih noktiju.',
          ),
        },
        {
          ul: [
            T(
              '**Budite strpljivi.** Kosa raste polako, pa razliku u izgledu procjenjujte nakon dva do tri mjeseca redovnog uzimanja.',
              '**Budite strpljivi.** Kosa raste polako, pa razliku u izgledu procenjujte posle dva do tri meseca redovnog uzimanja.',
              '**Budite strpljivi.** Kosa raste polako, pa razliku u izgledu procjenjujte nakon dva do tri mjeseca redovitog uzimanja.',
            ),
            T(
              '**Više nije bolje.** Ako uzimate nekoliko proizvoda, saberite iste sastojke i ne prekoračujte preporučene dnevne doze.',
              '**Više nije bolje.** Ako uzimate nekoliko proizvoda, saberite iste sastojke i ne prekoračujte preporučene dnevne doze.',
              '**Više nije bolje.** Ako uzimate nekoliko proizvoda, zbrojite iste sastojke i ne prekoračujte preporučene dnevne doze.',
            ),
            T(
              '**Recite ljekaru za biotin.** Veće količine biotina mogu uticati na rezultate nekih laboratorijskih pretraga, naprimjer hormona štitne žlijezde. Prije vađenja krvi spomenite da ga uzimate.',
              '**Recite lekaru za biotin.** Veće količine biotina mogu uticati na rezultate nekih laboratorijskih analiza, na primer hormona štitaste žlezde. Pre vađenja krvi pomenite da ga uzimate.',
              '**Recite liječniku za biotin.** Veće količine biotina mogu utjecati na rezultate nekih laboratorijskih pretraga, primjerice hormona štitnjače. Prije vađenja krvi spomenite da ga uzimate.',
            ),
          ],
        },
      ],
    },
    {
      id: 'hair-doctor',
      title: T('Kada potražiti ljekara', 'Kada potražiti lekara', 'Kada potražiti liječnika'),
      blocks: [
        {
          p: T(
            'Javite se ljekaru porodične medicine ili dermatologu ako kosa ispada u pramenovima, ako se pojave ćelava mjesta, ako vlasište svrbi, crveni se ili ljušti, ili ako uz opadanje kose osjećate neobičan umor ili se mijenja tjelesna težina. Iza toga može stajati manjak željeza, poremećaj rada štitne žlijezde ili nešto treće – a to se rješava uz stručnu pomoć, ne kapsulama.',
            'Javite se izabranom lekaru ili dermatologu ako kosa opada u pramenovima, ako se pojave ćelava mesta, ako teme svrbi, crveni se ili se ljušti, ili ako uz opadanje kose osećate neobičan umor ili se menja telesna težina. Iza toga može da stoji manjak gvožđa, poremećaj rada štitaste žlezde ili nešto treće – a to se rešava uz stručnu pomoć, ne kapsulama.',
            'Javite se liječniku obiteljske medicine ili dermatologu ako kosa ispada u pramenovima, ako se pojave ćelava mjesta, ako vlasište svrbi, crveni se ili ljušti, ili ako uz opadanje kose osjećate neobičan umor ili se mijenja tjelesna težina. Iza toga može stajati manjak željeza, poremećaj rada štitnjače ili nešto treće – a to se rješava uz stručnu pomoć, ne kapsulama.',
          ),
        },
      ],
    },
  ],
  cta: {
    product: 'HairGrow Plus',
    href: '/offers/hairgrow-plus',
    text: T(
      'HairGrow Plus sadrži biotin, cink i selen, koji doprinose održavanju normalne kose, uz L-cistein, ekstrakt prosa i ekstrakt preslice. Kao dodatak uravnoteženoj prehrani – i uz malo strpljenja.',
      'HairGrow Plus sadrži biotin, cink i selen, koji doprinose održavanju normalne kose, uz L-cistein, ekstrakt prosa i ekstrakt preslice. Kao dodatak uravnoteženoj ishrani – i uz malo strpljenja.',
      undefined,
      'HairGrow Plus sadrži biotin, cink i selen, koji doprinose održavanju normalne kose, uz L-cistein, ekstrakt prosa i ekstrakt preslice. Kao dodatak uravnoteženoj ishrani – i uz malo strpljenja.',
    ),
  },
};
