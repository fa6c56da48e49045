// The catalog's own calls (docs/product.md §7): an offer's reviews a page at a time, their star summary,
// and writing a review with its photos. Offers themselves are lib/offers.ts (the header, search and
// landing share that cache).
import type { RpcAnswer } from '@zdravo/rpc';
import type { ParamsOf, ResultOf } from '@zdravo/contract/api';
import { REVIEWS_PAGE_SIZE, type ReviewOrders, type ReviewSummary, type ShopReview } from '@zdravo/contract';
import { rpc } from '../../lib/rpc.ts';

/** One page of an offer's reviews: the first, or the one after the review `after`. */
export function reviewsPage(offerId: number, orders: ReviewOrders, after?: number): Promise<RpcAnswer<ShopReview[]>> {
  return rpc.call('shopReviews.getAll', {
    OfferID: offerId,
    orders,
    Limit: REVIEWS_PAGE_SIZE,
    ...(after === undefined ? {} : { After: after }),
  });
}

export function reviewSummary(offerId: number): Promise<RpcAnswer<ReviewSummary>> {
  return rpc.call('shopReviews.summary', { OfferID: offerId });
}

/** One photo of a review, uploaded before the review that names it. */
export function uploadReviewPhoto(
  name: string,
  file: Blob,
): Promise<RpcAnswer<ResultOf<'staticContent.images.f.upload'>>> {
  return rpc.call('staticContent.images.f.upload', { ImageName: name, ImageTag: 'offer', ImageFile: file });
}

export function addReview(params: ParamsOf<'shopReviews.add'>): Promise<RpcAnswer<ResultOf<'shopReviews.add'>>> {
  return rpc.call('shopReviews.add', params);
}
