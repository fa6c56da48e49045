// Step N+1 ('Almost done', docs/product.md §2): name and e-mail, Next, or skip. Name and e-mail must both be
// filled ('Molimo unesite Vaše podatke'); the recommended product needs a mailing group in the
// shopper's country ('Došlo je do greške, molimo pokušajte ponovo kasnije'). The sign-up itself
// never stops the shopper: whatever its answer, the phone step follows.
import { useState, type FormEvent, type RefObject } from 'react';
import { checkEmail } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract';
import { quizMessages } from '@zdravo/contract/messages/quiz';
import { trackGenerateLead } from '../../lib/analytics.ts';
import { useCountry } from '../../lib/country.ts';
import { useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { quizEmailErrors } from '@zdravo/contract/messages/errors/quiz';
import { FormMessage, TextField } from '../../components/ui/form/index.ts';
import { ConsentLine, HealthConsent } from './Consents.tsx';
import { reportOnce } from './funnel.ts';
import { emailSignUp, mailingGroup } from './api.ts';
import type { QuizRun } from './run.ts';

interface ContactStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  run: QuizRun;
  update: (change: (run: QuizRun) => QuizRun) => void;
  product: Offer | undefined;
  onDone: () => void;
}

export type { ContactStepProps };

export function EmailStep({ headingRef, run, update, product, onDone }: ContactStepProps) {
  const t = useT(quizMessages);
  const errorText = useErrorText(quizEmailErrors);
  const { country } = useCountry();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // The message names no field, so the cursor goes to the first one that needs the shopper.
    const field = (fieldName: string) =>
      (e.currentTarget as HTMLFormElement).elements.namedItem(fieldName) as HTMLInputElement | null;
    if (!name.trim() || !email.trim()) {
      field(name.trim() ? 'email' : 'name')?.focus();
      return setError(t.missingInput);
    }
    if (checkEmail(email)) {
      field('email')?.focus();
      return setError(t.emailFormat);
    }
    setError(null);
    setBusy(true);
    const group = product ? await mailingGroup(product.Slog) : { ok: false as const, code: 'RPC_CLIENT_ERROR' };
    if (!group.ok) {
      setBusy(false);
      return setError(errorText(group.code));
    }
    const sent = await emailSignUp(run, country, { name: name.trim(), email: email.trim(), group: group.group });
    setBusy(false);
    if (sent) {
      trackGenerateLead('quiz');
      reportOnce(run, update, 'emailLeft');
      update((r) => ({ ...r, emailSent: true }));
    }
    onDone();
  }

  return (
    <form className="quiz__form" onSubmit={submit} noValidate>
      <h1 className="quiz__title" ref={headingRef} tabIndex={-1}>
        {t.emailTitle}
      </h1>
      <p className="quiz__lead">{t.emailLead}</p>
      <div className="quiz__fields">
        <TextField label={t.nameLabel} name="name" autoComplete="name" value={name} onValue={setName} maxLength={128} />
        <TextField
          label={t.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          maxLength={254}
        />
      </div>
      <HealthConsent
        checked={run.healthConsent}
        onChange={(healthConsent) => update((r) => ({ ...r, healthConsent }))}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className="quiz__actions">
        <button type="submit" className="btn btn--primary btn--large quiz__next" aria-busy={busy || undefined}>
          {busy ? t.sending : t.next}
        </button>
        <button type="button" className="btn btn--ghost quiz__skip" onClick={onDone}>
          {t.skip}
        </button>
      </div>
      <ConsentLine text={t.emailConsent} />
    </form>
  );
}
