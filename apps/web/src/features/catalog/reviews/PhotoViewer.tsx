// A review's photos, or the product's own, full size: arrow keys and swipes move between them; Esc, the close button, a tap
// beside the photo or the browser's Back closes (opening adds a history entry, so Back on a phone
// closes the viewer instead of leaving the product page). The native dialog keeps focus inside and
// gives it back to the thumbnail.
import { useEffect, useRef, useState } from 'react';
import { photoViewerMessages } from '@zdravo/contract/messages/reviews';
import type { ReviewPhoto } from '@zdravo/contract';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useSwipe } from '../../../components/ui/use-swipe.ts';
import { fill, useT } from '../../../lib/i18n.ts';
import './photo-viewer.css';

/**
 * `alt` describes the photos (whose review, of what: photoAlt), never a file name; `alts` gives a photo
 * its own text where it has one (a product photo's alt per variant); `title` names the dialog (a review's
 * photos unless told: the product's own gallery opens it too).
 */
export default function PhotoViewer({
  photos,
  start,
  alt,
  alts,
  title,
  onClose,
}: {
  photos: readonly ReviewPhoto[];
  start: number;
  alt: string;
  alts?: readonly (string | null)[];
  title?: string;
  onClose: () => void;
}) {
  const t = useT(photoViewerMessages);
  const shell = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const returnTo = useRef<Element | null>(null);
  const go = (step: number) => setIndex((i) => (i + step + photos.length) % photos.length);
  const swipe = useSwipe(
    () => go(1),
    () => go(-1),
  );

  useEffect(() => {
    returnTo.current = document.activeElement;
    ref.current?.showModal();
    // Back closes: an entry of our own (same address) that Back pops. Closed another way, the entry is
    // taken back so Back then leaves the page as it would have.
    window.history.pushState({ ...(window.history.state as object | null), photoViewer: true }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      onClose();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && (window.history.state as { photoViewer?: boolean } | null)?.photoViewer) window.history.back();
      if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: onClose of the first render closes this viewer
  }, []);

  const photo = photos[index];
  if (!photo) return null;
  const several = photos.length > 1;
  return (
    <dialog
      ref={ref}
      className="viewer"
      aria-label={title ?? t.title}
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      data-testid="photo-viewer"
    >
      <button type="button" className="icon-button viewer__close" aria-label={shell.close} onClick={onClose} autoFocus>
        <CloseIcon size={22} />
      </button>
      <figure
        className="viewer__figure"
        {...swipe}
        onClick={(e) => {
          // A tap beside the photo (the dark area) closes, as a tap on a backdrop would.
          if (e.target === e.currentTarget) onClose();
        }}
      >
        <img src={photo.Full} alt={alts?.[index] ?? alt} className="viewer__img" />
        <figcaption className="viewer__counter" aria-live="polite">
          {fill(t.counter, { n: index + 1, total: photos.length })}
        </figcaption>
      </figure>
      {several ? (
        <>
          <button
            type="button"
            className="viewer__nav viewer__nav--prev"
            aria-label={t.previous}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button type="button" className="viewer__nav viewer__nav--next" aria-label={t.next} onClick={() => go(1)}>
            ›
          </button>
        </>
      ) : null}
    </dialog>
  );
}
