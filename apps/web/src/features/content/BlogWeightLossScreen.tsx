// /blog/mršavljenje: weight loss without starving; its order button leads to offers/pure-fit (docs/product.md §2, Blogs).
import { articleMessages } from '@zdravo/contract/messages/content-article';
import { fill, useT } from '../../lib/i18n.ts';
import { ArticlePage, OrderLink } from './ArticlePage.tsx';
import { weightLossArticle } from './articles/blog-weight-loss.ts';

export default function BlogWeightLossScreen() {
  const t = useT(articleMessages);
  const cta = weightLossArticle.cta;
  return (
    <ArticlePage
      titleKey="blogWeightLoss"
      article={weightLossArticle}
      action={
        cta?.href && cta.product ? (
          <OrderLink href={cta.href} label={fill(t.orderProduct, { product: cta.product })} />
        ) : null
      }
    />
  );
}
