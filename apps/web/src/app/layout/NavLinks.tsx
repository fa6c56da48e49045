// One of the shell's link lists (nav.ts) as links with their shell texts, in the header's menu or
// the phone menu, each place with its own class.
import { Link } from 'wouter';
import { useT } from '../../lib/i18n.ts';
import type { NavLink } from './nav.ts';

export function NavLinks({ links, className }: { links: readonly NavLink[]; className: string }) {
  const t = useT();
  return links.map((link) => (
    <Link key={link.href} href={link.href} className={className}>
      {t[link.label]}
    </Link>
  ));
}
