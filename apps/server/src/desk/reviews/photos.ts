// The desk's own route for review photos: moderators (and managers) see every photo of a review,
// also those of a review still waiting and those left out at approval — which the shop's route
// (/media/reviews/, modules/reviews/routes.ts) never serves. Never cached: a photo left out may show
// a face or an address.
import type { FastifyInstance } from 'fastify';
import { DESK_ACCESS, roleMayUse } from '@zdravo/contract/desk';
import type { DeskDeps } from '../context.ts';
import { resolveDeskSession } from '../session.ts';
import { roleOf } from '../staff-store.ts';
import { DESK_MEDIA_PREFIX } from './lists.ts';

export async function deskReviewPhotoRoutes(
  app: FastifyInstance,
  deps: Pick<DeskDeps, 'db' | 'config'>,
): Promise<void> {
  app.get<{ Params: { file: string } }>(`${DESK_MEDIA_PREFIX}:file`, async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store');
    const notFound = () => reply.code(404).type('text/plain').send('Not found');
    const session = await resolveDeskSession(deps.db, req, deps.config.deskIdleMinutes);
    if (!session || session.stage !== 'full' || !roleMayUse(roleOf(session.staff), DESK_ACCESS['desk.reviews.pending']))
      return notFound();
    const match = /^([A-Za-z0-9_-]{22})(-t)?\.webp$/.exec(req.params.file);
    if (!match) return notFound();
    const query = deps.db.selectFrom('review_images').where('name', '=', match[1]!).where('review_id', 'is not', null);
    const row = match[2]
      ? await query.select('thumb_bytes as bytes').executeTakeFirst()
      : await query.select('full_bytes as bytes').executeTakeFirst();
    if (!row) return notFound();
    return reply
      .header('Content-Security-Policy', "default-src 'none'")
      .type('image/webp')
      .send(Buffer.from(row.bytes));
  });
}
