// Step N+2 ('Last step', docs/product.md §2): the phone (countries ba, rs, me, hr; the shopper's by default),
// a button to send and see the result, or skip. Empty → 'Molimo unesite Vaše podatke'. Sent or
// skipped, the result follows (docs/decisions/013-quiz-result.md); a failed sign-up never stops it.
import { useState, type FormEvent } from 'react';
import { isPhoneEmpty } from '@zdravo/contract';
import { quizMessages } from '@zdravo/contract/messages/quiz';
import { trackGenerateLead } from '../../lib/analytics.ts';
import { useCountry } from '../../lib/country.ts';
import { useT } from '../../lib/i18n.ts';
import { FieldFrame } from '../../components/ui/form/index.ts';
import { PhoneInput } from '../../components/ui/phone-input/index.ts';
import { ConsentLine, HealthConsent } from './Consents.tsx';
import type { ContactStepProps } from './EmailStep.tsx';
import { reportOnce } from './funnel.ts';
import { phoneSignUp } from './api.ts';

export function PhoneStep({ headingRef, run, update, product, onDone }: ContactStepProps) {
  const t = useT(quizMessages);
  const { country } = useCountry();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (isPhoneEmpty(phone)) {
      ((e.currentTarget as HTMLFormElement).elements.namedItem('phone') as HTMLInputElement | null)?.focus();
      return setError(t.missingInput);
    }
    setError(null);
    setBusy(true);
    const sent = product ? await phoneSignUp(run, country, { phone, offerId: product.ID }) : false;
    setBusy(false);
    if (sent) {
      trackGenerateLead('quiz');
      reportOnce(run, update, 'phoneLeft');
      update((r) => ({ ...r, phoneSent: true }));
    }
    onDone();
  }

  return (
    <form className="quiz__form" onSubmit={submit} noValidate>
      <h1 className="quiz__title" ref={headingRef} tabIndex={-1}>
        {t.phoneTitle}
      </h1>
      <p className="quiz__lead">{t.phoneLead}</p>
      <div className="quiz__fields">
        <FieldFrame label={t.phoneLabel} error={error}>
          {({ inputId, errorId }) => (
            <PhoneInput
              value={phone}
              onChange={(value) => setPhone(value)}
              isValid={() => (error ? false : true)}
              inputProps={{ id: inputId, name: 'phone', autoComplete: 'tel', 'aria-describedby': errorId }}
            />
          )}
        </FieldFrame>
      </div>
      <HealthConsent
        checked={run.healthConsent}
        onChange={(healthConsent) => update((r) => ({ ...r, healthConsent }))}
      />
      <div className="quiz__actions">
        <button type="submit" className="btn btn--accent btn--large quiz__next" aria-busy={busy || undefined}>
          {busy ? t.sending : t.sendAndSee}
        </button>
        <button type="button" className="btn btn--ghost quiz__skip" onClick={onDone}>
          {t.skip}
        </button>
      </div>
      <ConsentLine text={t.phoneConsent} />
    </form>
  );
}
