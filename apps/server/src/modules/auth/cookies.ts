// The session cookie (docs/architecture.md §5): HttpOnly (no script reads it), SameSite=Lax (not sent on
// cross-site POSTs), Path=/. Over HTTPS (behind a proxy: TRUST_PROXY makes X-Forwarded-Proto count)
// it is Secure and named `__Host-sid`: the browser then refuses it from a sibling subdomain or over
// plain HTTP, so nobody can plant a session for us. Plain HTTP (development) uses `sid`.
// Written by hand: two headers do not need a cookie plugin.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sid';
export const SECURE_SESSION_COOKIE = '__Host-sid';

/** The value of one cookie from the Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

export const sessionTokenOf = (req: FastifyRequest): string | null => {
  const token = readCookie(req.headers.cookie, cookieName(req));
  // Our tokens are 43 base64url characters; anything else cannot be one and is not looked up.
  return token !== null && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
};

const cookieName = (req: FastifyRequest): string => (req.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

function attributes(req: FastifyRequest, maxAgeSeconds: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', `${cookieName(req)}=${token}; ${attributes(req, maxAgeSeconds)}`);
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${cookieName(req)}=; ${attributes(req, 0)}`);
}
