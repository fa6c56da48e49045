// The site header (docs/product.md §2): promo banner, logo, menu (first offer, shop dropdown, most popular,
// bundles, club), quiz button, login label, search and cart. At width ≤ 1020 px the menu moves
// into the phone menu, and the header becomes fixed after 150 px of scroll.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { BREAKPOINTS } from '@zdravo/contract';
import { useT } from '../../lib/i18n.ts';
import { PHONE_QUERY } from '../../lib/media.ts';
import { MenuIcon, SparkleIcon } from '../../components/ui/icons.tsx';
import { PromoBanner } from './PromoBanner.tsx';
import { Logo } from './Logo.tsx';
import { NavLinks } from './NavLinks.tsx';
import { ShopMenu } from './ShopMenu.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { HeaderAccountLink } from './HeaderAccountLink.tsx';
import { HeaderCartButton } from './HeaderCartButton.tsx';
import { FIRST_OFFER_HREF, MAIN_LINKS } from './nav.ts';

// Closed (and so rendering nothing) until a tap on a phone: its code comes after the first load, and
// it joins the page only once opened, so hydration neither waits for it nor loads it in one of its
// slices (decision 036). Fetched in a task of its own once the header works, ready for that tap.
const loadPhoneMenu = () => import('./PhoneMenu.tsx');
const PhoneMenu = lazy(() => loadPhoneMenu().then((m) => ({ default: m.PhoneMenu })));

/**
 * On phone: fixed once the page is scrolled past the threshold; returns [fixed, height to reserve].
 * The phone layout is watched here rather than read while rendering: the header looks the same at
 * every width (CSS decides), so knowing it renders nothing — a width read in render would re-render
 * the whole header in one blocking task right after hydration (decision 036). Leaving the phone
 * layout also closes the phone menu.
 */
function useFixedHeader(header: RefObject<HTMLElement | null>, closeMenu: () => void): [boolean, number] {
  const [state, setState] = useState<[boolean, number]>([false, 0]);
  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY);
    let frame = 0;
    const check = () => {
      frame = 0;
      const past = phone.matches && window.scrollY > BREAKPOINTS.fixedHeaderScroll;
      setState((prev) => {
        if (prev[0] === past) return prev;
        return past ? [true, header.current?.offsetHeight ?? 0] : [false, 0];
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const onLayout = () => {
      if (!phone.matches) closeMenu();
      check();
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    phone.addEventListener('change', onLayout);
    return () => {
      window.removeEventListener('scroll', onScroll);
      phone.removeEventListener('change', onLayout);
      cancelAnimationFrame(frame);
    };
  }, [header, closeMenu]);
  return state;
}

export function Header() {
  const t = useT();
  const header = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const [fixed, reserve] = useFixedHeader(header, closeMenu);

  useEffect(() => {
    setTimeout(() => loadPhoneMenu().catch(() => {}));
  }, []);

  return (
    <div className="header-slot" style={fixed ? { minHeight: reserve } : undefined}>
      <header ref={header} className={`site-header${fixed ? ' is-fixed' : ''}`}>
        <PromoBanner />
        <div className="header-bar">
          <div className="container header-bar__inner">
            <button
              type="button"
              className="header-action header-menu-button"
              aria-label={t.menuOpen}
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuOpened(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon />
            </button>
            <Logo />
            <nav className="main-nav" aria-label={t.navLabel}>
              <Link href={FIRST_OFFER_HREF} className="nav-link nav-link--hot">
                {t.navFirstOffer}
              </Link>
              <ShopMenu />
              <NavLinks links={MAIN_LINKS} className="nav-link" />
            </nav>
            <div className="header-actions">
              <Link href="/quiz" className="btn btn--accent btn--small header-quiz">
                <SparkleIcon size={18} />
                <span>{t.navQuiz}</span>
              </Link>
              <HeaderSearch />
              <HeaderAccountLink />
              <HeaderCartButton />
            </div>
          </div>
        </div>
      </header>
      {menuOpened && (
        <Suspense fallback={null}>
          <PhoneMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </div>
  );
}
