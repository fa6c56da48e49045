// The shop's API map (docs/product.md §7 and our additions): every RPC method → the params a caller sends and the
// data of an ok answer. The browser's client is typed on it (apps/web/src/lib/rpc.ts) and the server's
// registry must satisfy it (apps/server/src/modules/methods.ts), so both ends agree or `tsc` fails.
// Types only: the zod schemas stay with the server, the browser bundle gets none of this.
import type { z } from 'zod';
import type { BatchProgress } from '@zdravo/rpc';
import type { offersGetAllParams, offersGetSlogParams, offersNotifyWhenBackParams, Offer } from './methods/offers.ts';
import type { generateTokenParams, loginShopParams, resetPasswordParams, UserInfo } from './methods/auth.ts';
import type { usersAddParams, usersChangePasswordParams, usersEditParams } from './methods/users.ts';
import type {
  OrderQuote,
  ShopOrder,
  shopOrdersAddParams,
  shopOrdersQuoteParams,
  shopOrdersSetAddressParams,
} from './methods/orders.ts';
import type { ClubMembership, usersClubWithdrawParams } from './methods/club.ts';
import type { shopOrdersWithdrawParams, Withdrawal } from './methods/withdrawal.ts';
import type {
  AddedReview,
  ImagesUploadParams,
  reviewsAddParams,
  reviewsGetAllParams,
  ReviewSummary,
  reviewsSummaryParams,
  ShopReview,
  UploadedImage,
} from './methods/reviews.ts';
import type { consentsAddParams, DataExport, usersDeleteParams } from './methods/privacy.ts';
import type { quizMailingGroupParams, QuizMailingGroup, quizTrackParams } from './methods/quiz.ts';

type In<S extends z.ZodType> = z.input<S>;
/** A method that takes no params: callers may leave them out. */
type None = Record<string, never> | undefined;

export type ShopApi = {
  'offers.f.getAll': { params: In<typeof offersGetAllParams> | undefined; result: Offer[] };
  'offers.f.getSlog': { params: In<typeof offersGetSlogParams>; result: Offer };
  'offers.notifyWhenBack': { params: In<typeof offersNotifyWhenBackParams>; result: null };
  'auth.loginShop': { params: In<typeof loginShopParams>; result: UserInfo };
  'auth.logout': { params: None; result: null };
  'auth.checkLogin': { params: None; result: UserInfo };
  'auth.generateToken': { params: In<typeof generateTokenParams>; result: null };
  'auth.resetPassword': { params: In<typeof resetPasswordParams>; result: null };
  'shopUsers.f.add': { params: In<typeof usersAddParams>; result: UserInfo };
  'shopUsers.f.edit': { params: In<typeof usersEditParams>; result: UserInfo };
  'shopUsers.f.changePassword': { params: In<typeof usersChangePasswordParams>; result: null };
  'shopUsers.f.exportData': { params: None; result: DataExport };
  'shopUsers.f.delete': { params: In<typeof usersDeleteParams>; result: null };
  'shopUsers.f.club': { params: None; result: ClubMembership | null };
  'shopUsers.f.withdrawClub': { params: In<typeof usersClubWithdrawParams>; result: Withdrawal };
  'shopOrders.add': { params: In<typeof shopOrdersAddParams>; result: number };
  'shopOrders.quote': { params: In<typeof shopOrdersQuoteParams>; result: OrderQuote };
  'shopOrders.f.getAll': { params: None; result: ShopOrder[] };
  'shopOrders.f.setAddress': { params: In<typeof shopOrdersSetAddressParams>; result: null };
  'shopOrders.f.withdraw': { params: In<typeof shopOrdersWithdrawParams>; result: Withdrawal };
  'shopReviews.getAll': { params: In<typeof reviewsGetAllParams>; result: ShopReview[] };
  'shopReviews.summary': { params: In<typeof reviewsSummaryParams>; result: ReviewSummary };
  'shopReviews.add': { params: In<typeof reviewsAddParams>; result: AddedReview };
  'staticContent.images.f.upload': { params: ImagesUploadParams; result: UploadedImage };
  'shopConsents.add': { params: In<typeof consentsAddParams>; result: null };
  'quiz.mailingGroup': { params: In<typeof quizMailingGroupParams>; result: QuizMailingGroup };
  'quiz.track': { params: In<typeof quizTrackParams>; result: null };
};

export type ShopMethod = keyof ShopApi;
export type ParamsOf<M extends ShopMethod> = ShopApi[M]['params'];
export type ResultOf<M extends ShopMethod> = ShopApi[M]['result'];

/** Event streams (docs/product.md §7 subscriptions): the batch progress the protocol publishes. */
export type ShopSubscriptions = {
  'batching.progress': { params: { streamId: string }; data: BatchProgress };
};
