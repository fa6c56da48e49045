// The offer's image gallery: the chosen image large, thumbnails to pick another. The first image is
// the page's largest paint, so it loads at once and with high priority; the others load lazily.
import { useState } from 'react';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { fill, useT } from '../../lib/i18n.ts';

export function OfferGallery({ name, images }: { name: string; images: readonly string[] }) {
  const t = useT(catalogMessages);
  const [current, setCurrent] = useState(0);
  const total = images.length;
  const src = images[current] ?? images[0];
  return (
    <div className="gallery" role="group" aria-label={t.galleryLabel}>
      <div className="gallery__main">
        {src ? (
          <img
            src={src}
            alt={fill(t.imageAlt, { name, n: current + 1, total })}
            width={800}
            height={800}
            fetchPriority={current === 0 ? 'high' : 'auto'}
          />
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={fill(t.showImage, { n: i + 1 })}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                <img src={image} alt="" width={96} height={96} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
