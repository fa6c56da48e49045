// /blog/kosa: healthy hair; its order button leads to offers/hairgrow-plus (docs/product.md §2, Blogs).
import { articleMessages } from '@zdravo/contract/messages/content-article';
import { fill, useT } from '../../lib/i18n.ts';
import { ArticlePage, OrderLink } from './ArticlePage.tsx';
import { hairArticle } from './articles/blog-hair.ts';

export default function BlogHairScreen() {
  const t = useT(articleMessages);
  const cta = hairArticle.cta;
  return (
    <ArticlePage
      titleKey="blogHair"
      article={hairArticle}
      action={
        cta?.href && cta.product ? (
          <OrderLink href={cta.href} label={fill(t.orderProduct, { product: cta.product })} />
        ) : null
      }
    />
  );
}
