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
  /** The quiz's product has no mailing group in the shopper's country (quiz:group sets one). */
  NO_MAILING_GROUP: 'NO_MAILING_GROUP',
  /** An upload whose bytes are not a JPEG, PNG or WebP, whatever its name or declared type. */
  IMAGE_TYPE_NOT_ALLOWED: 'IMAGE_TYPE_NOT_ALLOWED',
  /** An upload that declares more pixels than we decode (a decompression bomb or a huge scan). */
  IMAGE_TOO_MANY_PIXELS: 'IMAGE_TOO_MANY_PIXELS',
  /** An upload of zero bytes. */
  IMAGE_EMPTY: 'IMAGE_EMPTY',
  /** An image of an allowed type that cannot be decoded (cut off, corrupt). */
  IMAGE_UNREADABLE: 'IMAGE_UNREADABLE',
  /** A review's attachment that is not an image this shopper uploaded (or is already used). */
  ATTACHMENT_NOT_FOUND: 'ATTACHMENT_NOT_FOUND',
  /** The shopper already has a review of this offer (published or waiting for approval). */
  REVIEW_EXISTS: 'REVIEW_EXISTS',
  /** An offer that cannot be ordered in the request's country: not published there, or shown but not for sale (docs/product.md §11). */
  OFFER_NOT_AVAILABLE: 'OFFER_NOT_AVAILABLE',
  /** The request's X-Shop-Country names a country the shop does not serve (only BA, RS, HR, ME). */
  UNKNOWN_COUNTRY: 'UNKNOWN_COUNTRY',
} as const;

export type ShopCode = (typeof SHOP_CODES)[keyof typeof SHOP_CODES];
export type ErrorCode = RpcCode | ShopCode;

export const ERROR_CODES: readonly ErrorCode[] = [...Object.values(RPC_CODES), ...Object.values(SHOP_CODES)];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
