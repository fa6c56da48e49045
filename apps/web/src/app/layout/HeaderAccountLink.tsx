// The header's account slot (docs/product.md §6): the profile icon (→ /account) when logged in, else the
// login label (→ /login). Mounting it starts the login checks of docs/product.md §4 for the whole app.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { accountHeaderMessages } from '@zdravo/contract/messages/account-header';
import { useT } from '../../lib/i18n.ts';
import { UserIcon } from '../../components/ui/icons.tsx';
import { startLoginWatch, useLoginState } from '../../features/account/index.ts';
import './header-account.css';

export function HeaderAccountLink() {
  const t = useT();
  const own = useT(accountHeaderMessages);
  const { isLoggedIn } = useLoginState();
  useEffect(startLoginWatch, []);
  if (isLoggedIn === true) {
    return (
      <Link
        href="/account"
        className="header-action header-action--profile"
        aria-label={own.myAccount}
        title={own.myAccount}
        data-testid="header-profile"
      >
        <UserIcon size={24} />
        <span className="header-action__dot" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <Link href="/login" className="header-action header-action--login" data-testid="header-login">
      <UserIcon size={22} />
      <span className="header-action__label">{t.login}</span>
    </Link>
  );
}
