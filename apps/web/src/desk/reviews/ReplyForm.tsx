// The shop's public reply under a review (shown on the offer page once the review is published); an
// empty text removes it.
import { useState, type FormEvent } from 'react';
import { REVIEW_REPLY_MAX, type DeskReview } from '@zdravo/contract/desk';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { FieldFrame } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { ErrorLine } from '../DeskTable.tsx';
import { useDeskErrorText, useT } from '../texts.ts';

export function ReplyForm({ review }: { review: DeskReview }) {
  const t = useT(deskReviewsMessages);
  const errorText = useDeskErrorText();
  const [text, setText] = useState(review.Reply ?? '');
  const [saved, setSaved] = useState(review.Reply ?? '');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNote(null);
    const answer = await deskRpc.call('desk.reviews.reply', { id: review.ID, text });
    setBusy(false);
    if (answer.status !== 'ok') return setNote({ ok: false, text: errorText(answer.data) });
    setSaved(answer.data.Reply ?? '');
    setText(answer.data.Reply ?? '');
    setNote({ ok: true, text: t.replySaved });
  }

  return (
    <form className="desk-review__reply" onSubmit={(e) => void save(e)}>
      <FieldFrame label={t.reply}>
        {({ inputId }) => (
          <textarea
            id={inputId}
            className="field__input desk-textarea"
            rows={2}
            maxLength={REVIEW_REPLY_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FieldFrame>
      <div className="desk-review__reply-row">
        <span className="desk-muted">{t.replyHint}</span>
        <button
          type="submit"
          className="btn btn--ghost btn--small"
          disabled={busy || text.trim() === saved.trim()}
          aria-busy={busy}
        >
          {t.saveReply}
        </button>
      </div>
      {note?.ok ? (
        <p className="desk-muted" role="status">
          {note.text}
        </p>
      ) : (
        <ErrorLine text={note?.text ?? null} />
      )}
    </form>
  );
}
