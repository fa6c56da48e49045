// The consent banner (first visit, every country, whenever the shop measures): 'Prihvati sve' and
// 'Odbij sve' side by side with the same weight, and 'Postavke' for a choice per category. Fixed
// to the bottom over the page, so it never shifts the layout; a non-modal region the keyboard
// reaches right after the skip link. The settings dialog is its own chunk, loaded on demand.
// The server renders it into the first page (so it paints with the page, not as a late large
// paint); the page's first script hides it when a choice is stored (app/boot.ts).
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { consentMessages } from '@zdravo/contract/messages/consent';
import { useT } from '../../lib/i18n.ts';
import { isMeasured, openConsentSettings, saveConsent, useConsent, useConsentSettingsOpen } from '../../lib/consent.ts';
import './consent.css';

const ConsentSettings = lazy(() => import('./ConsentSettings.tsx'));

export function ConsentBanner() {
  const t = useT(consentMessages);
  const consent = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  if (!isMeasured()) return null;
  return (
    <>
      {/* Kept while the settings dialog is open (behind its backdrop), so Esc returns focus to 'Postavke'. */}
      {consent === null ? (
        <section className="consent-banner" aria-labelledby="consent-banner-title" data-testid="consent-banner">
          <div className="consent-banner__inner">
            <div className="consent-banner__text">
              <h2 className="consent-banner__title" id="consent-banner-title">
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
              <button type="button" className="btn btn--primary consent-banner__choice" onClick={() => saveConsent({ analytics: true, marketing: true }, 'accept_all')}>
                {t.acceptAll}
              </button>
              <button type="button" className="btn btn--primary consent-banner__choice" onClick={() => saveConsent({ analytics: false, marketing: false }, 'reject_all')}>
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
