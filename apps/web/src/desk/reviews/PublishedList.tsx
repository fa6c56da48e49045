// Published reviews, newest first, filtered by offer, stars and the country they were written in;
// each can be taken down (with a reason) and answered.
import { useState } from 'react';
import { COUNTRIES, COUNTRY_CODES } from '@zdravo/contract';
import type { DeskReviewOffer, DeskReviewPage } from '@zdravo/contract/desk';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { deskRpc } from '../rpc.ts';
import { SelectField } from '../SelectField.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { useT } from '../texts.ts';
import { ReviewList } from './ReviewList.tsx';

interface Filter {
  offer: string;
  rating: string;
  country: string;
}

const paramsOf = (filter: Filter, after: number | undefined) => ({
  ...(filter.offer ? { offerId: Number(filter.offer) } : {}),
  ...(filter.rating ? { rating: Number(filter.rating) } : {}),
  ...(filter.country ? { country: filter.country as (typeof COUNTRY_CODES)[number] } : {}),
  ...(after ? { after } : {}),
});

export function PublishedList() {
  const t = useT(deskReviewsMessages);
  const [filter, setFilter] = useState<Filter>({ offer: '', rating: '', country: '' });
  const [after, setAfter] = useState<number | undefined>();
  const offers = useDeskQuery<DeskReviewOffer[]>('reviews:offers', () => deskRpc.call('desk.reviews.offers'));
  const key = `reviews:published:${filter.offer}:${filter.rating}:${filter.country}:${after ?? ''}`;
  const query = useDeskQuery<DeskReviewPage>(key, () =>
    deskRpc.call('desk.reviews.published', paramsOf(filter, after)),
  );
  const change = (field: keyof Filter) => (value: string) => {
    setFilter((current) => ({ ...current, [field]: value }));
    setAfter(undefined);
  };
  const offerOptions = [
    { value: '', label: t.allOffers },
    ...(offers.state === 'ok' ? offers.data.map((o) => ({ value: String(o.ID), label: o.Name })) : []),
  ];
  const ratingOptions = [
    { value: '', label: t.allRatings },
    ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ★` })),
  ];
  const countryOptions = [
    { value: '', label: t.allCountries },
    ...COUNTRY_CODES.map((c) => ({ value: c, label: COUNTRIES[c].name })),
  ];
  return (
    <>
      <div className="desk-panel desk-filters" role="group" aria-label={t.filter}>
        <SelectField label={t.offer} value={filter.offer} options={offerOptions} onValue={change('offer')} />
        <SelectField label={t.rating} value={filter.rating} options={ratingOptions} onValue={change('rating')} />
        <SelectField label={t.country} value={filter.country} options={countryOptions} onValue={change('country')} />
      </div>
      <ReviewList query={query} empty={t.publishedNone} after={after} onAfter={setAfter} />
    </>
  );
}
