// The shopper's club membership on the account page: until when it counts (the last day), when a
// paid-ahead one starts, or that it ended; a shopper who never joined gets the way to /club.
import { useState } from 'react';
import { Link } from 'wouter';
import {
  CLUB_DISCOUNT_PERCENT,
  formatDate,
  lastDayOf,
  WITHDRAWAL_PERIOD_DAYS,
  type ClubMembership,
} from '@zdravo/contract';
import { clubWithdrawalMessages, membershipMessages } from '@zdravo/contract/messages/club';
import { fill, useT } from '../../lib/i18n.ts';
import { useQuery } from '../../lib/use-query.ts';
import { noteClubMember } from '../../lib/club-member.ts';
import { myMembership } from './api.ts';
import { WithdrawMembership } from './WithdrawMembership.tsx';
import './membership.css';

export function Membership({ email }: { email: string }) {
  const t = useT(membershipMessages);
  const w = useT(clubWithdrawalMessages);
  const answer = useQuery(email, () => myMembership(email)).value;
  // A withdrawal here is shown at once, without asking the server again.
  const [withdrawn, setWithdrawn] = useState<ClubMembership | null>(null);
  const membership = withdrawn ?? (answer?.status === 'ok' ? answer.data : undefined);

  // Nothing while asking, or when the answer did not come: the account works without it.
  if (membership === undefined) return null;
  const date = formatDate;
  const now = new Date().toISOString();
  let title: string;
  let note: string | null = null;
  let state: 'active' | 'upcoming' | 'over' | 'none';
  if (membership === null) {
    state = 'none';
    title = t.none;
  } else if (membership.Active) {
    state = 'active';
    title = fill(t.active, { date: date(lastDayOf(membership.Until)) });
    note = fill(t.activeNote, { percent: CLUB_DISCOUNT_PERCENT });
  } else if (membership.CancelledAt === null && membership.From > now) {
    state = 'upcoming';
    title = fill(t.upcoming, { date: date(membership.From) });
    note = fill(t.upcomingNote, { until: date(lastDayOf(membership.Until)) });
  } else if (membership.WithdrawnAt) {
    state = 'over';
    title = fill(w.done, { date: date(membership.WithdrawnAt) });
    note = fill(w.refundNote, { days: WITHDRAWAL_PERIOD_DAYS });
  } else {
    state = 'over';
    title = membership.CancelledAt
      ? fill(t.cancelled, { date: date(membership.CancelledAt) })
      : fill(t.ended, { date: date(lastDayOf(membership.Until)) });
  }

  return (
    <section className={`membership membership--${state}`} aria-labelledby="membership-title" data-testid="membership">
      <h2 id="membership-title" className="eyebrow eyebrow--muted membership__heading">
        {t.heading}
      </h2>
      <p className="membership__title" data-testid="membership-state">
        {title}
      </p>
      {note ? <p className="membership__note">{note}</p> : null}
      {membership?.CanWithdraw ? (
        <WithdrawMembership
          membership={membership}
          email={email}
          onWithdrawn={(withdrawal) => {
            noteClubMember(email, false);
            setWithdrawn({
              ...membership,
              Active: false,
              CanWithdraw: false,
              WithdrawUntil: null,
              CancelledAt: withdrawal.WithdrawnAt,
              WithdrawnAt: withdrawal.WithdrawnAt,
            });
          }}
        />
      ) : null}
      {state === 'none' || state === 'over' ? (
        <Link href="/club" className="membership__link">
          {state === 'none' ? t.cta : t.renew}
        </Link>
      ) : null}
    </section>
  );
}
