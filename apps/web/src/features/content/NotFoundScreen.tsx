// Any unknown route: a proper not-found screen with ways back.
import { Link } from 'wouter';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import './content.css';

export default function NotFoundScreen() {
  const t = useT();
  usePageTitle(t.notFoundHeading);
  return (
    <section className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{t.notFoundHeading}</h1>
      <p className="not-found__text">{t.notFoundText}</p>
      <div className="not-found__actions">
        <Link href="/" className="btn btn--primary">
          {t.backHome}
        </Link>
        <Link href="/most-popular" className="btn btn--ghost">
          {t.comingSoonCta}
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
