// The shell's link lists, shared by the header, the phone menu and the footer.
import { FIRST_OFFER_SLUG, SHOP_GROUPS, type ShopGroup } from '@zdravo/contract';
import type { shellMessages } from '@zdravo/contract/messages/shell';

type ShellKey = keyof typeof shellMessages;

export interface NavLink {
  href: string;
  label: ShellKey;
}

export const FIRST_OFFER_HREF = `/offers/${FIRST_OFFER_SLUG}`;

/** Header menu after the shop dropdown, in order. */
export const MAIN_LINKS: readonly NavLink[] = [
  { href: '/most-popular', label: 'navMostPopular' },
  { href: '/bundles', label: 'navBundles' },
  { href: '/club', label: 'navClub' },
];

export const groupHref = (group: ShopGroup): string => `/shop/${group}`;
export const GROUPS: readonly ShopGroup[] = SHOP_GROUPS;

export const LEARN_LINKS: readonly NavLink[] = [
  { href: '/blog/mršavljenje', label: 'blogWeightLoss' },
  { href: '/blog/kosa', label: 'blogHair' },
  { href: '/blog/libido', label: 'blogLibido' },
  { href: '/blog/generalno', label: 'blogGeneral' },
  { href: '/nasa-prica', label: 'ourStory' },
  { href: '/o-nama', label: 'about' },
  { href: '/community', label: 'navCommunity' },
];

export const SUPPORT_LINKS: readonly NavLink[] = [
  { href: '/kontaktiraje-nas', label: 'contact' },
  { href: '/politika-dostave', label: 'shipping' },
  { href: '/politika-povrata', label: 'refunds' },
  { href: '/track', label: 'track' },
  { href: '/terms-of-use', label: 'terms' },
  { href: '/privacy-policy', label: 'privacy' },
];

export const POLICY_LINKS: readonly NavLink[] = [
  { href: '/privacy-policy', label: 'privacy' },
  { href: '/terms-of-use', label: 'terms' },
  { href: '/politika-dostave', label: 'shipping' },
  { href: '/politika-povrata', label: 'refunds' },
];
