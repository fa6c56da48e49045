// Texts of shipment tracking.
import type { Text } from '../text.ts';

export const trackingMessages = {
  heading: 'Praćenje pošiljke',
  lead: { ije: 'Uskoro ćete ovdje po broju narudžbe vidjeti gdje je vaš paket.', eke: 'Uskoro ćete ovde po broju porudžbine videti gde je vaš paket.' },
  lookingFor: { ije: 'Broj narudžbe: {id}', eke: 'Broj porudžbine: {id}' },
} satisfies Record<string, Text>;
