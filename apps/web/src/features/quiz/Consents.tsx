// Under the e-mail and phone steps: the short consent line with the privacy policy, and the
// separate, unticked consent to keep the quiz answers with the contact (health data, GDPR Art. 9).
import { useId } from 'react';
import { Link } from 'wouter';
import { quizMessages } from '@zdravo/contract/messages/quiz';
import { useT } from '../../lib/i18n.ts';

export function ConsentLine({ text }: { text: string }) {
  const t = useT(quizMessages);
  return (
    <p className="quiz__consent">
      {text}{' '}
      <Link href="/privacy-policy" className="quiz__consent-link">
        {t.privacyLink}
      </Link>
    </p>
  );
}

export function HealthConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT(quizMessages);
  const noteId = useId();
  return (
    <div className={`quiz__health${checked ? ' quiz__health--on' : ''}`}>
      <label className="quiz__health-label">
        <input
          type="checkbox"
          className="quiz__check"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={noteId}
        />
        <span>{t.healthConsent}</span>
      </label>
      <p className="quiz__health-note" id={noteId}>
        {t.healthConsentNote}
      </p>
    </div>
  );
}
