// /blog/libido: libido and vitality.
import { contentMessages } from '@zdravo/contract/messages/content';
import { useT } from '../../lib/i18n.ts';
import { ArticlePage } from './ArticlePage.tsx';
import { libidoArticle } from './articles/blog-libido.ts';

export default function BlogLibidoScreen() {
  const t = useT(contentMessages);
  return (
    <ArticlePage
      titleKey="blogLibido"
      article={libidoArticle}
      action={
        // Spec §2 (Blogs): "The libido article's order button does nothing." The article names no
        // offer to send the shopper to, so the button stays inert on purpose: type="button" (it
        // submits nothing) and no handler (it navigates nowhere, adds nothing to the cart). Give
        // it an href here once the spec names the offer this article should sell.
        <button type="button" className="btn btn--accent btn--large doc-cta__button">
          {t.orderNow}
        </button>
      }
    />
  );
}
