// /account: order history and settings in two tabs (`?tab=settings` opens the second). No redirect
// guard (docs/product.md §2): a logged-out visitor sees a way to log in instead. While the login state is
// unknown (the server unreachable: docs/product.md §4 retries every 2 s), a spinner, then a connection note.
import { Suspense, useEffect } from 'react';
import { useSearch } from 'wouter';
import { accountMessages } from '@zdravo/contract/messages/account';
import { LinkPair } from '../../components/ui/LinkPair.tsx';
import { ServerWait } from '../../components/ui/ServerWait.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { Membership } from '../club/index.ts';
import { lazyPart, usePreloadParts } from '../../lib/lazy-part.ts';
import { PageLoading } from '../../components/ui/PageLoading.tsx';
import { useLoginState } from '../../lib/login-state.ts';
import { checkLogin } from './login-watch.ts';
import './account.css';

// The tabs come after the screen's first paint, which waits for the login check anyway: fetched at
// once, they are in by then (decision 040).
const OrdersTab = lazyPart(
  () => import('./OrdersTab.tsx'),
  (m) => m.OrdersTab,
);
const SettingsTab = lazyPart(
  () => import('./SettingsTab.tsx'),
  (m) => m.SettingsTab,
);

type Tab = 'orders' | 'settings';

export default function AccountScreen() {
  const t = useT(accountMessages);
  // The tab lives in the address (?tab=settings): links, reloads and Back keep it.
  const tab: Tab = new URLSearchParams(useSearch()).get('tab') === 'settings' ? 'settings' : 'orders';
  const navigate = useTransitionNavigate();
  const setTab = (next: Tab) =>
    navigate(next === 'settings' ? '/account?tab=settings' : '/account', { replace: true, transition: false });
  const { isLoggedIn, userData } = useLoginState();
  // Opening the account asks the server again: a session ended elsewhere (a reset, a logout on
  // another device) shows at once instead of at the next 60-second check.
  useEffect(() => void checkLogin(), []);
  usePreloadParts(OrdersTab, SettingsTab);
  usePageTitle(t.accountHeading);

  if (isLoggedIn !== true || !userData) {
    return (
      <section className="account container">
        <h1 className="account__title">{t.accountHeading}</h1>
        {isLoggedIn === false ? (
          <div className="account__guest">
            <p>{t.notLoggedIn}</p>
            <LinkPair
              className="account__guest-actions"
              primary={{ href: '/login', label: t.toLoginButton }}
              secondary={{ href: '/login?mode=register', label: t.submitRegister }}
            />
          </div>
        ) : (
          <ServerWait tall />
        )}
      </section>
    );
  }

  const name = [userData.FirstName, userData.LastName].filter(Boolean).join(' ');
  return (
    <section className="account container">
      <h1 className="account__title">{t.accountHeading}</h1>
      <p className="account__who">
        {name ? <span className="account__name">{name}</span> : null}
        <span>{userData.Email}</span>
      </p>
      <Suspense fallback={null}>
        <Membership email={userData.Email} />
      </Suspense>
      <Tabs
        label={t.accountHeading}
        active={tab}
        onSelect={(id) => setTab(id === 'settings' ? 'settings' : 'orders')}
        classNames={{ list: 'account__tabs', tab: 'account__tab', panel: 'account__panel' }}
        items={[
          {
            id: 'orders',
            label: t.tabOrders,
            content: (
              <Suspense fallback={<PageLoading />}>
                <OrdersTab.Part />
              </Suspense>
            ),
          },
          {
            id: 'settings',
            label: t.tabSettings,
            content: (
              <Suspense fallback={<PageLoading />}>
                <SettingsTab.Part user={userData} />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
