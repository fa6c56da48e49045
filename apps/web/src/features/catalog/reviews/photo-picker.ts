// The review form's photos: picked files are checked (an image, not empty), shrunk in the browser,
// previewed, named (ImageName, editable) and removable until the review is sent.
import { useEffect, useRef, useState } from 'react';
import { REVIEW_PHOTOS_MAX } from '@zdravo/contract';
import { shrinkPhoto } from './shrink.ts';

export interface PickedPhoto {
  key: number;
  name: string;
  blob: Blob | null;
  preview: string | null;
  /** Shrinking in progress. */
  preparing: boolean;
  error: string | null;
}

const baseName = (fileName: string): string => fileName.replace(/\.[^.]+$/, '').slice(0, 120);

export function usePhotoPicker(noFileText: string) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const nextKey = useRef(1);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const update = (key: number, change: Partial<PickedPhoto>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  function add(files: FileList | null) {
    const room = REVIEW_PHOTOS_MAX - photos.length;
    for (const file of Array.from(files ?? []).slice(0, Math.max(0, room))) {
      const key = nextKey.current++;
      const usable = file.size > 0 && file.type.startsWith('image/');
      setPhotos((list) => [
        ...list,
        {
          key,
          name: baseName(file.name),
          blob: null,
          preview: null,
          preparing: usable,
          error: usable ? null : noFileText,
        },
      ]);
      if (!usable) continue;
      void shrinkPhoto(file).then((blob) => {
        const preview = URL.createObjectURL(blob);
        urls.current.push(preview);
        update(key, { blob, preview, preparing: false });
      });
    }
  }

  return {
    photos,
    add,
    remove: (key: number) => setPhotos((list) => list.filter((p) => p.key !== key)),
    rename: (key: number, name: string) => update(key, { name }),
    fail: (key: number, error: string | null) => update(key, { error }),
    full: photos.length >= REVIEW_PHOTOS_MAX,
  };
}
