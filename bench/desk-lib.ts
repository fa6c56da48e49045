// What the desk's benches share: a desk call over HTTP, and a staff member invited, enrolled and
// signed in over HTTP as a person would be.
import http from 'node:http';
import { generate } from 'otplib';
import type { StaffRole } from '@zdravo/contract/desk';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { CLI_ACTOR } from '../apps/server/src/platform/audit.ts';
import { invite } from '../apps/server/src/desk/index.ts';
import { agent } from './orders-lib.ts';

export interface Answer {
  status: 'ok' | 'error';
  data: unknown;
}

export function deskCall(
  port: number,
  cookie: string,
  method: string,
  params: unknown,
): Promise<{ answer: Answer; setCookie: string[] }> {
  const body = JSON.stringify({ action: 'call', method, params, meta: { id: 1 } });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/desk/_rpc',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            answer: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A staff member invited, enrolled and signed in over HTTP; answers the desk cookie. */
export async function signedInStaff(env: NodeJS.ProcessEnv, port: number, n: number, role: StaffRole): Promise<string> {
  const handle = openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL || undefined, poolSize: 1 });
  let link: string;
  try {
    const made = await invite(
      handle.db,
      { email: `${role}${n}.${Date.now()}@bench.test`, role, country: 'BA' },
      CLI_ACTOR,
      `http://127.0.0.1:${port}`,
    );
    if (!('Link' in made)) throw new Error('invite failed');
    link = made.Link;
  } finally {
    await handle.close();
  }
  const token = link.slice(link.lastIndexOf('/') + 1);
  const start = await deskCall(port, '', 'desk.enrol.start', { token });
  const key = (start.answer.data as { Key: string }).Key;
  const done = await deskCall(port, '', 'desk.enrol.finish', {
    token,
    name: `Bench ${role} ${n}`,
    password: 'bench-password-1',
    code: await generate({ secret: key }),
  });
  if (done.answer.status !== 'ok') throw new Error(`enrol failed: ${JSON.stringify(done.answer)}`);
  return done.setCookie.map((c) => c.split(';')[0]).join('; ');
}
