// Shrinks a phone photo (8–15 MB, 4000+ px) in the browser before it is sent: decoded off the main
// thread where possible (createImageBitmap, upright by its EXIF orientation), drawn at most
// REVIEW_IMAGE_MAX_EDGE px on its long side, and encoded as JPEG. Drawing on a canvas keeps only the
// pixels, so EXIF (and GPS) never leave the phone. Loaded with the review form only.
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGE_MAX_EDGE } from '@zdravo/contract';

/** The smaller photo, or the original when the browser cannot decode it (the server then decides). */
export async function shrinkPhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, REVIEW_IMAGE_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    // A small JPEG needs no work at all.
    if (scale === 1 && file.type === 'image/jpeg' && file.size <= REVIEW_IMAGE_MAX_BYTES / 5) return file;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    for (const quality of [0.85, 0.7, 0.5]) {
      const blob = await draw(bitmap, width, height, quality);
      if (blob && blob.size <= REVIEW_IMAGE_MAX_BYTES) return blob;
    }
    return file;
  } finally {
    bitmap.close();
  }
}

async function draw(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff'; // a transparent PNG gets white, not black, behind it
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}
