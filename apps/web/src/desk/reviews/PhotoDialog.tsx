// A review's photo in full size, in the shop's modal (native <dialog>: focus stays inside, Esc
// closes, the page behind is inert). The arrow keys and two buttons move between the review's photos.
import type { KeyboardEvent } from 'react';
import type { DeskReviewPhoto } from '@zdravo/contract/desk';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { Modal } from '../../components/ui/modal/index.ts';
import { fill, useT } from '../texts.ts';
import { useFocusWrap } from './use-focus-wrap.ts';

interface PhotoDialogProps {
  photos: DeskReviewPhoto[];
  /** The shown photo's index, or null when closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** On a waiting review: the photos chosen to be left out, and the choice, here as on the card. */
  leaveOut: { chosen: ReadonlySet<string>; toggle: (name: string) => void } | null;
}

export function PhotoDialog({ photos, index, onIndex, leaveOut }: PhotoDialogProps) {
  const t = useT(deskReviewsMessages);
  const total = photos.length;
  const photo = index === null ? null : photos[index];
  useFocusWrap(photo !== null && photo !== undefined, 'dialog.desk-photo-dialog[open]');
  const move = (step: number) => index !== null && onIndex((index + step + total) % total);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    if (event.key === 'ArrowLeft') move(-1);
  };
  const n = (index ?? 0) + 1;
  return (
    <Modal
      open={photo !== null && photo !== undefined}
      onClose={() => onIndex(null)}
      title={fill(t.viewerTitle, { n, total })}
      className="desk-photo-dialog"
    >
      {photo ? (
        <div className="desk-photo-dialog__frame" onKeyDown={onKey}>
          <img
            className="desk-photo-dialog__img"
            src={photo.Full}
            alt={fill(t.photoAlt, { n })}
            data-testid="desk-photo-full"
          />
          {leaveOut && photo.Name ? (
            <label className="desk-photo__toggle">
              <input
                type="checkbox"
                checked={leaveOut.chosen.has(photo.Name)}
                onChange={() => leaveOut.toggle(photo.Name!)}
              />
              {t.leaveOut}
            </label>
          ) : photo.LeftOut ? (
            <p className="desk-photo__left-out">{t.leftOut}</p>
          ) : null}
          {total > 1 ? (
            <div className="desk-photo-dialog__nav">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => move(-1)}>
                ← {t.previousPhoto}
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => move(1)}>
                {t.nextPhoto} →
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
