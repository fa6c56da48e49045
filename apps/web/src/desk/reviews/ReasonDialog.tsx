// Asks why a review is rejected or taken down (the reason stays with the team; never shown to shoppers)
// and makes the call; the dialog stays open with the error when the call fails.
import { useId, useState, type FormEvent } from 'react';
import type { RpcAnswer } from '@zdravo/rpc';
import { REVIEW_REASON_MAX, type DeskErrorCode } from '@zdravo/contract/desk';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { FieldFrame } from '../../components/ui/form/index.ts';
import { Modal } from '../../components/ui/modal/index.ts';
import { ErrorLine } from '../DeskTable.tsx';
import { useDeskErrorText, useT } from '../texts.ts';
import { useFocusWrap } from './use-focus-wrap.ts';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  confirm: string;
  onClose: () => void;
  /** The call with the typed reason; the dialog closes on an ok answer. */
  act: (reason: string) => Promise<RpcAnswer<unknown, DeskErrorCode>>;
}

export function ReasonDialog({ open, title, confirm, onClose, act }: ReasonDialogProps) {
  const t = useT(deskReviewsMessages);
  const errorText = useDeskErrorText();
  const hintId = useId();
  useFocusWrap(open, 'dialog.desk-reason-dialog[open]');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await act(reason.trim());
    setBusy(false);
    if (answer.status !== 'ok') return setError(errorText(answer.data));
    setReason('');
    onClose();
  }

  return (
    <Modal open={open} onClose={onClose} title={title} className="desk-reason-dialog">
      <form className="desk-reason" onSubmit={(e) => void submit(e)}>
        <FieldFrame label={t.reason}>
          {({ inputId }) => (
            <textarea
              id={inputId}
              className="field__input desk-textarea"
              required
              maxLength={REVIEW_REASON_MAX}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={hintId}
            />
          )}
        </FieldFrame>
        <p className="desk-muted" id={hintId}>
          {t.reasonHint}
        </p>
        <ErrorLine text={error} />
        <div className="desk-review__actions">
          <button type="submit" className="btn btn--primary" disabled={busy || reason.trim() === ''} aria-busy={busy}>
            {confirm}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
