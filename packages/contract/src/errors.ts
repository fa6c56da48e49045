// Every error code a shopper's screen can receive: the protocol's own (packages/rpc wire.ts) and the
// shop's. One union, used by the server's handlers (a code outside it fails type checking) and by the
// web's message table (messages/errors.ts), so a new code cannot reach a screen without a message.
import { RPC_CODES } from '@zdravo/rpc';
import type { RpcCode } from '@zdravo/rpc';

export const SHOP_CODES = {
  /** Sign-up with an e-mail some account has: the Username IS the e-mail. */
  USERNAME_EXISTS: 'USERNAME_EXISTS',
  /** shopUsers.f.edit to an e-mail another account has (sign-up never answers it). */
  EMAIL_EXISTS: 'EMAIL_EXISTS',
  /** The phone (compared in E.164) belongs to another account, on sign-up or edit. */
  PHONE_EXISTS: 'PHONE_EXISTS',
  /** A new password outside 8–64 characters (sign-up, change, reset). */
  PASSWORD_SHORT: 'PASSWORD_SHORT',
  /** A new e-mail or phone needs the current password. */
  CURRENT_PASSWORD_REQUIRED: 'CURRENT_PASSWORD_REQUIRED',
  /** Unknown e-mail/phone or wrong password (login), wrong old password (password change). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Reset code wrong, expired, used, tried too often, or no such account. */
  INVALID_TOKEN: 'INVALID_TOKEN',
  /** Delivered more than WITHDRAWAL_PERIOD_DAYS days ago. */
  WITHDRAWAL_PERIOD_OVER: 'WITHDRAWAL_PERIOD_OVER',
  /** Cancelled or returned: no contract is left to withdraw from. */
  ORDER_CLOSED: 'ORDER_CLOSED',
  /** The request's X-Shop-Country names a country the shop does not serve (only BA, RS, HR, ME). */
  UNKNOWN_COUNTRY: 'UNKNOWN_COUNTRY',
} as const;

export type ShopCode = (typeof SHOP_CODES)[keyof typeof SHOP_CODES];
export type ErrorCode = RpcCode | ShopCode;

export const ERROR_CODES: readonly ErrorCode[] = [...Object.values(RPC_CODES), ...Object.values(SHOP_CODES)];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
