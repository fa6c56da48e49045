// Texts of the account area: login and register, password reset, account, and the reset-code
// message the server sends. The spec's messages (§5, §8) are quoted verbatim in their account-area
// wording; where the spec gives an RS spelling, or a text reads ijekavian, RS gets its ekavian form.
import { forHr, type Text } from '../text.ts';
import type { AccountRuleKey } from '../validation.ts';
import { fieldLabels } from './fields.ts';

/** The messages of the rules in validation.ts (docs/product.md §5), keyed by the rule's key. */
export const accountRuleMessages = {
  usernameRule: 'Korisničko ime mora biti popunjeno i duže od 8 slova ili broj telefona unesen',
  passwordRule: 'Lozinka mora biti popunjena i duža od 8 slova',
  emailRequired: 'Molimo unesite vaš email',
  emailFormat: 'Email mora biti u odgovarajućem formatu.',
  phoneRequired: 'Molimo unesite vaš broj telefona',
  phoneFormat: 'Broj telefona mora biti u odgovarajućem formatu.',
  fillAllFields: 'Popunite sva potrebna polja',
} satisfies Record<AccountRuleKey, Text>;

/** Server answers shown in the account area (docs/product.md §8). */
export const accountErrorMessages = {
  loginFailed: 'Pogrešan email ili lozinka',
  signUpEmailExists: 'Račun sa navedenim emailom postoji',
  signUpPhoneExists: 'Račun sa navedenim brojem telefona postoji',
  signUpFailed: 'Pogrešan email ili lozinka',
  rateLimited: 'Previše pokušaja. Pokušajte ponovo za 15 minuta.',
  fetchFailed: 'Došlo je do greške prilikom dohvatanja podataka',
  ordersEmpty: 'Nema evidentiranih narudžbi na vašem računu.',
  saveOk: { ije: 'Promjene uspješno sačuvane', eke: 'Promene uspešno sačuvane' },
  saveFailed: { ije: 'Došlo je do greške prilikom promjene podataka', eke: 'Došlo je do greške prilikom promene podataka' },
  saveEmailTaken: { ije: 'Račun sa navedenim emailom već postoji', eke: 'Nalog sa navedenim emailom već postoji' },
  savePhoneTaken: { ije: 'Račun sa navedenim brojem telefona već postoji', eke: 'Nalog sa navedenim brojem telefona već postoji' },
  passwordChanged: { ije: 'Lozinka uspješno promijenjena', eke: 'Lozinka uspešno promenjena' },
  passwordChangeFailed: { ije: 'Došlo je do greške prilikom promjene lozinke', eke: 'Došlo je do greške prilikom promene lozinke' },
  resetFailed: 'Informacije su pogrešno unesene',
  currentPasswordRequired: {
    ije: 'Upišite trenutnu lozinku da biste promijenili email ili broj telefona.',
    eke: 'Upišite trenutnu lozinku da biste promenili email ili broj telefona.',
  },
  currentPasswordWrong: 'Trenutna lozinka nije ispravna.',
  connectionLost: 'Veza sa serverom je prekinuta. Pokušavamo ponovo…',
  networkError: { ije: 'Nema veze sa serverom. Provjerite internet i pokušajte ponovo.', eke: 'Nema veze sa serverom. Proverite internet i pokušajte ponovo.' },
} satisfies Record<string, Text>;

/** The header's account link lives in its own module: the first-load bundle must not carry this file. */
export { accountHeaderMessages } from './account-header.ts';

/** The eye button of every password field, wherever the field stands. */
export const passwordRevealMessages = {
  showPassword: 'Prikaži lozinku',
  hidePassword: 'Sakrij lozinku',
} satisfies Record<string, Text>;

export const accountMessages = {
  // Placeholders the web shell used before the screens existed (kept so nothing breaks).
  loginHeading: 'Prijava i registracija',
  loginLead: { ije: 'Prijavite se ili napravite profil za brže naručivanje i pregled narudžbi.', eke: 'Prijavite se ili napravite profil za brže poručivanje i pregled porudžbina.' },
  forgotHeading: 'Zaboravljena lozinka',
  forgotLead: { ije: 'Upišite email ili broj telefona s kojim ste se registrovali. Poslat ćemo vam kod za novu lozinku.', eke: 'Upišite email ili broj telefona sa kojim ste se registrovali. Poslaćemo vam kod za novu lozinku.', hr: 'Upišite email ili broj telefona s kojim ste se registrirali. Poslat ćemo vam kod za novu lozinku.' },
  accountHeading: { ije: 'Moj račun', eke: 'Moj nalog' },
  accountLead: { ije: 'Vaše narudžbe i podaci na jednom mjestu.', eke: 'Vaše porudžbine i podaci na jednom mestu.' },

  // Login and register.
  loginTitle: 'Prijava',
  registerTitle: 'Registracija',
  loginIntro: forHr('Dobro došli nazad! Prijavite se emailom ili brojem telefona.', 'Dobro došli natrag! Prijavite se emailom ili brojem telefona.'),
  registerIntro: { ije: 'Napravite profil za brže naručivanje i pregled svojih narudžbi.', eke: 'Napravite profil za brže poručivanje i pregled svojih porudžbina.' },
  modeLogin: 'Prijava',
  modeRegister: 'Registracija',
  username: 'Email ili broj telefona',
  ...fieldLabels,
  optional: forHr('(nije obavezno)', '(nije obvezno)'),
  forgotLink: 'Zaboravili ste lozinku?',
  submitLogin: 'Prijavi se',
  submitRegister: 'Napravi profil',
  busy: forHr('Molimo sačekajte…', 'Molimo pričekajte…'),
  toRegister: 'Nemate profil? Napravite ga',
  toLogin: 'Već imate profil? Prijavite se',
  registeredTitle: { ije: 'Uspješna registracija', eke: 'Uspešna registracija' },
  registeredBody: { ije: 'Uspješno ste se registrovali u trgovini {shop}. Dobro došli!', eke: 'Uspešno ste se registrovali u prodavnici {shop}. Dobro došli!', hr: 'Uspješno ste se registrirali u trgovini {shop}. Dobro došli!' },
  continueShopping: forHr('Nastavi kupovinu', 'Nastavi s kupnjom'),

  // Account.
  tabOrders: { ije: 'Povijest narudžbi', eke: 'Istorija porudžbina' },
  tabSettings: { ije: 'Postavke računa', eke: 'Podešavanja naloga' },
  ordersLoading: { ije: 'Učitavamo narudžbe…', eke: 'Učitavamo porudžbine…' },
  orderNumber: { ije: 'Broj narudžbe', eke: 'Broj porudžbine' },
  orderDate: 'Datum',
  orderStatus: 'Status',
  orderArticles: 'Artikli',
  orderArticlesCount: '{count} kom.',
  trackOrder: 'Prati',
  personalHeading: 'Vaši podaci',
  save: forHr('Sačuvaj', 'Spremi'),
  passwordHeading: { ije: 'Promjena lozinke', eke: 'Promena lozinke' },
  oldPassword: 'Stara lozinka',
  currentPassword: 'Trenutna lozinka',
  currentPasswordHint: {
    ije: 'Email i broj telefona služe za prijavu, pa njihovu promjenu potvrđujete lozinkom.',
    eke: 'Email i broj telefona služe za prijavu, pa njihovu promenu potvrđujete lozinkom.',
  },
  contactChangedSubject: { ije: '{shop}: promijenjeni su podaci za prijavu', eke: '{shop}: promenjeni su podaci za prijavu' },
  contactChangedText: {
    ije: 'Na vašem računu u trgovini {shop} upravo je promijenjen {what}. Ako ste to bili vi, ne trebate ništa raditi. Ako niste, odmah nam se javite: {contact}.',
    eke: 'Na vašem nalogu u prodavnici {shop} upravo je promenjen {what}. Ako ste to bili vi, ne treba ništa da radite. Ako niste, odmah nam se javite: {contact}.',
  },
  contactChangedEmail: 'email',
  contactChangedPhone: 'broj telefona',
  newPassword: 'Nova lozinka',
  changePassword: { ije: 'Promijeni lozinku', eke: 'Promeni lozinku' },
  logout: 'Odjava',
  notLoggedIn: { ije: 'Prijavite se da biste vidjeli svoje narudžbe i podatke.', eke: 'Prijavite se da biste videli svoje porudžbine i podatke.' },
  toLoginButton: 'Prijava',

  orderTotal: 'Ukupno',

  // Forgot password.
  emailOrPhone: 'Email ili broj telefona',
  sendCode: 'Pošalji kod',
  sendCodeHint: { ije: 'Kod stiže emailom ili SMS-om i vrijedi 10 minuta.', eke: 'Kod stiže emailom ili SMS-om i važi 10 minuta.' },
  code: 'Kod iz poruke',
  codeRequired: 'Upišite kod iz poruke',
  identifierRequired: 'Upišite email ili broj telefona',
  codeSent: { ije: 'Ako postoji profil s tim podacima, poslali smo kod. Upišite ga ispod zajedno s novom lozinkom.', eke: 'Ako postoji profil sa tim podacima, poslali smo kod. Upišite ga ispod zajedno sa novom lozinkom.' },
  setPassword: 'Postavi novu lozinku',
  resendCode: 'Nije stigao kod? Zatražite novi',
  backToLogin: forHr('Nazad na prijavu', 'Natrag na prijavu'),
  resetDone: { ije: 'Lozinka je promijenjena. Prijavite se novom lozinkom.', eke: 'Lozinka je promenjena. Prijavite se novom lozinkom.' },

  // The reset code, as e-mail and SMS ({shop}, {code}, {minutes}).
  resetMailSubject: '{shop}: kod za novu lozinku',
  resetMailText: { ije: 'Vaš kod za novu lozinku je {code}. Vrijedi {minutes} minuta i može se upotrijebiti jednom. Ako niste tražili novu lozinku, zanemarite ovu poruku.', eke: 'Vaš kod za novu lozinku je {code}. Važi {minutes} minuta i može se upotrebiti jednom. Ako niste tražili novu lozinku, zanemarite ovu poruku.' },
  resetSmsText: { ije: '{shop}: vaš kod za novu lozinku je {code} (vrijedi {minutes} min).', eke: '{shop}: vaš kod za novu lozinku je {code} (važi {minutes} min).' },
} satisfies Record<string, Text>;
