// The desk's session cookie, apart from the shopper's (docs/desk.md): HttpOnly, SameSite=Strict (never
// sent from another site, not even on a link), Path=/. Over HTTPS it is Secure and `__Host-` prefixed,
// so no sibling subdomain or plain-HTTP page can plant one. Plain HTTP (development) uses `desk_sid`.
// The same cookie mechanism as the shop's session (modules/auth/cookies.ts, @fastify/cookie).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookie } from '../modules/auth/index.ts';

const DESK_COOKIE = 'desk_sid';
const SECURE_DESK_COOKIE = '__Host-desk_sid';

const deskSession = sessionCookie({ plain: DESK_COOKIE, secure: SECURE_DESK_COOKIE }, 'strict');

export const deskTokenOf = (req: FastifyRequest): string | null => deskSession.tokenOf(req);

export function setDeskCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  deskSession.set(req, reply, token, maxAgeSeconds);
}

export function clearDeskCookie(req: FastifyRequest, reply: FastifyReply): void {
  deskSession.clear(req, reply);
}
