// Review moderation (docs/desk.md, "Review moderation"): the waiting list (a moderator's home), the
// published list, and for managers the switch of the ratings gathered elsewhere — one screen, its
// parts as links so each has its own address.
import type { StaffMe } from '@zdravo/contract/desk';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { Link } from 'wouter';
import { mayOpen } from '../access.ts';
import { useT } from '../texts.ts';
import { BaseSwitch } from '../reviews/BaseSwitch.tsx';
import { PublishedList } from '../reviews/PublishedList.tsx';
import { WaitingList } from '../reviews/WaitingList.tsx';
import '../reviews/reviews.css';
import { DeskScreen } from '../DeskScreen.tsx';

export type ReviewsPart = 'waiting' | 'published' | 'base';

export default function Reviews({ me, part }: { me: StaffMe; part: ReviewsPart }) {
  const t = useT(deskReviewsMessages);
  const parts = [
    { part: 'waiting', to: '/reviews', label: t.waitingTab, show: true },
    { part: 'published', to: '/reviews/published', label: t.publishedTab, show: true },
    { part: 'base', to: '/reviews/base', label: t.baseTab, show: mayOpen(me, 'desk.reviews.base') },
  ].filter((p) => p.show);
  return (
    <DeskScreen title={t.heading}>
      <nav className="desk-stages" aria-label={t.tabs}>
        {parts.map((p) => (
          <Link
            key={p.part}
            href={p.to}
            className={`desk-stage${part === p.part ? ' desk-stage--on' : ''}`}
            aria-current={part === p.part ? 'page' : undefined}
          >
            {p.label}
          </Link>
        ))}
      </nav>
      {part !== 'base' ? <p className="desk-muted desk-reviews__rules">{t.rules}</p> : null}
      {part === 'waiting' ? <WaitingList /> : part === 'published' ? <PublishedList /> : <BaseSwitch />}
    </DeskScreen>
  );
}
