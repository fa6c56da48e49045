// Test helpers for anything that needs an account (checkout, reviews, …): sign up and log in
// through the real calls, as a browser would.
import type { CountryCode } from '@zdravo/contract';
import type { UserInfo } from '@zdravo/contract/methods';
import type { TestApp, TestShopper } from '../../testing.ts';

let counter = 0;

export interface TestAccount {
  email: string;
  phone: string;
  password: string;
}

/** A fresh, unique account's data; BA mobile numbers unless given. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  counter++;
  const n = String(counter + process.pid * 7)
    .slice(-5)
    .padStart(5, '0');
  return {
    email: `kupac${counter}.${process.pid}@example.com`,
    phone: `+387 61 1${n.slice(0, 2)} ${n.slice(2)}`,
    password: 'tajna-lozinka-1',
    ...overrides,
  };
}

/** Signs up through shopUsers.f.add; throws when the server refuses. */
export async function signUp(
  shopper: TestShopper,
  account: TestAccount,
  names: { FirstName?: string; LastName?: string } = {},
): Promise<UserInfo> {
  const answer = await shopper.call('shopUsers.f.add', {
    Username: account.email,
    Email: account.email,
    Password: account.password,
    PhoneNumber: account.phone,
    ...names,
  });
  if (answer.status !== 'ok') throw new Error(`sign-up failed: ${answer.data} ${JSON.stringify(answer.details ?? '')}`);
  return answer.data;
}

/** A new account and a shopper logged into it. */
export async function loggedInShopper(
  t: TestApp,
  options: { ip?: string; country?: CountryCode } = {},
): Promise<{ shopper: TestShopper; account: TestAccount; user: UserInfo }> {
  const shopper = t.shopper({ country: 'BA', ...options });
  const account = newAccount();
  await signUp(shopper, account);
  const answer = await shopper.call('auth.loginShop', { username: account.email, password: account.password });
  if (answer.status !== 'ok') throw new Error(`login failed: ${answer.data}`);
  return { shopper, account, user: answer.data };
}
