// /blog/libido: libido and vitality. The spec's original button did nothing; a dead order button
// costs trust, so it leads to the shop's libido offer, with the whole libido shelf one link away
// because the article speaks to women and men alike.
import { articleMessages } from '@zdravo/contract/messages/content-article';
import { Link } from 'wouter';
import { fill, useT } from '../../lib/i18n.ts';
import { ArticlePage, OrderLink } from './ArticlePage.tsx';
import { libidoArticle } from './articles/blog-libido.ts';

export default function BlogLibidoScreen() {
  const t = useT(articleMessages);
  const cta = libidoArticle.cta;
  return (
    <ArticlePage
      titleKey="blogLibido"
      article={libidoArticle}
      action={
        cta?.href && cta.product ? (
          <>
            <OrderLink href={cta.href} label={fill(t.orderProduct, { product: cta.product })} />
            <Link href="/shop/libido" className="doc-cta__more">
              {t.libidoShelf}
            </Link>
          </>
        ) : null
      }
    />
  );
}
