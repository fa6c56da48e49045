// The frame of the four blog articles: hero with reading time, the key points, the article's
// sections, the care note every article ends with, its call to action and the other articles.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { contentMessages } from '@zdravo/contract/messages/content';
import { articleMessages } from '@zdravo/contract/messages/content-article';
import { fill, useT } from '../../lib/i18n.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { ArrowRightIcon, LeafIcon, ShieldIcon } from '../../components/ui/icons.tsx';
import { DocPage, RelatedPages, Rich, Sections, useResolve, wordCount, type Article } from './doc.tsx';

type BlogKey = 'blogWeightLoss' | 'blogHair' | 'blogLibido' | 'blogGeneral';

const BLOGS: readonly { key: BlogKey; href: string }[] = [
  { key: 'blogWeightLoss', href: '/blog/mršavljenje' },
  { key: 'blogHair', href: '/blog/kosa' },
  { key: 'blogLibido', href: '/blog/libido' },
  { key: 'blogGeneral', href: '/blog/generalno' },
];

const WORDS_PER_MINUTE = 200;
const VARS = { shop: SHOP_NAME };

interface ArticlePageProps {
  titleKey: BlogKey;
  article: Article;
  /** The call to action's button, built by the screen (each article's differs). */
  action?: ReactNode;
}

export function ArticlePage({ titleKey, article, action }: ArticlePageProps) {
  const t = useT(contentMessages);
  const a = useT(articleMessages);
  const resolve = useResolve(VARS);
  const words =
    wordCount(article, resolve) + article.keyPoints.reduce((sum, point) => sum + resolve(point).split(/\s+/).length, 0);
  const minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE));

  return (
    <DocPage
      className="doc--article"
      eyebrow={a.blogEyebrow}
      title={t[titleKey]}
      lead={resolve(article.lead)}
      meta={
        <>
          <span>{fill(a.readingTime, { minutes })}</span>
          <span aria-hidden="true"> · </span>
          <span>{fill(a.byTeam, { shop: SHOP_NAME })}</span>
        </>
      }
    >
      <aside className="doc-keypoints" aria-labelledby="key-points">
        <h2 id="key-points" className="eyebrow doc-keypoints__title">
          <LeafIcon size={20} />
          {a.keyPoints}
        </h2>
        <ul>
          {article.keyPoints.map((point, i) => (
            <li key={i}>
              <Rich text={resolve(point)} />
            </li>
          ))}
        </ul>
      </aside>

      <div className="prose">
        <Sections sections={article.sections} resolve={resolve} />
      </div>

      <aside className="doc-care" aria-labelledby="care-title">
        <ShieldIcon size={22} />
        <div>
          <h2 id="care-title" className="box-title">
            {a.careTitle}
          </h2>
          <p>{a.blogCare}</p>
        </div>
      </aside>

      {article.cta ? (
        <section className="glow-box doc-cta" aria-labelledby="cta-title">
          <p className="eyebrow">{a.fromOurRange}</p>
          <h2 id="cta-title" className="doc-cta__title">
            {article.cta.title ? resolve(article.cta.title) : article.cta.product}
          </h2>
          <p className="doc-cta__text">
            <Rich text={resolve(article.cta.text)} />
          </p>
          {action}
        </section>
      ) : null}

      <RelatedPages
        title={a.moreArticles}
        links={BLOGS.filter((blog) => blog.key !== titleKey).map((blog) => ({ href: blog.href, label: t[blog.key] }))}
      />
    </DocPage>
  );
}

/** The usual order button: a link to the article's offer page. */
export function OrderLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="btn btn--accent btn--large doc-cta__button">
      {label}
      <ArrowRightIcon size={18} />
    </Link>
  );
}
