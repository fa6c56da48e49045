// /blog/generalno: capsule safety (what capsules are made of, regulation as food, labels, storage).
// docs/product.md §2 gives it no order button; it ends with a link to the products and their labels.
import { articleMessages } from '@zdravo/contract/messages/content-article';
import { useT } from '../../lib/i18n.ts';
import { ArticlePage, OrderLink } from './ArticlePage.tsx';
import { generalArticle } from './articles/blog-general.ts';

export default function BlogGeneralScreen() {
  const t = useT(articleMessages);
  const href = generalArticle.cta?.href;
  return (
    <ArticlePage
      titleKey="blogGeneral"
      article={generalArticle}
      action={href ? <OrderLink href={href} label={t.seeProducts} /> : null}
    />
  );
}
