// The data-rights part of the account settings: download one's data, delete the account
// (docs/product.md §7: shopUsers.f.exportData, shopUsers.f.delete). {days} is DATA_REQUEST_REPLY_DAYS.
import { forHr, type Text } from '../text.ts';
import { fieldLabels } from './fields.ts';

export const dataRightsMessages = {
  heading: 'Vaši podaci',
  intro: {
    ije: 'Kopiju svih podataka koje o vama čuvamo možete preuzeti odmah, a račun obrisati kad god želite. Za sve ostale zahtjeve pišite nam – odgovaramo najkasnije u roku od {days} dana.',
    eke: 'Kopiju svih podataka koje o vama čuvamo možete odmah da preuzmete, a nalog da obrišete kad god želite. Za sve ostale zahteve pišite nam – odgovaramo najkasnije u roku od {days} dana.',
  },
  downloadTitle: 'Kopija vaših podataka',
  downloadText: {
    ije: 'Jedna datoteka (JSON) s vašim profilom, narudžbama, recenzijama, prijavama na novosti i klub te izborima o kolačićima.',
    eke: 'Jedna datoteka (JSON) sa vašim profilom, porudžbinama, recenzijama, prijavama na novosti i klub i izborima o kolačićima.',
  },
  download: 'Preuzmi moje podatke',
  downloadBusy: 'Pripremamo datoteku…',
  downloadDone: forHr(
    'Datoteka je preuzeta. Čuvajte je na sigurnom, u njoj su vaši lični podaci.',
    'Datoteka je preuzeta. Čuvajte je na sigurnom, u njoj su vaši osobni podaci.',
  ),
  downloadFailed: { ije: 'Preuzimanje nije uspjelo. Pokušajte ponovo.', eke: 'Preuzimanje nije uspelo. Pokušajte ponovo.' },
  fileName: 'moji-podaci',
  deleteTitle: { ije: 'Brisanje računa', eke: 'Brisanje naloga' },
  deleteText: {
    ije: 'Brisanjem se odmah odjavljujete na svim uređajima i više se ne možete prijaviti. Narudžbe čuvamo bez vašeg imena i telefona jer to traže računovodstveni propisi, a recenzije ostaju bez vašeg imena.',
    eke: 'Brisanjem se odmah odjavljujete na svim uređajima i više ne možete da se prijavite. Porudžbine čuvamo bez vašeg imena i telefona jer to traže računovodstveni propisi, a recenzije ostaju bez vašeg imena.',
  },
  delete: { ije: 'Obriši račun', eke: 'Obriši nalog' },
  confirmTitle: { ije: 'Obrisati račun?', eke: 'Obrisati nalog?' },
  confirmText: {
    ije: 'Ovo se ne može poništiti. Za potvrdu upišite svoju lozinku.',
    eke: 'Ovo ne može da se poništi. Za potvrdu upišite svoju lozinku.',
  },
  password: fieldLabels.password,
  confirm: { ije: 'Trajno obriši račun', eke: 'Trajno obriši nalog' },
  cancel: 'Odustani',
  busy: 'Brišemo…',
  wrongPassword: 'Lozinka nije ispravna.',
  passwordMissing: 'Upišite lozinku.',
  failed: { ije: 'Brisanje nije uspjelo. Pokušajte ponovo.', eke: 'Brisanje nije uspelo. Pokušajte ponovo.' },
  deletedTitle: { ije: 'Račun je obrisan', eke: 'Nalog je obrisan' },
  deletedText: { ije: 'Hvala što ste bili s nama. Uvijek ste dobrodošli nazad.', eke: 'Hvala što ste bili sa nama. Uvek ste dobrodošli nazad.', hr: 'Hvala što ste bili s nama. Uvijek ste dobrodošli natrag.' },
  toHome: 'Na početnu',
} satisfies Record<string, Text>;
