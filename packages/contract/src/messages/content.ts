// Texts of the static pages and the four blog articles (headings for now; bodies come with their issue).
import type { Text } from '../text.ts';

export const contentMessages = {
  ourStory: 'Naša priča',
  about: 'O nama',
  contact: 'Kontaktirajte nas',
  shipping: 'Politika dostave',
  refunds: 'Politika povrata',
  terms: { ije: 'Uvjeti korištenja', eke: 'Uslovi korišćenja' },
  privacy: 'Politika privatnosti',
  blogEyebrow: 'Blog',
  blogWeightLoss: 'Mršavljenje bez gladovanja: kako zdravo izgubiti kilograme',
  blogHair: 'Zdrava i sjajna kosa iz dana u dan',
  blogLibido: 'Libido i vitalnost: prirodna podrška',
  blogGeneral: { ije: 'Jesu li kapsule sigurne?', eke: 'Da li su kapsule bezbedne?' },
  blogLead: { ije: 'Članak pripremamo zajedno sa stručnjacima. Uskoro ga možete pročitati ovdje.', eke: 'Članak pripremamo zajedno sa stručnjacima. Uskoro ga možete pročitati ovde.' },
} satisfies Record<string, Text>;
