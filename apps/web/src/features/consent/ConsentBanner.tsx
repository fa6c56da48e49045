// The consent banner (first visit, in a country whose shop measures — has a tag manager): 'Prihvati sve' and
// 'Odbij sve' side by side with the same weight, and 'Postavke' for a choice per category. Fixed
// to the bottom over the page, so it never shifts the layout; a non-modal region the keyboard
// reaches right after the skip link. The settings dialog is its own chunk, loaded on demand.
// The server renders it into the first page (so it paints with the page, not as a late large
// paint); the page's first script hides it when a choice is stored (app/boot.ts).
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { consentMessages } from '@zdravo/contract/messages/consent';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import {
  isMeasuredIn,
  openConsentSettings,
  saveConsent,
  useConsent,
  useConsentSettingsOpen,
} from '../../lib/consent.ts';
import './consent.css';

const ConsentSettings = lazy(() => import('./ConsentSettings.tsx'));

/**
 * Saves a choice made in the banner. The banner then goes away; a keyboard user's focus would drop to
 * <body> (the start of the page again), so it moves to the page's main content instead.
 */
function choose(categories: { analytics: boolean; marketing: boolean }, choice: 'accept_all' | 'reject_all'): void {
  const fromBanner = Boolean(document.activeElement?.closest('.consent-banner'));
  saveConsent(categories, choice);
  if (fromBanner) requestAnimationFrame(() => document.getElementById('main')?.focus({ preventScroll: true }));
}

export function ConsentBanner() {
  const t = useT(consentMessages);
  const consent = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  const { country } = useCountry();
  // Asked only where this country's shop measures (a tag manager configured for it): elsewhere there is nothing to consent to.
  if (!isMeasuredIn(country)) return null;
  return (
    <>
      {/* Kept while the settings dialog is open (behind its backdrop), so Esc returns focus to 'Postavke'. */}
      {consent === null ? (
        <section className="consent-banner" aria-labelledby="consent-banner-title" data-testid="consent-banner">
          <div className="consent-banner__inner">
            <div className="consent-banner__text">
              <h2 className="box-title" id="consent-banner-title">
                {t.bannerTitle}
              </h2>
              <p>
                {t.bannerText}{' '}
                <Link href="/privacy-policy" className="consent-banner__link">
                  {t.privacyLink}
                </Link>
              </p>
            </div>
            <div className="consent-banner__actions">
              <button
                type="button"
                className="btn btn--primary consent-banner__choice"
                onClick={() => choose({ analytics: true, marketing: true }, 'accept_all')}
              >
                {t.acceptAll}
              </button>
              <button
                type="button"
                className="btn btn--primary consent-banner__choice"
                onClick={() => choose({ analytics: false, marketing: false }, 'reject_all')}
              >
                {t.rejectAll}
              </button>
              <button type="button" className="btn btn--ghost consent-banner__settings" onClick={openConsentSettings}>
                {t.settings}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <ConsentSettings />
        </Suspense>
      ) : null}
    </>
  );
}

/** The footer's way back to the choice, any time (the footer shows it only where there is a choice to make). */
export function ConsentFooterLink({ className }: { className?: string }) {
  const t = useT(consentMessages);
  return (
    <button type="button" className={className} onClick={openConsentSettings} data-testid="consent-footer-link">
      {t.footerLink}
    </button>
  );
}
