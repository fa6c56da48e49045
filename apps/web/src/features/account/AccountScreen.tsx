// /account: order history and settings in two tabs (`?tab=settings` opens the second). No redirect
// guard (spec §2): a logged-out visitor sees a way to log in instead. While the login state is
// unknown (the server unreachable: spec §4 retries every 2 s), a spinner, then a connection note.
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { accountMessages } from '@zdravo/contract/messages/account';
import { ServerWait } from '../../components/ui/ServerWait.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { OrdersTab } from './OrdersTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';
import { checkLogin, useLoginState } from './session.ts';
import './account.css';

type Tab = 'orders' | 'settings';

export default function AccountScreen() {
  const t = useT(accountMessages);
  // The tab lives in the address (?tab=settings): links, reloads and Back keep it.
  const tab: Tab = new URLSearchParams(useSearch()).get('tab') === 'settings' ? 'settings' : 'orders';
  const navigate = useTransitionNavigate();
  const setTab = (next: Tab) => navigate(next === 'settings' ? '/account?tab=settings' : '/account', { replace: true, transition: false });
  const { isLoggedIn, userData } = useLoginState();
  // Opening the account asks the server again: a session ended elsewhere (a reset, a logout on
  // another device) shows at once instead of at the next 60-second check.
  useEffect(() => void checkLogin(), []);
  usePageTitle(t.accountHeading);

  if (isLoggedIn !== true || !userData) {
    return (
      <section className="account container">
        <h1 className="account__title">{t.accountHeading}</h1>
        {isLoggedIn === false ? (
          <div className="account__guest">
            <p>{t.notLoggedIn}</p>
            <div className="account__guest-actions">
              <Link href="/login" className="btn btn--primary">
                {t.toLoginButton}
              </Link>
              <Link href="/login?mode=register" className="btn btn--ghost">
                {t.submitRegister}
              </Link>
            </div>
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
      <div className="account__tabs" role="tablist" aria-label={t.accountHeading}>
        {(['orders', 'settings'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-controls={`panel-${key}`}
            aria-selected={tab === key}
            className="account__tab"
            onClick={() => setTab(key)}
          >
            {key === 'orders' ? t.tabOrders : t.tabSettings}
          </button>
        ))}
      </div>
      <div className="account__panel" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'orders' ? <OrdersTab /> : <SettingsTab user={userData} />}
      </div>
    </section>
  );
}
