// The join modal (docs/product.md §3 Club join, §4 Club join form, §5 Club join): name and phone (ba/rs/me/hr,
// defaulting to the shopper's country); 'Molimo unesite Vaše podatke' when either is missing; the
// country from GET /api/geo, 'Došlo je do greške' when it gives none; idle → submitting (spinner,
// repeated clicks ignored) → success (the modal closes, the page confirms) or 'Došlo je do greške'.
// The native <dialog> keeps focus inside, closes on Esc and returns focus to the join button.
// A signed-in shopper finds the form started from the profile's name and phone (still editable).
import { useRef, useState, type FormEvent } from 'react';
import { clubNameOf, isPhoneEmpty, type UserInfo } from '@zdravo/contract';
import { clubMessages } from '@zdravo/contract/messages/club';
import { Modal } from '../../components/ui/modal/index.ts';
import { FieldFrame, FormMessage, TextField } from '../../components/ui/form/index.ts';
import { PhoneInput } from '../../components/ui/phone-input/index.ts';
import { useCountry } from '../../lib/country.ts';
import { useLoginState } from '../../lib/login-state.ts';
import { useT } from '../../lib/i18n.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { clubFeeValue, trackGenerateLead } from '../../lib/analytics.ts';
import { sendClubJoin, visitorCountry } from './join.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';

type Problem = 'missing' | 'failed' | null;

export function JoinModal({ open, onClose, onJoined }: { open: boolean; onClose: () => void; onJoined: () => void }) {
  const t = useT(clubMessages);
  const { country } = useCountry();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  // The profile fills what is still empty once it is known (set while rendering, not in an effect);
  // what the shopper typed is never overwritten.
  const { userData } = useLoginState();
  const [filledFrom, setFilledFrom] = useState<UserInfo | null>(null);
  if (userData && userData !== filledFrom) {
    setFilledFrom(userData);
    if (name === '') setName(`${userData.FirstName} ${userData.LastName}`.trim());
    if (phone === '') setPhone(userData.PhoneNumber);
  }
  // A ref, not state: a second click in the same frame must already see the first one.
  const sending = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (name.trim() === '' || isPhoneEmpty(phone)) {
      setProblem('missing');
      return;
    }
    sending.current = true;
    setBusy(true);
    setProblem(null);
    const visitor = await visitorCountry();
    const joined =
      visitor !== null &&
      (await sendClubJoin({
        FirstLastName: name.trim(),
        PhoneNumber: phone,
        ClubName: clubNameOf(SHOP_NAME),
        Country: visitor,
      }));
    sending.current = false;
    setBusy(false);
    if (!joined) {
      setProblem('failed');
      return;
    }
    trackGenerateLead('club', clubFeeValue(country));
    setName('');
    setPhone('');
    onJoined();
  }

  const close = () => {
    setProblem(null);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t.modalTitle} className="club-join">
      <p className="club-join__lead">{t.modalLead}</p>
      <form className="club-join__form" onSubmit={(e) => void submit(e)} noValidate data-testid="club-join-form">
        <TextField label={t.nameLabel} value={name} onValue={setName} name="name" autoComplete="name" maxLength={128} />
        <FieldFrame label={t.phoneLabel}>
          {({ inputId }) => (
            // Keyed by the shop country: a switch in the footer starts the field in the new country.
            <PhoneInput
              key={country}
              value={phone}
              onChange={(value) => setPhone(value)}
              inputProps={{ id: inputId, name: 'tel', autoComplete: 'tel' }}
            />
          )}
        </FieldFrame>
        {problem ? (
          <FormMessage kind="error">
            <span data-testid="club-join-error">{problem === 'missing' ? t.missingDetails : t.failed}</span>
          </FormMessage>
        ) : null}
        <BusyButton
          busy={busy}
          label={t.submit}
          busyLabel={t.sending}
          className="btn--accent btn--large club-join__submit"
        />
        <p className="club-join__privacy">{t.privacyNote}</p>
      </form>
    </Modal>
  );
}
