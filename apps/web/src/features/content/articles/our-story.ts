// /nasa-prica: how a few friends started the shop. A plausible, modest story: no awards, no
// certificates, no invented figures (the community size is docs/product.md §2's).
import type { Doc } from '../doc.tsx';
import { T } from './t.ts';

export const ourStoryDoc: Doc = {
  lead: T(
    'Sve je počelo za kuhinjskim stolom i jednim pitanjem koje smo čuli stotinu puta: „Koje od ovih kapsula da uzmem?”',
    'Sve je počelo za kuhinjskim stolom i jednim pitanjem koje smo čuli stotinu puta: „Koje od ovih kapsula da uzmem?”',
  ),
  sections: [
    {
      id: 'story-table',
      title: 'Pitanje za kuhinjskim stolom',
      blocks: [
        {
          p: T(
            'Nas nekoliko prijatelja – iz Sarajeva, Zagreba i Beograda – godinama smo bili „oni koji čitaju deklaracije”. Kad bi rođaci ili susjedi kupovali vitamine ili nešto za kosu, zvali su nas. Slali su nam fotografije kutija na stranim jezicima i pitali koliko kapsula da uzmu i da li to uopće vrijedi.',
            'Nas nekoliko prijatelja – iz Sarajeva, Zagreba i Beograda – godinama smo bili „oni koji čitaju deklaracije”. Kad bi rođaci ili komšije kupovali vitamine ili nešto za kosu, zvali su nas. Slali su nam fotografije kutija na stranim jezicima i pitali koliko kapsula da uzmu i da li to uopšte vredi.',
            'Nas nekoliko prijatelja – iz Sarajeva, Zagreba i Beograda – godinama smo bili „oni koji čitaju deklaracije”. Kad bi rođaci ili susjedi kupovali vitamine ili nešto za kosu, zvali su nas. Slali su nam fotografije kutija na stranim jezicima i pitali koliko kapsula uzeti i vrijedi li to uopće.',
          ),
        },
        {
          p: T(
            'Primijetili smo da se pitanja ponavljaju. Ljudi su naručivali izvana, sedmicama čekali pakete i unaprijed plaćali nešto što nisu razumjeli. Niko im se nije javljao na telefon, a uputstva su bila napisana sitnim slovima, na jeziku koji ne govore.',
            'Primetili smo da se pitanja ponavljaju. Ljudi su poručivali iz inostranstva, nedeljama čekali pakete i unapred plaćali nešto što nisu razumeli. Niko im se nije javljao na telefon, a uputstva su bila sitnim slovima, na jeziku koji ne govore.',
            'Primijetili smo da se pitanja ponavljaju. Ljudi su naručivali izvana, tjednima čekali pakete i unaprijed plaćali nešto što nisu razumjeli. Nitko im se nije javljao na telefon, a upute su bile sitnim slovima, na jeziku koji ne govore.',
          ),
        },
        {
          p: T(
            'Jedne večeri, uz kafu koja se ohladila dok smo pričali, neko je rekao: „A zašto to ne bismo napravili kako treba – blizu, jasno i s nekim ko se javi na telefon?”',
            'Jedne večeri, uz kafu koja se ohladila dok smo pričali, neko je rekao: „A zašto to ne bismo uradili kako treba – blizu, jasno i sa nekim ko se javi na telefon?”',
            'Jedne večeri, uz kavu koja se ohladila dok smo pričali, netko je rekao: „A zašto to ne bismo napravili kako treba – blizu, jasno i s nekim tko se javi na telefon?”',
          ),
        },
      ],
    },
    {
      id: 'story-first',
      title: 'Prvi paketi',
      blocks: [
        {
          p: T(
            'Prve pakete pakovali smo sami, u maloj iznajmljenoj prostoriji sa stolom, vagom za pakete i previše kutija. Prvi kupci bili su prijatelji prijatelja. Svakome smo se javili telefonom da provjerimo adresu – malo iz opreza, a malo zato što nas je zanimalo ko su ljudi koji nam vjeruju.',
            'Prve pakete pakovali smo sami, u maloj iznajmljenoj prostoriji sa stolom, vagom za pakete i previše kutija. Prvi kupci bili su prijatelji prijatelja. Svakome smo se javili telefonom da proverimo adresu – malo iz opreza, a malo zato što nas je zanimalo ko su ljudi koji nam veruju.',
            'Prve pakete pakirali smo sami, u maloj iznajmljenoj prostoriji sa stolom, vagom za pakete i previše kutija. Prvi kupci bili su prijatelji prijatelja. Svakome smo se javili telefonom da provjerimo adresu – malo iz opreza, a malo zato što nas je zanimalo tko su ljudi koji nam vjeruju.',
          ),
        },
        {
          p: T(
            'Ti su razgovori postali navika koju nismo napustili. I danas nakon svake narudžbe zovemo, jer se u dvije minute razgovora riješi više nego u deset e-mailova.',
            'Ti razgovori postali su navika koju nismo napustili. I danas posle svake porudžbine zovemo, jer se u dva minuta razgovora reši više nego u deset e-mailova.',
          ),
        },
        {
          p: T(
            'Plaćanje pouzećem uveli smo od prvog dana. Znali smo da ljudi žele vidjeti paket prije nego što ga plate – i mi bismo tako.',
            'Plaćanje pouzećem uveli smo od prvog dana. Znali smo da ljudi žele da vide paket pre nego što ga plate – i mi bismo tako.',
          ),
        },
      ],
    },
    {
      id: 'story-region',
      title: T('Svakoj državi svoje cijene i riječi', 'Svakoj državi svoje cene i reči'),
      blocks: [
        {
          p: T(
            'Uskoro su se javili kupci iz cijele regije – iz Mostara i Novog Sada, Splita i Nikšića. Otvorili smo trgovinu za četiri države, i svaka ima svoje: telefon i adresu, cijene u svojoj valuti (konvertibilne marke, dinare ili eure), rokove dostave i tekstove napisane riječima na koje su kupci tamo navikli. Ko kupuje iz Sarajeva, Beograda, Zagreba ili Podgorice, čita i plaća kao kod kuće.',
            'Uskoro su se javili kupci iz cele regije – iz Mostara i Novog Sada, Splita i Nikšića. Otvorili smo prodavnicu za četiri države, i svaka ima svoje: telefon i adresu, cene u svojoj valuti (konvertibilne marke, dinare ili evre), rokove isporuke i tekstove napisane rečima na koje su kupci tamo navikli. Ko kupuje iz Sarajeva, Beograda, Zagreba ili Podgorice, čita i plaća kao kod kuće.',
            'Uskoro su se javili kupci iz cijele regije – iz Mostara i Novog Sada, Splita i Nikšića. Otvorili smo trgovinu za četiri države, i svaka ima svoje: telefon i adresu, cijene u svojoj valuti (konvertibilne marke, dinare ili eure), rokove dostave i tekstove napisane riječima na koje su kupci ondje navikli. Tko kupuje iz Sarajeva, Beograda, Zagreba ili Podgorice, čita i plaća kao kod kuće.',
          ),
        },
      ],
    },
    {
      id: 'story-today',
      title: T('Gdje smo danas', 'Gde smo danas'),
      blocks: [
        {
          p: T(
            'I dalje smo mali tim – dovoljno mali da se znamo po imenu i da svaku recenziju pročita neko od nas. U našoj zajednici na društvenim mrežama više je od {members} članova koji dijele recepte, iskustva i motivaciju, a mi od njih učimo svaki dan.',
            'I dalje smo mali tim – dovoljno mali da se znamo po imenu i da svaku recenziju pročita neko od nas. U našoj zajednici na društvenim mrežama ima preko {members} članova koji dele recepte, iskustva i motivaciju, a mi od njih učimo svaki dan.',
            'I dalje smo mali tim – dovoljno mali da se znamo po imenu i da svaku recenziju pročita netko od nas. U našoj zajednici na društvenim mrežama više je od {members} članova koji dijele recepte, iskustva i motivaciju, a mi od njih učimo svaki dan.',
          ),
        },
        {
          note: T(
            'Nismo izmislili čudotvornu kapsulu i ne obećavamo da hoćemo. Obećavamo nešto skromnije: jasne deklaracije, poštene cijene, paket koji plaćate na vratima i čovjeka na telefonu kad vam zatreba.',
            'Nismo izmislili čudotvornu kapsulu i ne obećavamo da hoćemo. Obećavamo nešto skromnije: jasne deklaracije, poštene cene, paket koji plaćate na vratima i čoveka na telefonu kad vam zatreba.',
          ),
        },
      ],
    },
    {
      id: 'story-next',
      title: T('Šta slijedi', 'Šta sledi', 'Što slijedi'),
      blocks: [
        {
          p: T(
            'Više praktičnih tekstova na blogu, više recepata u grupi i još brža podrška. Ako imate ideju šta bismo mogli napraviti bolje, [javite nam se](/kontaktiraje-nas) – neke od naših najboljih odluka počele su upravo tako, porukom kupca.',
            'Više praktičnih tekstova na blogu, više recepata u grupi i još brža podrška. Ako imate ideju šta bismo mogli da uradimo bolje, [javite nam se](/kontaktiraje-nas) – neke od naših najboljih odluka počele su upravo tako, porukom kupca.',
            'Više praktičnih tekstova na blogu, više recepata u grupi i još brža podrška. Ako imate ideju što bismo mogli napraviti bolje, [javite nam se](/kontaktiraje-nas) – neke od naših najboljih odluka počele su upravo tako, porukom kupca.',
          ),
        },
      ],
    },
  ],
};
