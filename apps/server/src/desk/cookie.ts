// The desk's session cookie, apart from the shopper's (docs/desk.md): HttpOnly, SameSite=Strict (never
// sent from another site, not even on a link), Path=/. Over HTTPS it is Secure and `__Host-` prefixed,
// so no sibling subdomain or plain-HTTP page can plant one. Plain HTTP (development) uses `desk_sid`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../modules/auth/index.ts';

export const DESK_COOKIE = 'desk_sid';
export const SECURE_DESK_COOKIE = '__Host-desk_sid';

const cookieName = (req: FastifyRequest): string => (req.protocol === 'https' ? SECURE_DESK_COOKIE : DESK_COOKIE);

export function deskTokenOf(req: FastifyRequest): string | null {
  const token = readCookie(req.headers.cookie, cookieName(req));
  return token !== null && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

function attributes(req: FastifyRequest, maxAgeSeconds: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setDeskCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', `${cookieName(req)}=${token}; ${attributes(req, maxAgeSeconds)}`);
}

export function clearDeskCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${cookieName(req)}=; ${attributes(req, 0)}`);
}
