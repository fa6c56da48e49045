// The review form's failure texts, apart from the form's other texts: the one error table
// (errors.ts) sits in every screen's first load and must not pull the whole reviews text map with it.
import type { Text } from '../text.ts';

export const reviewErrorMessages = {
  photoNameRequired: 'Ime ne može biti prazno',
  photoFileRequired: 'Odaberite privitak',
  saveFailed: 'Došlo je do greške prilikom spremanja komentara, molimo pokušajte ponovo kasnije',
  exists: {
    ije: 'Već ste napisali recenziju ovog proizvoda. Jedna recenzija po kupcu — tako brojke ostaju poštene.',
    eke: 'Već ste napisali recenziju ovog proizvoda. Jedna recenzija po kupcu — tako brojke ostaju poštene.',
  },
  photoType: 'Ova datoteka nije fotografija. Pošaljite JPEG, PNG ili WebP.',
  photoTooBig: { ije: 'Fotografija je prevelika (najviše 5 MB). Pokušajte s manjom.', eke: 'Fotografija je prevelika (najviše 5 MB). Pokušajte sa manjom.' },
  photoUnreadable: { ije: 'Ovu fotografiju ne možemo otvoriti. Pokušajte s drugom.', eke: 'Ovu fotografiju ne možemo da otvorimo. Pokušajte sa drugom.' },
  photoLimit: 'Danas ste poslali mnogo fotografija. Pokušajte ponovo sutra.',
} satisfies Record<string, Text>;
