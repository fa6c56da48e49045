// The offer's image gallery: the chosen image large, thumbnails to pick another. The first image is
// the page's largest paint, so it loads at once and with high priority. The thumbnails are small raster
// images, and on a page the server rendered their pictures join only once the page works: the buttons
// need the script anyway, and pictures fetched during the load delay the largest paint and add work
// to the main thread (decision 046). Their frames keep the strip's size meanwhile. A tap on the large
// image (or its zoom button) opens the images full size in the reviews' photo viewer, whose code loads
// on that first tap: the offer's first load stays within its budget.
import { lazy, Suspense, useState } from 'react';
import { photoSrcSet, thumbnailUrl } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { fill, useT } from '../../lib/i18n.ts';
import { usePageWorks } from '../../lib/use-page-works.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';

const PhotoViewer = lazy(() => import('./reviews/PhotoViewer.tsx'));

export function OfferGallery({
  name,
  images,
  alts,
}: {
  name: string;
  images: readonly string[];
  /** Each picture's own alt text in the country's variant (the desk's editor); else the name and number. */
  alts?: readonly (string | null)[];
}) {
  const t = useT(catalogMessages);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState(false);
  const pageWorks = usePageWorks();
  const total = images.length;
  const src = images[current] ?? images[0];
  return (
    <div className="gallery" role="group" aria-label={t.galleryLabel}>
      <div className="gallery__main">
        {src ? (
          <img
            src={src}
            // An uploaded photo: 480 px wide for a phone, 960 for a wider screen or a sharper one.
            srcSet={photoSrcSet(src)}
            sizes="(max-width: 860px) 100vw, 50vw"
            alt={alts?.[current] ?? fill(t.imageAlt, { name, n: current + 1, total })}
            width={800}
            height={800}
            fetchPriority={current === 0 ? 'high' : 'auto'}
            onClick={() => setViewing(true)}
          />
        ) : null}
        {src ? (
          <button type="button" className="gallery__zoom" aria-label={t.zoomImage} onClick={() => setViewing(true)}>
            <SearchIcon size={20} />
          </button>
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
                {pageWorks ? <img src={thumbnailUrl(image)} alt="" width={96} height={96} decoding="async" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewing ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={images.map((image) => ({ Full: image, Thumb: thumbnailUrl(image) }))}
            start={current}
            alt={name}
            alts={images.map((_, i) => alts?.[i] ?? fill(t.imageAlt, { name, n: i + 1, total }))}
            title={t.galleryLabel}
            onClose={() => setViewing(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
