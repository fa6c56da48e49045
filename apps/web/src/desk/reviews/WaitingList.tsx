// Reviews waiting for moderation, oldest first.
import { useState } from 'react';
import type { DeskReviewPage } from '@zdravo/contract/desk';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { deskRpc } from '../rpc.ts';
import { useDeskQuery } from '../use-desk-query.ts';
import { useT } from '../texts.ts';
import { ReviewList } from './ReviewList.tsx';

export function WaitingList() {
  const t = useT(deskReviewsMessages);
  const [after, setAfter] = useState<number | undefined>();
  const query = useDeskQuery<DeskReviewPage>(`reviews:waiting:${after ?? ''}`, () =>
    deskRpc.call('desk.reviews.pending', after ? { after } : {}),
  );
  return <ReviewList query={query} empty={t.waitingNone} after={after} onAfter={setAfter} />;
}
