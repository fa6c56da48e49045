// The product editor's preview (docs/desk.md "The catalog"): the form's unsaved product rendered as the
// shop's own offer page in one country's words, price and currency, answered as HTML without scripts
// for a sandboxed frame. Nothing is written: not the catalog, not its version, not the audit log.
// Merchandisers and managers only (DESK_ACCESS).
import { fail } from '@zdravo/rpc/server';
import type { DeskCatalogPreview } from '@zdravo/contract/desk';
import { catalogPreviewParams } from '@zdravo/contract/desk/catalog-params';
import { previewOffer } from '../../modules/catalog/index.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';

export function deskCatalogPreviewMethods(): DeskAreaMethods<'desk.catalog.preview'> {
  return {
    'desk.catalog.preview': deskMethod('desk.catalog.preview', {
      params: catalogPreviewParams,
      async handler({ offer, country }, ctx) {
        // A server without the web build has no offer page to render.
        if (!ctx.offerPreview) return fail('NOT_FOUND');
        const outcome = await previewOffer(ctx.db, offer, country);
        if (!outcome.ok)
          return fail('VALIDATION_ERROR', [{ path: ['offer', 'prices', country], message: 'priceRequired' }]);
        const html = await ctx.offerPreview(country, [outcome.offer, ...outcome.parts], offer.slog);
        return { country, html } satisfies DeskCatalogPreview;
      },
    }),
  };
}
