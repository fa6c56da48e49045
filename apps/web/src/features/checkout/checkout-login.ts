// The checkout's login, apart from its form (CheckoutLogin.tsx): the screen logs in with the form's
// fields, and after a sign-up with the new profile's (docs/product.md §4), while the form's code may still be on its way.
import { loginShop } from '../account/index.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Logs in and answers the checkout's message for a failure (null on success). */
export async function checkoutLogin(
  credentials: Credentials,
  errorText: (code: string) => string,
): Promise<string | null> {
  const answer = await loginShop(credentials.email, credentials.password);
  return answer.status === 'ok' ? null : errorText(answer.data);
}
