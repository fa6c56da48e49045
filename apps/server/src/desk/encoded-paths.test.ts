// The desk's address allow-list decides on the path the router routes: every spelling of a desk path
// that reaches a desk route (percent-escapes, dot segments, repeated slashes) is refused to an address
// not on the list, and still answered to one on it (docs/desk.md "Who reaches the desk").
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing.ts';

const REFUSED = '192.0.2.7';
const ALLOWED = '10.1.2.3';
const CALL = JSON.stringify({ action: 'call', method: 'desk.auth.me' });

/** Every spelling of "desk" with at least one letter percent-encoded, in lower- and upper-case hex. */
function encodedDesks(): string[] {
  const spellings = [...'desk'].map((letter) => {
    const hex = letter.charCodeAt(0).toString(16);
    return [...new Set([letter, `%${hex.toLowerCase()}`, `%${hex.toUpperCase()}`])];
  });
  const out: string[] = [''];
  const all = spellings.reduce((words, options) => words.flatMap((w) => options.map((o) => w + o)), out);
  return all.filter((w) => w !== 'desk');
}

describe('the desk behind DESK_ALLOWED_IPS, reached by an encoded path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { DESK_ALLOWED_IPS: '10.1.0.0/16' });
  });
  afterAll(async () => t.close());

  const post = (url: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: CALL,
    });

  it('every percent-encoding of "desk" answers 404 to a refused address, for the calls, the page and the photos', async () => {
    const desks = encodedDesks();
    // d, e and s have two spellings each (their hex has no letter), k three (%6b, %6B): 2·2·2·3 − the plain word.
    expect(desks).toHaveLength(23);
    const reached: string[] = [];
    for (const desk of desks) {
      const call = await post(`/${desk}/_rpc`, REFUSED);
      if (call.statusCode !== 404) reached.push(`POST /${desk}/_rpc → ${call.statusCode} ${call.body.slice(0, 60)}`);
      const page = await t.app.inject({ method: 'GET', url: `/${desk}/`, remoteAddress: REFUSED });
      if (page.statusCode !== 404) reached.push(`GET /${desk}/ → ${page.statusCode}`);
    }
    expect(reached).toEqual([]);
    for (const url of ['/desk/%5Frpc', '/desk/%5frpc', '/desk/./_rpc', '/desk//_rpc', '/%64esk/%5Frpc'])
      expect((await post(url, REFUSED)).statusCode, url).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/%64esk/', remoteAddress: REFUSED })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/%64esk/media/reviews/${'a'.repeat(22)}.webp`,
          remoteAddress: REFUSED,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("an allowed address still reaches the desk by any spelling, with the desk's opener policy", async () => {
    for (const url of ['/desk/_rpc', '/%64esk/_rpc', '/desk/%5Frpc']) {
      const res = await post(url, ALLOWED);
      expect(res.json(), url).toEqual({ status: 'error', data: 'STAFF_LOGIN_REQUIRED' });
      expect(res.headers['cross-origin-opener-policy'], url).toBeDefined();
    }
  });

  it('a dot segment sent as such on the wire (no client-side normalising) is refused too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The listening socket's peer is 127.0.0.1, not on this list: every desk path is refused.
    const status = (path: string, method = 'POST') =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path,
            method,
            headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(method === 'POST' ? CALL : undefined);
      });
    for (const path of ['/desk/./_rpc', '/x/../desk/_rpc', '/%64esk/_rpc', '/%2e/desk/_rpc'])
      expect(await status(path), path).toBe(404);
    // And the shop is not behind the list.
    expect(await status('/healthz', 'GET')).toBe(200);
  });
});
