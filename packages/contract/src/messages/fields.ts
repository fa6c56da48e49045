// The labels of the form fields every form asks for (sign-up, checkout, the club's and the quiz's
// phone step, confirming with a password): one text each, wherever the field stands.
import type { Text } from '../text.ts';

export const fieldLabels = {
  email: 'Email',
  password: 'Lozinka',
  phone: 'Broj telefona',
  firstName: 'Ime',
  lastName: 'Prezime',
} satisfies Record<string, Text>;
