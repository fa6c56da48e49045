// The leave-review modal (docs/product.md §2, §4, §5). Logged out: why an account is needed, and links to log in
// or sign up that come back here with the form open. Logged in: stars (0 at first, never sent), title,
// text, the terms box, up to three photos (shrunk in the browser, previewed, named, removable). On
// send the photos are uploaded one by one, then the review; the form closes and the page says it
// waits for approval. Messages are the spec's where it has them.
import { useState, type FormEvent } from 'react';
import { reviewFormMessages } from '@zdravo/contract/messages/reviews';
import { REVIEW_HEAD_MAX, REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, type Offer } from '@zdravo/contract';
import { Modal } from '../../../components/ui/modal/index.ts';
import { FormMessage, TextField } from '../../../components/ui/form/index.ts';
import { fill, useT } from '../../../lib/i18n.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { reviewPhotoErrors, reviewSaveErrors } from '@zdravo/contract/messages/errors/review';
import { addReview, uploadReviewPhoto } from '../api.ts';
import { loginReturningTo } from '../../../lib/next-path.ts';
import { useLoginState } from '../../account/index.ts';
import { StarInput } from './StarInput.tsx';
import { usePhotoPicker } from './photo-picker.ts';

interface Props {
  offer: Offer;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}

export default function ReviewModal({ offer, open, onClose, onSent }: Props) {
  const t = useT(reviewFormMessages);
  const { isLoggedIn } = useLoginState();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={isLoggedIn === false ? t.loggedOutTitle : t.title}
      className="modal--wide review-modal"
    >
      {isLoggedIn === false ? (
        <LoggedOut slog={offer.Slog} />
      ) : isLoggedIn === null ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <ReviewForm offer={offer} onSent={onSent} />
      )}
    </Modal>
  );
}

function LoggedOut({ slog }: { slog: string }) {
  const t = useT(reviewFormMessages);
  const back = `/offers/${slog}?review=1`;
  return (
    <div className="review-modal__logged-out" data-testid="review-logged-out">
      <p>{t.loggedOutText}</p>
      <div className="review-modal__actions">
        <a className="btn btn--primary" href={`#${loginReturningTo(back)}`}>
          {t.login}
        </a>
        <a className="btn btn--ghost" href={`#${loginReturningTo(back, 'register')}`}>
          {t.register}
        </a>
      </div>
    </div>
  );
}

function ReviewForm({ offer, onSent }: { offer: Offer; onSent: () => void }) {
  const t = useT(reviewFormMessages);
  const photoError = useErrorText(reviewPhotoErrors);
  const saveError = useErrorText(reviewSaveErrors);
  const picker = usePhotoPicker(t.photoFileRequired);
  const [rating, setRating] = useState(0);
  const [head, setHead] = useState('');
  const [text, setText] = useState('');
  const [terms, setTerms] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const ratingError = tried && rating === 0 ? t.ratingZero : null;
  const textError = tried && text.trim() === '' ? t.textRequired : null;
  const termsError = tried && !terms ? t.termsRequired : null;
  const nameError = (name: string) => (tried && name.trim() === '' ? t.photoNameRequired : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const photos = picker.photos;
    if (
      rating === 0 ||
      text.trim() === '' ||
      !terms ||
      photos.some((p) => p.name.trim() === '' || p.error !== null || p.preparing)
    )
      return;
    setBusy(true);
    const attachments: string[] = [];
    for (const p of photos) {
      if (!p.blob) continue;
      const answer = await uploadReviewPhoto(p.name.trim(), p.blob);
      if (answer.status !== 'ok') {
        picker.fail(p.key, photoError(answer.data));
        setBusy(false);
        return;
      }
      attachments.push(answer.data.ID);
    }
    const answer = await addReview({
      OfferID: offer.ID,
      Rating: rating,
      Review: text.trim(),
      ReviewHead: head.trim(),
      Attachments: attachments,
    });
    setBusy(false);
    if (answer.status === 'ok') onSent();
    else setFailure(saveError(answer.data));
  }

  return (
    <form className="review-form" onSubmit={(e) => void submit(e)} noValidate data-testid="review-form">
      <StarInput
        value={rating}
        onChange={setRating}
        legend={t.ratingLabel}
        starLabel={t.starLabel}
        error={ratingError}
      />
      {/* Optional, so no asterisk: the title may stay empty. */}
      <TextField
        label={t.headLabel}
        value={head}
        onValue={setHead}
        maxLength={REVIEW_HEAD_MAX}
        placeholder={t.headPlaceholder}
      />
      <div className={`field${textError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="review-text">
          {t.textLabel} *
        </label>
        <textarea
          id="review-text"
          className="field__input review-form__text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={REVIEW_TEXT_MAX}
          rows={5}
          placeholder={t.textPlaceholder}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? 'review-text-error' : 'review-text-left'}
        />
        {textError ? (
          <p className="field__error" id="review-text-error" role="alert">
            {textError}
          </p>
        ) : REVIEW_TEXT_MAX - text.length < 200 ? (
          <p className="field__hint" id="review-text-left">
            {fill(t.charsLeft, { n: REVIEW_TEXT_MAX - text.length })}
          </p>
        ) : null}
      </div>
      <fieldset className="review-form__photos">
        <legend className="field__label">{fill(t.photos, { n: REVIEW_PHOTOS_MAX })}</legend>
        {picker.photos.length > 0 ? (
          <ul className="review-form__photo-list">
            {picker.photos.map((p, i) => (
              <li key={p.key} className="review-form__photo" data-testid="picked-photo">
                <div className="review-form__preview">
                  {p.preview ? (
                    <img src={p.preview} alt="" width={72} height={72} />
                  ) : p.preparing ? (
                    <span className="spinner spinner--small" role="status" aria-label={t.preparing} />
                  ) : (
                    <span className="review-form__no-preview" aria-hidden="true">
                      ?
                    </span>
                  )}
                </div>
                <div className="review-form__photo-fields">
                  <TextField
                    label={`${t.photoName} ${i + 1}`}
                    value={p.name}
                    onValue={(v) => picker.rename(p.key, v)}
                    maxLength={120}
                    error={p.error ?? nameError(p.name)}
                  />
                </div>
                <button
                  type="button"
                  className="icon-button review-form__remove"
                  onClick={() => picker.remove(p.key)}
                  aria-label={`${t.removePhoto} ${i + 1}`}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {!picker.full ? (
          <label className="btn btn--ghost review-form__add">
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,image/*"
              multiple
              className="visually-hidden"
              onChange={(e) => {
                picker.add(e.target.files);
                e.target.value = '';
              }}
            />
            + {t.addPhoto}
          </label>
        ) : null}
      </fieldset>
      <label className="review-form__terms">
        <input
          type="checkbox"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'review-terms-error' : undefined}
        />{' '}
        {t.terms} *
      </label>
      {termsError ? (
        <p className="field__error" id="review-terms-error" role="alert">
          {termsError}
        </p>
      ) : null}
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <button type="submit" className="btn btn--primary btn--large review-form__send" disabled={busy} aria-busy={busy}>
        {busy ? t.sending : t.send}
      </button>
    </form>
  );
}
