// The phone menu (width ≤ 1020 px, docs/product.md §2): a slide-in panel with the main links and
// expandable groups. Escape, the scrim and any link close it; focus returns to the trigger.
import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { useT } from '../../lib/i18n.ts';
import { ChevronDownIcon, CloseIcon, SparkleIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useOverlayPanel } from '../../components/ui/use-overlay-panel.ts';
import { LinkPair } from '../../components/ui/LinkPair.tsx';
import { Logo } from './Logo.tsx';
import { NavLinks } from './NavLinks.tsx';
import { CountrySwitcher } from './CountrySwitcher.tsx';
import { FIRST_OFFER_HREF, GROUPS, LEARN_LINKS, MAIN_LINKS, SUPPORT_LINKS, groupHref } from './nav.ts';
import './phone-menu.css';

interface PhoneMenuProps {
  open: boolean;
  onClose: () => void;
}

export function PhoneMenu({ open, onClose }: PhoneMenuProps) {
  const t = useT();
  const groups = useT(groupMessages);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useOverlayPanel(open, panel, onClose, { trapFocus: true });

  if (!open) return null;

  return (
    <div className="phone-menu" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <button type="button" className="phone-menu__scrim" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div className="phone-menu__panel" ref={panel} tabIndex={-1}>
        <div className="phone-menu__top">
          <Logo />
          <h2 id={titleId} className="visually-hidden">
            {t.menuTitle}
          </h2>
          <button type="button" className="icon-button" aria-label={t.menuClose} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>

        <nav className="phone-menu__nav" aria-label={t.navLabel} onClick={closeOnLink(onClose)}>
          <Link href={FIRST_OFFER_HREF} className="phone-menu__link phone-menu__link--hot">
            {t.navFirstOffer}
          </Link>
          <Expandable label={t.navShop}>
            {GROUPS.map((group) => (
              <Link key={group} href={groupHref(group)} className="phone-menu__sublink">
                {groups[group]}
              </Link>
            ))}
            <Link href="/most-popular" className="phone-menu__sublink phone-menu__sublink--all">
              {t.navShopAll}
            </Link>
          </Expandable>
          <NavLinks links={MAIN_LINKS} className="phone-menu__link" />
          <Expandable label={t.menuLearn}>
            <NavLinks links={LEARN_LINKS} className="phone-menu__sublink" />
          </Expandable>
          <Expandable label={t.menuSupport}>
            <NavLinks links={SUPPORT_LINKS} className="phone-menu__sublink" />
          </Expandable>
          <LinkPair
            className="phone-menu__actions"
            accent
            primary={{
              href: '/quiz',
              label: (
                <>
                  <SparkleIcon size={18} />
                  {t.navQuizLong}
                </>
              ),
            }}
            secondary={{
              href: '/login',
              label: (
                <>
                  <UserIcon size={18} />
                  {t.login}
                </>
              ),
            }}
          />
        </nav>

        <div className="phone-menu__country">
          <CountrySwitcher />
        </div>
      </div>
    </div>
  );
}

/** Any click on a link inside closes the menu (the link itself navigates). */
function closeOnLink(onClose: () => void) {
  return (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onClose();
  };
}

function Expandable({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={`phone-menu__group${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="phone-menu__link phone-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronDownIcon size={20} className="phone-menu__chevron" />
      </button>
      <div id={id} className="phone-menu__sub" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
