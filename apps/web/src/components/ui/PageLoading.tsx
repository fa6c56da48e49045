import { useT } from '../../lib/i18n.ts';

/** Shown while a screen's chunk loads; appears only after a short delay (CSS) to avoid a flash. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t.loading}</span>
    </div>
  );
}
