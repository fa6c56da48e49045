// The consent banner, its settings and the footer link. Part of the landing's first load: kept short.
// 'Prihvati sve', 'Odbij sve' and 'Postavke' are the names docs/product.md §7 gives the three buttons.
import { forHr, type Text } from '../text.ts';

export const consentMessages = {
  bannerTitle: { ije: 'Kolačići i mjerenje', eke: 'Kolačići i merenje' },
  bannerText: {
    ije: 'Nužni kolačići drže vašu korpu i prijavu. Uz vaš pristanak mjerili bismo i posjete i reklame, da znamo što vam koristi. Izbor možete promijeniti bilo kada u podnožju stranice.',
    eke: 'Neophodni kolačići čuvaju vašu korpu i prijavu. Uz vaš pristanak merili bismo i posete i reklame, da znamo šta vam koristi. Izbor možete da promenite bilo kada u podnožju stranice.',
    hr: 'Nužni kolačići drže vašu košaricu i prijavu. Uz vaš pristanak mjerili bismo i posjete i reklame, da znamo što vam koristi. Izbor možete promijeniti bilo kada u podnožju stranice.',
  },
  privacyLink: 'Politika privatnosti',
  acceptAll: 'Prihvati sve',
  rejectAll: 'Odbij sve',
  settings: { ije: 'Postavke', eke: 'Podešavanja' },
  footerLink: { ije: 'Postavke kolačića', eke: 'Podešavanja kolačića' },
} satisfies Record<string, Text>;

/** The settings dialog (its own lazy chunk). */
export const consentSettingsMessages = {
  title: { ije: 'Postavke kolačića', eke: 'Podešavanja kolačića' },
  intro: {
    ije: 'Izaberite šta smijemo koristiti. Ništa osim nužnog nije uključeno dok to sami ne uključite.',
    eke: 'Izaberite šta smemo da koristimo. Ništa osim neophodnog nije uključeno dok to sami ne uključite.',
    hr: 'Odaberite što smijemo koristiti. Ništa osim nužnog nije uključeno dok to sami ne uključite.',
  },
  necessaryTitle: { ije: 'Nužni', eke: 'Neophodni' },
  necessaryText: {
    ije: 'Prijava, korpa, odabrana država i ovaj izbor. Bez njih trgovina ne radi.',
    eke: 'Prijava, korpa, izabrana država i ovaj izbor. Bez njih prodavnica ne radi.',
    hr: 'Prijava, košarica, odabrana država i ovaj izbor. Bez njih trgovina ne radi.',
  },
  alwaysOn: { ije: 'Uvijek uključeni', eke: 'Uvek uključeni' },
  analyticsTitle: 'Analitika',
  analyticsText: {
    ije: 'Brojimo posjete i kupovine, da vidimo što na stranici treba popraviti.',
    eke: 'Brojimo posete i kupovine, da vidimo šta na sajtu treba popraviti.',
    hr: 'Brojimo posjete i kupnje, da vidimo što na stranici treba popraviti.',
  },
  marketingTitle: 'Marketing',
  marketingText: {
    ije: 'Mjerimo koje nas reklame dovode do vas, da vam na drugim stranicama prikažemo prikladnije ponude.',
    eke: 'Merimo koje nas reklame dovode do vas, da vam na drugim sajtovima prikažemo prikladnije ponude.',
  },
  save: forHr('Sačuvaj izbor', 'Spremi izbor'),
} satisfies Record<string, Text>;
