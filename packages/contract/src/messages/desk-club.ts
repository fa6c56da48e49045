// The desk's Klub screen (docs/desk.md, Klub): join requests with their account, memberships, those
// ending soon; taking the fee with its day, cancelling. Per spelling variant like every desk text.
import type { ClubRowState, ClubView } from '../desk/club.ts';
import type { Text } from '../text.ts';

export const deskClubMessages = {
  menu: 'Klub',
  heading: 'Klub',
  lead: {
    ije: 'Ko je tražio članstvo, s korisničkim računom koji mu odgovara po broju telefona ili emailu; članovi i članstva koja uskoro ističu.',
    eke: 'Ko je tražio članstvo, sa korisničkim nalogom koji mu odgovara po broju telefona ili emailu; članovi i članstva koja uskoro ističu.',
    hr: 'Tko je tražio članstvo, s korisničkim računom koji mu odgovara po broju telefona ili e-mailu; članovi i članstva koja uskoro istječu.',
  },
  views: { ije: 'Prikaz', eke: 'Prikaz', hr: 'Prikaz' },
  days: { ije: 'Ističe u narednih (dana)', eke: 'Ističe u narednih (dana)', hr: 'Istječe u sljedećih (dana)' },
  show: { ije: 'Prikaži', eke: 'Prikaži', hr: 'Prikaži' },
  person: { ije: 'Ime i telefon', eke: 'Ime i telefon', hr: 'Ime i telefon' },
  account: { ije: 'Korisnički račun', eke: 'Korisnički nalog', hr: 'Korisnički račun' },
  noAccount: {
    ije: 'Nema računa s ovim brojem ni emailom',
    eke: 'Nema naloga sa ovim brojem ni emailom',
    hr: 'Nema računa s ovim brojem ni e-mailom',
  },
  matchedNow: { ije: 'pronađen po broju ili emailu', eke: 'pronađen po broju ili emailu', hr: 'pronađen po broju ili e-mailu' },
  orders: { ije: 'Narudžbe ({count})', eke: 'Porudžbine ({count})', hr: 'Narudžbe ({count})' },
  ordersOf: { ije: 'Narudžbe računa {name}', eke: 'Porudžbine naloga {name}', hr: 'Narudžbe računa {name}' },
  asked: { ije: 'Prijava', eke: 'Prijava', hr: 'Prijava' },
  period: { ije: 'Članstvo', eke: 'Članstvo', hr: 'Članstvo' },
  actions: { ije: 'Radnje', eke: 'Radnje', hr: 'Radnje' },
  fromTo: '{from} – {to}',
  activate: { ije: 'Uplata primljena', eke: 'Uplata primljena', hr: 'Uplata primljena' },
  activateFor: { ije: 'Uplata primljena: {name}', eke: 'Uplata primljena: {name}', hr: 'Uplata primljena: {name}' },
  renew: { ije: 'Produži članstvo', eke: 'Produži članstvo', hr: 'Produlji članstvo' },
  renewFor: { ije: 'Produži članstvo: {name}', eke: 'Produži članstvo: {name}', hr: 'Produlji članstvo: {name}' },
  cancel: { ije: 'Otkaži', eke: 'Otkaži', hr: 'Otkaži' },
  cancelFor: { ije: 'Otkaži: {name}', eke: 'Otkaži: {name}', hr: 'Otkaži: {name}' },
  dialogTitle: { ije: 'Aktiviranje članstva', eke: 'Aktiviranje članstva', hr: 'Aktiviranje članstva' },
  dialogLead: {
    ije: 'Članstvo traje godinu dana od dana uplate. Ako je članstvo još aktivno, nova godina počinje kad ono istekne.',
    eke: 'Članstvo traje godinu dana od dana uplate. Ako je članstvo još aktivno, nova godina počinje kad ono istekne.',
    hr: 'Članstvo traje godinu dana od dana uplate. Ako je članstvo još aktivno, nova godina počinje kad ono istekne.',
  },
  paidOn: { ije: 'Datum uplate', eke: 'Datum uplate', hr: 'Datum uplate' },
  confirmActivate: { ije: 'Aktiviraj članstvo', eke: 'Aktiviraj članstvo', hr: 'Aktiviraj članstvo' },
  close: { ije: 'Odustani', eke: 'Odustani', hr: 'Odustani' },
  confirmCancel: {
    ije: 'Otkazati za {name}? Od sada plaća redovne cijene i dostavu.',
    eke: 'Otkazati za {name}? Od sada plaća redovne cene i dostavu.',
    hr: 'Otkazati za {name}? Od sada plaća redovne cijene i dostavu.',
  },
  // {to} ends with the date's own full stop ("25. 11. 2027.").
  activated: { ije: '{name} je član do {to}', eke: '{name} je član do {to}', hr: '{name} je član do {to}' },
  cancelled: { ije: 'Otkazano: {name}.', eke: 'Otkazano: {name}.', hr: 'Otkazano: {name}.' },
  noAccountError: {
    ije: 'Nijedan korisnički račun nema ovaj broj ni email: neka se kupac prvo registruje s tim brojem.',
    eke: 'Nijedan korisnički nalog nema ovaj broj ni email: neka se kupac prvo registruje sa tim brojem.',
    hr: 'Nijedan korisnički račun nema ovaj broj ni e-mail: neka se kupac prvo registrira s tim brojem.',
  },
  dateError: {
    ije: 'Upišite dan uplate: danas ili raniji, unutar protekle godine.',
    eke: 'Upišite dan uplate: danas ili raniji, unutar protekle godine.',
    hr: 'Upišite dan uplate: danas ili raniji, unutar protekle godine.',
  },
  more: { ije: 'Učitaj još', eke: 'Učitaj još', hr: 'Učitaj još' },
  readOnly: {
    ije: 'Uplate i otkazivanja unosi menadžer.',
    eke: 'Uplate i otkazivanja unosi menadžer.',
    hr: 'Uplate i otkazivanja unosi voditelj.',
  },
} satisfies Record<string, Text>;

export const deskClubViews = {
  requests: { ije: 'Zahtjevi za članstvo', eke: 'Zahtevi za članstvo', hr: 'Zahtjevi za članstvo' },
  members: { ije: 'Članovi', eke: 'Članovi', hr: 'Članovi' },
  expiring: { ije: 'Ističe uskoro', eke: 'Ističe uskoro', hr: 'Istječe uskoro' },
} satisfies Record<ClubView, Text>;

export const deskClubNone = {
  requests: { ije: 'Nema otvorenih zahtjeva.', eke: 'Nema otvorenih zahteva.', hr: 'Nema otvorenih zahtjeva.' },
  members: { ije: 'Još nema članova.', eke: 'Još nema članova.', hr: 'Još nema članova.' },
  expiring: { ije: 'Nijedno članstvo ne ističe u tom roku.', eke: 'Nijedno članstvo ne ističe u tom roku.', hr: 'Nijedno članstvo ne istječe u tom roku.' },
} satisfies Record<ClubView, Text>;

export const deskClubStates = {
  request: { ije: 'Zahtjev', eke: 'Zahtev', hr: 'Zahtjev' },
  upcoming: { ije: 'Plaćeno unaprijed', eke: 'Plaćeno unapred', hr: 'Plaćeno unaprijed' },
  active: { ije: 'Aktivno', eke: 'Aktivno', hr: 'Aktivno' },
  ended: { ije: 'Isteklo', eke: 'Isteklo', hr: 'Isteklo' },
  cancelled: { ije: 'Otkazano', eke: 'Otkazano', hr: 'Otkazano' },
} satisfies Record<ClubRowState, Text>;
