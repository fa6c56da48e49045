// The account calls (docs/product.md §7) as the screens — and checkout — use them. Each keeps the login
// state in step with the server: a successful login or save updates it, a logout clears it.
import type { RpcAnswer } from '@zdravo/rpc';
import type { DataExport, ShopOrder, UserInfo, Withdrawal } from '@zdravo/contract';
import type { ParamsOf } from '@zdravo/contract/api';
import { looksLikeEmail } from '@zdravo/contract';
import { rpc } from '../../lib/rpc.ts';
import { setLoggedIn, setLoggedOut } from '../../lib/login-state.ts';
import { trackLater } from '../../lib/track-later.ts';

/** auth.checkLogin: the session's user, or why there is none. login-watch.ts keeps the state by it. */
export function askLogin(): Promise<RpcAnswer<UserInfo>> {
  return rpc.call('auth.checkLogin');
}

/** auth.loginShop with the e-mail or phone. On ok the login state holds the user. */
export async function loginShop(username: string, password: string): Promise<RpcAnswer<UserInfo>> {
  const answer = await rpc.call('auth.loginShop', { username: username.trim(), password });
  if (answer.status === 'ok') {
    setLoggedIn(answer.data);
    const method = looksLikeEmail(username) ? 'email' : 'phone';
    trackLater((a) => a.trackLogin(method));
  }
  return answer;
}

/** shopUsers.f.add. Does not log in: call loginShop with the same credentials (docs/product.md §4). */
export function signUp(params: ParamsOf<'shopUsers.f.add'>): Promise<RpcAnswer<UserInfo>> {
  return rpc.call('shopUsers.f.add', { ...params });
}

/** shopOrders.f.getAll: the logged-in shopper's orders, newest first. */
export function myOrders(): Promise<RpcAnswer<ShopOrder[]>> {
  return rpc.call('shopOrders.f.getAll');
}

/** auth.logout: the server ends the session; the state is logged out whatever the answer. */
export async function logout(): Promise<RpcAnswer<null>> {
  const answer = await rpc.call('auth.logout');
  setLoggedOut();
  return answer;
}

/** shopUsers.f.edit with only the fields given. Fire-and-forget callers may ignore the answer. */
export async function editProfile(fields: ParamsOf<'shopUsers.f.edit'>): Promise<RpcAnswer<UserInfo>> {
  const answer = await rpc.call('shopUsers.f.edit', { ...fields });
  if (answer.status === 'ok') setLoggedIn(answer.data);
  return answer;
}

export function changePassword(oldPassword: string, newPassword: string): Promise<RpcAnswer<null>> {
  return rpc.call('shopUsers.f.changePassword', { oldPassword, newPassword });
}

/** auth.generateToken: the server answers ok whether or not the account exists. */
export function requestResetCode(emailOrPhone: string): Promise<RpcAnswer<null>> {
  return rpc.call('auth.generateToken', { Email: emailOrPhone.trim() });
}

export function resetPassword(emailOrPhone: string, code: string, newPassword: string): Promise<RpcAnswer<null>> {
  return rpc.call('auth.resetPassword', { Email: emailOrPhone.trim(), Token: code.trim(), NewPassword: newPassword });
}

/** shopOrders.f.withdraw: the statement for one order; email '' asks for the acknowledgement by SMS; iban '' gives no account. */
export function withdrawFromOrder(orderId: number, email: string, iban = ''): Promise<RpcAnswer<Withdrawal>> {
  return rpc.call('shopOrders.f.withdraw', {
    ID: orderId,
    Email: email.trim(),
    ...(iban.trim() ? { Iban: iban.trim() } : {}),
  });
}

/** shopUsers.f.exportData: everything the shop holds about the logged-in shopper. */
export function exportData(): Promise<RpcAnswer<DataExport>> {
  return rpc.call('shopUsers.f.exportData');
}

/**
 * shopUsers.f.delete: the account ends at once on the server. The login state is NOT cleared here:
 * the caller shows its goodbye first, then calls setLoggedOut().
 */
export function deleteAccount(password: string): Promise<RpcAnswer<null>> {
  return rpc.call('shopUsers.f.delete', { password });
}
