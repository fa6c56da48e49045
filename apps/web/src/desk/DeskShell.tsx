// The frame around every signed-in screen: the desk's name, the person and their role, the screens
// their role may open, sign-out. A side bar at desk width, a top bar on a phone.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { StaffMe } from '@zdravo/contract/desk';
import { deskRoleLabels, deskShellMessages } from '@zdravo/contract/messages/desk';
import { deskRecordsMenu } from '@zdravo/contract/messages/desk-records';
import { deskClubMessages } from '@zdravo/contract/messages/desk-club';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { deskRequestsMessages } from '@zdravo/contract/messages/desk-requests';
import { deskCatalogMessages } from '@zdravo/contract/messages/desk-catalog';
import { deskRemittanceMessages } from '@zdravo/contract/messages/desk-remittances';
import { deskStockMessages } from '@zdravo/contract/messages/desk-stock';
import { mayOpen } from './access.ts';
import { signOut } from './session.ts';
import { useT } from './texts.ts';

export function DeskShell({ me, children }: { me: StaffMe; children: ReactNode }) {
  const t = useT(deskShellMessages);
  const roles = useT(deskRoleLabels);
  const records = useT(deskRecordsMenu);
  const club = useT(deskClubMessages);
  const reviews = useT(deskReviewsMessages);
  const requests = useT(deskRequestsMessages);
  const catalog = useT(deskCatalogMessages);
  const remittances = useT(deskRemittanceMessages);
  const stock = useT(deskStockMessages);
  const [location] = useLocation();
  const links = [
    { to: '/queue', label: t.queue, show: mayOpen(me, 'desk.queue.list') },
    { to: '/requests', label: requests.menu, show: mayOpen(me, 'desk.requests.list') },
    { to: '/orders', label: t.orders, show: mayOpen(me, 'desk.orders.search') },
    { to: '/dispatch', label: t.dispatch, show: mayOpen(me, 'desk.dispatch.list') },
    { to: '/withdrawals', label: records.withdrawals, show: mayOpen(me, 'desk.withdrawals.list') },
    { to: '/quiz-leads', label: records.quizLeads, show: mayOpen(me, 'desk.quizLeads.list') },
    { to: '/staff', label: t.staff, show: mayOpen(me, 'desk.staff.list') },
    { to: '/phones', label: t.phones, show: mayOpen(me, 'desk.phones.list') },
    { to: '/numbers', label: t.numbers, show: mayOpen(me, 'desk.numbers.report') },
    { to: '/remittances', label: remittances.menu, show: mayOpen(me, 'desk.remittances.list') },
    { to: '/club', label: club.menu, show: mayOpen(me, 'desk.club.list') },
    { to: '/reviews', label: reviews.menu, show: mayOpen(me, 'desk.reviews.pending') },
    { to: '/catalog', label: catalog.menu, show: mayOpen(me, 'desk.catalog.list') },
    { to: '/stock', label: stock.menu, show: mayOpen(me, 'desk.stock.list') },
    { to: '/audit', label: t.audit, show: mayOpen(me, 'desk.audit.list') },
  ].filter((l) => l.show);
  return (
    <div className="desk">
      <a className="skip-link" href="#desk-main">
        {t.skip}
      </a>
      <header className="desk__bar">
        <span className="desk__brand">{t.title}</span>
        <nav aria-label={t.nav} className="desk__nav">
          {links.map((l) => (
            <Link
              key={l.to}
              href={l.to}
              className="desk__nav-link"
              aria-current={location.startsWith(l.to) ? 'page' : undefined}
            >
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="desk__who">
          <span className="desk__name">{me.Name}</span>
          <span className="desk__role">{roles[me.Role]}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void signOut()}>
            {t.signOut}
          </button>
        </div>
      </header>
      <main id="desk-main" className="desk__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
