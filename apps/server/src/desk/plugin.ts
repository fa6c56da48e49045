// The desk on the shop's server (docs/desk.md): its calls at POST /desk/_rpc (the same protocol as the
// shop's /_rpc, with the desk's own method map, context and cookie), and its page at /desk/. Apart
// from the shop: a shopper's session never reaches a desk method, a desk call is accepted only from
// the shop's own origin, and with DESK_ALLOWED_IPS only those addresses reach anything under /desk.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rpcPlugin } from '@zdravo/rpc/server';
import type { AppConfig } from '../config.ts';
import { DESK_OPENER_POLICY } from '../security.ts';
import { normalisedRoutedPath } from '../routed-path.ts';
import { createDeskContext, type DeskContext, type DeskDeps } from './context.ts';
import { DeskStreamWatch, mayHoldDeskStream } from './stream-ends.ts';
import { QueuePageCache } from './queue/page-cache.ts';
import { BoundedNumbers } from './numbers/bounded.ts';
import { deskMethods } from './methods/index.ts';
import { deskReviewPhotoRoutes } from './reviews/photos.ts';

const DESK_PREFIX = '/desk';

/**
 * The desk's own stream budget, apart from the shop's (docs/desk.md, "Streams"): only signed-in staff
 * hold one, so it is counted per person (a call centre shares one office address), and the process
 * holds at most DESK_MAX_STREAMS of them whatever strangers do on the shop's endpoint.
 */
const DESK_STREAMS_PER_PERSON = 10;
const DESK_MAX_STREAMS = 1_000;

/** The addresses DESK_ALLOWED_IPS names, as a matcher; null when every address may reach the desk. */
function allowList(addresses: string[]): ((ip: string) => boolean) | null {
  if (addresses.length === 0) return null;
  const list = new net.BlockList();
  for (const entry of addresses) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    return list.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Whether a request goes to the desk (its calls, page or photos), decided on the path the router
 * routes: `/%64esk/_rpc` and `/desk/%5Frpc` reach the desk's routes, so the allow-list and the
 * opener-policy header must see them as the desk's too (routed-path.ts).
 */
const isDeskRequest = (req: FastifyRequest): boolean => {
  const routed = normalisedRoutedPath(req);
  return routed === DESK_PREFIX || routed.startsWith(`${DESK_PREFIX}/`);
};

export async function deskRoutes(
  app: FastifyInstance,
  shared: Omit<DeskDeps, 'queuePages' | 'numbers'> & { config: AppConfig },
): Promise<void> {
  const { config } = shared;
  const queuePages = new QueuePageCache(shared.db);
  const stopListening = await queuePages.listen(shared.cluster.events);
  app.addHook('onClose', async () => stopListening());
  const streamWatch = new DeskStreamWatch(shared.db);
  const stopWatching = await streamWatch.listen(shared.cluster.events);
  app.addHook('onClose', async () => stopWatching());
  const numbers = new BoundedNumbers(shared.db, shared.dbKind === 'sqlite' ? app.shop.database.file : undefined);
  app.addHook('onClose', async () => numbers.close());
  const deps: DeskDeps = { ...shared, queuePages, numbers };
  app.addHook('onRequest', (req, reply, done) => {
    if (isDeskRequest(req)) reply.header(DESK_OPENER_POLICY.name, DESK_OPENER_POLICY.value);
    done();
  });
  const allowed = allowList(config.deskAllowedIps);
  if (allowed) {
    app.addHook('onRequest', (req, reply, done) => {
      if (!isDeskRequest(req) || allowed(req.ip)) return done();
      void reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  }

  await app.register(
    async (scope) => {
      await scope.register(rpcPlugin, {
        methods: deskMethods(),
        subscriptions: {
          // A tick whenever the queue changed, in any server process: the screen asks for the queue again.
          'desk.queue.changes': {
            params: z.object({}),
            auth: true,
            async start(_params, _ctx, emit, signal) {
              const stop = await deps.cluster.events.subscribe('desk-queue', (at) => emit({ at }));
              if (signal.aborted) stop();
              else signal.addEventListener('abort', stop, { once: true });
            },
          },
        },
        createContext: (req, reply) => createDeskContext(deps, req, reply),
        // Streams are for those who may read the queue — every stream, the built-in progress one too:
        // the desk serves no anonymous stream. Each counts against its person's budget and ends when
        // their session does (stream-ends.ts).
        isAuthenticated: (ctx: DeskContext) => mayHoldDeskStream(ctx.session),
        streamsNeedAuth: true,
        streamOwner: (ctx: DeskContext, req) => (ctx.session ? `staff:${ctx.session.staff.id}` : req.ip),
        onStreamOpen: (ctx: DeskContext, end, signal) => {
          if (ctx.session) streamWatch.track(ctx.session, end, signal);
        },
        limits: { maxStreamsPerAddress: DESK_STREAMS_PER_PERSON, maxStreams: DESK_MAX_STREAMS },
        // The desk is only ever served by this server: its own origin (or the configured public one).
        allowedOrigins: (origin, req) => origin === `${req.protocol}://${req.host}` || origin === config.publicOrigin,
      });
    },
    { prefix: DESK_PREFIX },
  );

  await deskReviewPhotoRoutes(app, deps);

  const page = path.join(config.webDist, 'desk', 'index.html');
  const sendPage = async (_req: unknown, reply: FastifyReply) => {
    if (!fs.existsSync(page))
      return reply.code(503).type('text/plain; charset=utf-8').send('The desk is not built yet: run "npm run build".');
    // Read per request (a few kB, staff only): a deploy shows at once, no restart needed.
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await fs.promises.readFile(page));
  };
  app.get(DESK_PREFIX, (_req, reply) => reply.redirect(`${DESK_PREFIX}/`, 301));
  app.get(`${DESK_PREFIX}/`, sendPage);
  app.get(`${DESK_PREFIX}/index.html`, sendPage);
}
