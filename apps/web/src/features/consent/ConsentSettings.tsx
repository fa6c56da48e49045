// 'Postavke': one switch per category, none on unless the shopper turned it on before; 'Spremi
// izbor', and 'Prihvati sve' / 'Odbij sve' again with the same weight. A modal dialog: focus stays
// inside, Esc closes without choosing (the banner comes back), focus returns where it was.
import { useState } from 'react';
import { consentMessages, consentSettingsMessages } from '@zdravo/contract/messages/consent';
import { Modal } from '../../components/ui/modal/index.ts';
import { useT } from '../../lib/i18n.ts';
import { closeConsentSettings, getConsent, saveConsent } from '../../lib/consent.ts';

function Category({
  title,
  text,
  checked,
  onChange,
  testId,
}: {
  title: string;
  text: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <label className="consent-category">
      <span className="consent-category__head">
        <span className="consent-category__title">{title}</span>
        <input
          type="checkbox"
          role="switch"
          className="consent-switch"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={testId}
        />
      </span>
      <span className="consent-category__text">{text}</span>
    </label>
  );
}

export default function ConsentSettings() {
  const t = useT(consentSettingsMessages);
  const banner = useT(consentMessages);
  const stored = getConsent();
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  const [marketing, setMarketing] = useState(stored?.marketing ?? false);

  return (
    <Modal open onClose={closeConsentSettings} title={t.title}>
      <div className="consent-settings" data-testid="consent-settings">
        <p className="consent-settings__intro">{t.intro}</p>
        <div className="consent-category consent-category--fixed">
          <span className="consent-category__head">
            <span className="consent-category__title">{t.necessaryTitle}</span>
            <span className="consent-category__always">{t.alwaysOn}</span>
          </span>
          <span className="consent-category__text">{t.necessaryText}</span>
        </div>
        <Category
          title={t.analyticsTitle}
          text={t.analyticsText}
          checked={analytics}
          onChange={setAnalytics}
          testId="consent-analytics"
        />
        <Category
          title={t.marketingTitle}
          text={t.marketingText}
          checked={marketing}
          onChange={setMarketing}
          testId="consent-marketing"
        />
        <div className="consent-settings__actions">
          <button
            type="button"
            className="btn btn--ghost consent-settings__save"
            onClick={() => saveConsent({ analytics, marketing }, 'custom')}
          >
            {t.save}
          </button>
          <div className="consent-settings__pair">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => saveConsent({ analytics: true, marketing: true }, 'accept_all')}
            >
              {banner.acceptAll}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => saveConsent({ analytics: false, marketing: false }, 'reject_all')}
            >
              {banner.rejectAll}
            </button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
