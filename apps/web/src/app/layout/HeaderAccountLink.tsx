// Replaceable slot: the login label for now; the auth issue turns it into a profile icon
// (linking to /account) when the shopper is logged in (spec §6).
import { Link } from 'wouter';
import { useT } from '../../lib/i18n.ts';
import { UserIcon } from '../../components/ui/icons.tsx';

export function HeaderAccountLink() {
  const t = useT();
  return (
    <Link href="/login" className="header-action header-action--login">
      <UserIcon size={22} />
      <span className="header-action__label">{t.login}</span>
    </Link>
  );
}
