// A product's pictures in their order (the first is the packshot the listings and share pages use):
// each shown small, moved up or down by its buttons (keyboard and pointer alike), removed, and a new
// one added by its reference under /images/. The form keeps them as one reference per line.
import { useState } from 'react';
import { fillText } from '@zdravo/contract';
import { deskCatalogEditorMessages } from '@zdravo/contract/messages/desk-catalog';
import { TextField } from '../../components/ui/form/index.ts';
import { DeskPanel } from '../DeskScreen.tsx';
import { useT } from '../texts.ts';

interface Props {
  images: string;
  errorOf: (path: string) => string | null;
  onImages: (images: string) => void;
}

/** Where the browser finds a reference ('x.svg' is under /images/offers/). */
const srcOf = (ref: string): string =>
  ref.startsWith('/') ? ref : ref.includes('/') ? `/images/${ref}` : `/images/offers/${ref}`;

export function PhotosPanel({ images, errorOf, onImages }: Props) {
  const t = useT(deskCatalogEditorMessages);
  const [adding, setAdding] = useState('');
  const list = images
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const save = (next: string[]) => onImages(next.join('\n'));
  const move = (from: number, to: number) => {
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    save(next);
    // The moved picture's own button keeps the focus, so a second press moves it on; at the end of
    // the list (that button now disabled), its other one.
    requestAnimationFrame(() => {
      const [same, other] = from < to ? ['down', 'up'] : ['up', 'down'];
      const button = document.getElementById(`photo-${to}-${same}`) as HTMLButtonElement | null;
      (button && !button.disabled ? button : document.getElementById(`photo-${to}-${other}`))?.focus();
    });
  };
  return (
    <DeskPanel title={t.photos} wide>
      <p className="desk-muted">{t.photosLead}</p>
      {(errorOf('images') ?? errorOf('images.0')) ? (
        <p className="field__error" role="alert">
          {errorOf('images') ?? errorOf('images.0')}
        </p>
      ) : null}
      <ol className="desk-editor__photos" data-testid="photos">
        {list.map((ref, i) => {
          const n = i + 1;
          return (
            <li key={`${ref}-${i}`} data-testid={`photo-${n}`}>
              <img src={srcOf(ref)} alt={fillText(t.photoAlt, { n })} width={64} height={64} loading="lazy" />
              <span className="desk-editor__photo-ref">{ref}</span>
              {errorOf(`images.${i}`) ? <span className="field__error">{errorOf(`images.${i}`)}</span> : null}
              <span className="desk-editor__photo-tools">
                <button
                  type="button"
                  id={`photo-${i}-up`}
                  className="btn btn--ghost btn--small"
                  disabled={i === 0}
                  aria-label={fillText(t.moveUp, { n })}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`photo-${i}-down`}
                  className="btn btn--ghost btn--small"
                  disabled={i === list.length - 1}
                  aria-label={fillText(t.moveDown, { n })}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-label={fillText(t.removePhoto, { n })}
                  onClick={() => save(list.filter((_, j) => j !== i))}
                >
                  ✕
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="desk-editor__photo-add">
        <TextField label={t.newPhoto} value={adding} onValue={setAdding} autoComplete="off" spellCheck={false} />
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => {
            if (!adding.trim()) return;
            save([...list, adding.trim()]);
            setAdding('');
          }}
        >
          {t.addPhoto}
        </button>
      </div>
    </DeskPanel>
  );
}
