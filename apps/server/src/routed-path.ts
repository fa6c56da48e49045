// The path a guard checks is the path the router routes. find-my-way decodes percent-escapes before
// it matches, so `/%5Frpc` reaches the /_rpc route and `/%61pi/…` the /api routes; a guard reading
// the raw req.url would let both pass unchecked. Decoding everything (the router leaves a few reserved
// escapes such as %2F alone) can only make a guard see more paths as its own, never fewer.
import { posix } from 'node:path';
import type { FastifyRequest } from 'fastify';

export function routedPath(req: FastifyRequest): string {
  const raw = req.url;
  const query = raw.indexOf('?');
  const path = query < 0 ? raw : raw.slice(0, query);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape: the router answers 400 for it
  }
}

/**
 * The routed path with its dot segments resolved and repeated slashes folded (`/desk/./_rpc`,
 * `/x/../desk/`, `//desk/`): what a proxy in front, or a client, may turn the path into before it
 * reaches a route. For a guard of a whole prefix, such as the desk's address allow-list.
 */
export function normalisedRoutedPath(req: FastifyRequest): string {
  return posix.normalize(routedPath(req));
}
