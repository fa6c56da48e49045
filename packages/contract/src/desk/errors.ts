// The codes a desk call can answer: the protocol's own, the few shop codes the desk shares (a
// password rule, a wrong password, not found), and the desk's. A union of its own, so the shop's
// message table (and the shop's bundle) never has to know the desk's codes.
import type { RpcCode } from '@zdravo/rpc';
import type { ShopCode } from '../errors.ts';

export const DESK_CODES = {
  /** No staff session (none, expired, ended by sign-out or by staff:disable), or only half signed in. */
  STAFF_LOGIN_REQUIRED: 'STAFF_LOGIN_REQUIRED',
  /** Signed in, but the role may not use this method. */
  FORBIDDEN: 'FORBIDDEN',
  /** A wrong or reused two-factor code, or a recovery code that is wrong or used. */
  INVALID_CODE: 'INVALID_CODE',
  /** Five wrong codes in a row: this account's codes are refused for 15 minutes. */
  CODES_LOCKED: 'CODES_LOCKED',
  /** The invitation link is unknown, used or older than 24 hours. */
  INVITATION_INVALID: 'INVITATION_INVALID',
  /** An invitation for an e-mail that already belongs to an enrolled staff member. */
  STAFF_EXISTS: 'STAFF_EXISTS',
  /** A manager may not take away their own manager role or disable themselves (the desk needs one). */
  NOT_ON_YOURSELF: 'NOT_ON_YOURSELF',
  /** Another agent holds this lead (their hold lasts 10 minutes unless renewed). */
  LEAD_HELD: 'LEAD_HELD',
  /** An outcome or a renewal for a lead the caller does not hold (never taken, or the hold ran out and another took it). */
  LEAD_NOT_HELD: 'LEAD_NOT_HELD',
  /** A delivery address the country's rules refuse (details name the fields). */
  INVALID_ADDRESS: 'INVALID_ADDRESS',
  /** A parcel step the order's status does not allow (shipping an unconfirmed order, delivering one not shipped). */
  WRONG_ORDER_STATUS: 'WRONG_ORDER_STATUS',
  /** Two orders to merge that are not one shopper's (the same phone in the same country). */
  NOT_SAME_SHOPPER: 'NOT_SAME_SHOPPER',
  /** A courier that is not in the order country's table (country-terms.ts). */
  UNKNOWN_COURIER: 'UNKNOWN_COURIER',
  /** A club join request no account matches by phone or e-mail: the shopper signs up first (its text: messages/desk-club.ts). */
  CLUB_NO_ACCOUNT: 'CLUB_NO_ACCOUNT',
  /** The review is no longer in the state the step needs (another moderator was quicker, or it was unpublished). */
  REVIEW_ALREADY_MODERATED: 'REVIEW_ALREADY_MODERATED',
  /**
   * A product saved on a version that is no longer the stored one: someone saved it since the editor
   * opened it. Details: `{ by, at }`, who saved last and when; nothing is written.
   */
  CATALOG_CHANGED: 'CATALOG_CHANGED',
  /**
   * A heavy read refused for now: the caller's previous numbers report is still running, or the server
   * runs as many as it may at once (docs/desk.md, "The numbers"). Asking again in a few seconds works.
   */
  BUSY: 'BUSY',
  /** A lead handed to someone who cannot take calls (unknown, disabled, or not an agent or a manager). */
  NOT_AN_AGENT: 'NOT_AN_AGENT',
} as const;

export type DeskOwnCode = (typeof DESK_CODES)[keyof typeof DESK_CODES];
type SharedShopCode = Extract<
  ShopCode,
  | 'PASSWORD_SHORT'
  | 'INVALID_CREDENTIALS'
  | 'ORDER_CLOSED'
  | 'OFFER_NOT_AVAILABLE'
  // A catalog photo's upload is refused for the same reasons as a review photo's.
  | 'IMAGE_EMPTY'
  | 'IMAGE_TYPE_NOT_ALLOWED'
  | 'IMAGE_TOO_MANY_PIXELS'
  | 'IMAGE_UNREADABLE'
>;
export type DeskErrorCode = RpcCode | SharedShopCode | DeskOwnCode;
