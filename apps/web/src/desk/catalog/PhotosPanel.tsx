// A product's pictures in their order (the first is the packshot the listings and share pages use):
// each shown small, moved up or down by its buttons (keyboard and pointer alike), removed, and a new
// new ones uploaded (desk.catalog.uploadPhoto, one call per file, in the order chosen) or added by their
// reference under /images/. The form keeps them as one reference per line; nothing is published before
// the product is saved.
import { useState, type ChangeEvent } from 'react';
import { fillText } from '@zdravo/contract';
import { deskCatalogEditorMessages } from '@zdravo/contract/messages/desk-catalog';
import { TextField } from '../../components/ui/form/index.ts';
import { DeskPanel } from '../DeskScreen.tsx';
import { emptyAlt, type AltForm } from './editor-form.ts';
import { deskRpc } from '../rpc.ts';
import { useDeskErrorText, useT } from '../texts.ts';

interface Props {
  images: string;
  alts: Record<string, AltForm>;
  errorOf: (path: string) => string | null;
  onImages: (images: string) => void;
  onAlts: (alts: Record<string, AltForm>) => void;
}

const ALT_VARIANTS = [
  ['ije', 'altIje'],
  ['eke', 'altEke'],
  ['hr', 'altHr'],
  ['me', 'altMe'],
] as const;

/** An uploaded photo's reference: its largest width; the editor shows its smallest. */
const UPLOADED = /^\/media\/catalog\/[A-Za-z0-9_-]+\.webp$/;

/** Where the browser finds a reference ('x.svg' is under /images/offers/). */
const srcOf = (ref: string): string =>
  UPLOADED.test(ref)
    ? ref.replace(/\.webp$/, '-480.webp')
    : ref.startsWith('/')
      ? ref
      : ref.includes('/')
        ? `/images/${ref}`
        : `/images/offers/${ref}`;

export function PhotosPanel({ images, alts, errorOf, onImages, onAlts }: Props) {
  const t = useT(deskCatalogEditorMessages);
  const errorText = useDeskErrorText();
  const [adding, setAdding] = useState('');
  const [upload, setUpload] = useState<{ kind: 'busy' | 'done' | 'error'; text: string } | null>(null);
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
  const uploadFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    const added: string[] = [];
    for (const [i, file] of files.entries()) {
      setUpload({ kind: 'busy', text: fillText(t.uploading, { n: i + 1, of: files.length }) });
      const answer = await deskRpc.call('desk.catalog.uploadPhoto', { file });
      if (answer.status !== 'ok') {
        setUpload({ kind: 'error', text: `${file.name}: ${errorText(answer.data)}` });
        break;
      }
      added.push(answer.data.ref);
    }
    // Those taken before a refusal are kept in the list all the same.
    if (added.length > 0) save([...list, ...added]);
    setUpload((now) =>
      now?.kind === 'error' ? now : { kind: 'done', text: fillText(t.uploaded, { n: added.length }) },
    );
    input.value = '';
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
              <fieldset className="desk-editor__photo-alts">
                <legend>{fillText(t.altLegend, { n })}</legend>
                {ALT_VARIANTS.map(([variant, label]) => (
                  <TextField
                    key={variant}
                    label={t[label]}
                    value={alts[ref]?.[variant] ?? ''}
                    onValue={(value) => onAlts({ ...alts, [ref]: { ...(alts[ref] ?? emptyAlt()), [variant]: value } })}
                    error={errorOf(`imageAlts.${ref}.${variant}`)}
                    autoComplete="off"
                  />
                ))}
              </fieldset>
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
      <div className="desk-editor__photo-upload">
        {/* The browser's own file button speaks its own language: ours is the label, the input is hidden. */}
        <label className="btn btn--ghost btn--small desk-editor__photo-pick" htmlFor="photo-upload">
          {t.uploadPhotos}
        </label>
        <input
          id="photo-upload"
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={upload?.kind === 'busy'}
          onChange={(e) => void uploadFiles(e)}
        />
        <p
          className={upload?.kind === 'error' ? 'field__error' : 'desk-muted'}
          role={upload?.kind === 'error' ? 'alert' : 'status'}
          data-testid="photo-upload-state"
        >
          {upload?.text ?? ''}
        </p>
      </div>
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
