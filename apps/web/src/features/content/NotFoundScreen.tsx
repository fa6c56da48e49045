// Any unknown route: a proper not-found screen with ways back.
import { LinkPair } from '../../components/ui/LinkPair.tsx';
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
      <LinkPair
        className="not-found__actions"
        primary={{ href: '/', label: t.backHome }}
        secondary={{
          href: '/most-popular',
          label: (
            <>
              {t.seeMostPopular}
              <ArrowRightIcon size={18} />
            </>
          ),
        }}
      />
    </section>
  );
}
