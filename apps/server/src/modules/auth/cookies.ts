// The session cookies (docs/architecture.md §5; the desk's in desk/cookie.ts, docs/desk.md), read and
// written through @fastify/cookie (registered in app.ts): HttpOnly (no script reads them), Path=/, and
// SameSite as each one says. Over HTTPS (behind a proxy: TRUST_PROXY makes X-Forwarded-Proto count)
// a session cookie is Secure and `__Host-` prefixed: the browser then refuses it from a sibling
// subdomain or over plain HTTP, so nobody can plant a session for us. Plain HTTP (development) uses
// the plain name.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One session cookie: its token read from a request, set on a reply, and cleared. */
export interface SessionCookie {
  tokenOf(req: FastifyRequest): string | null;
  set(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void;
  clear(req: FastifyRequest, reply: FastifyReply): void;
}

/** `plain` over HTTP, `secure` (a `__Host-` name) over HTTPS. */
export function sessionCookie(names: { plain: string; secure: string }, sameSite: 'lax' | 'strict'): SessionCookie {
  const nameOf = (req: FastifyRequest): string => (req.protocol === 'https' ? names.secure : names.plain);
  const attributes = (req: FastifyRequest, maxAgeSeconds: number) =>
    ({ path: '/', maxAge: maxAgeSeconds, httpOnly: true, sameSite, secure: req.protocol === 'https' }) as const;
  return {
    tokenOf(req) {
      const token = req.cookies[nameOf(req)];
      // Our tokens are 43 base64url characters; anything else cannot be one and is not looked up.
      return token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
    },
    set(req, reply, token, maxAgeSeconds) {
      void reply.setCookie(nameOf(req), token, attributes(req, maxAgeSeconds));
    },
    clear(req, reply) {
      void reply.setCookie(nameOf(req), '', attributes(req, 0));
    },
  };
}

export const SESSION_COOKIE = 'sid';
const SECURE_SESSION_COOKIE = '__Host-sid';

/** The shopper's session: SameSite=Lax (not sent on cross-site POSTs, sent on a link into the shop). */
const shopSession = sessionCookie({ plain: SESSION_COOKIE, secure: SECURE_SESSION_COOKIE }, 'lax');

export const sessionTokenOf = (req: FastifyRequest): string | null => shopSession.tokenOf(req);

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  shopSession.set(req, reply, token, maxAgeSeconds);
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  shopSession.clear(req, reply);
}
