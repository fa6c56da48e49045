// The real server as built (apps/server/dist/main.js and the built SPA) as a child process on a free
// port with a fresh SQLite data dir.
// global-setup starts the suite's one server with it; a spec that needs other settings (e.g.
// TAG_MANAGER_IDS) starts its own the same way, and one that needs days to pass gives it a controlled
// clock (`{ clock: { start } }`: e2e/clock/preload.mjs, docs/testing.md).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/src/free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface E2eServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The server's clock when a spec asked for one: its `Date` starts at `start` and runs in real time; the
 * spec moves it forward. Each call answers the server's time after it (milliseconds since 1970).
 */
export interface ServerClock {
  now(): Promise<number>;
  setTo(at: Date | number): Promise<number>;
  jump(ms: number): Promise<number>;
}

/** Asks the server's clock over the spawn's IPC channel, one question at a time. */
function clockOf(child: ChildProcess): ServerClock {
  let queue: Promise<unknown> = Promise.resolve();
  const ask = (message: { setTo?: number }): Promise<number> => {
    const asked = queue.then(
      () =>
        new Promise<number>((resolve, reject) => {
          const done = () => {
            child.off('message', onMessage);
            child.off('exit', onExit);
          };
          const onMessage = (answer: unknown) => {
            if (typeof answer !== 'object' || answer === null || !('now' in answer)) return;
            done();
            resolve(Number(answer.now));
          };
          const onExit = (code: number | null) => {
            done();
            reject(new Error(`The server exited (code ${code}) before its clock answered`));
          };
          child.on('message', onMessage);
          child.once('exit', onExit);
          child.send({ clock: 'e2e', ...message }, (error) => {
            if (!error) return;
            done();
            reject(error);
          });
        }),
    );
    queue = asked.catch(() => undefined);
    return asked;
  };
  return {
    now: () => ask({}),
    setTo: (at) => ask({ setTo: typeof at === 'number' ? at : at.getTime() }),
    jump: async (ms) => ask({ setTo: (await ask({})) + ms }),
  };
}

async function waitForHealth(url: string, child: { exitCode: number | null }, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} during start`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /healthz within ${timeoutMs} ms`);
}

/**
 * `shared`: keep DATABASE_URL and REDIS_URL from `extraEnv` (several processes on one PostgreSQL schema
 * and one Redis, as in production); without it the server has an SQLite database of its own.
 */
export async function startServer(
  extraEnv?: Record<string, string>,
  options?: { shared?: boolean },
): Promise<E2eServer>;
/** `clock`: the server's `Date` starts at `clock.start` and moves when the spec says (`server.clock`). */
export async function startServer(
  extraEnv: Record<string, string>,
  options: { shared?: boolean; clock: { start: Date } },
): Promise<E2eServer & { clock: ServerClock }>;
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { shared?: boolean; clock?: { start: Date } } = {},
): Promise<E2eServer & { clock?: ServerClock }> {
  // What ships is what is tested: the built server (apps/server/dist), never the TypeScript sources.
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!fs.existsSync(path.join(repoRoot, built)))
      throw new Error(`${built} is missing: run "npm run build" before the browser tests.`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // One SQLite process: no shared events or leases, and so no Redis keys shared with other test servers.
  if (!options.shared) {
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
  }
  // The controlled clock is a module loaded before the server, and the IPC channel to move it.
  if (options.clock) env.E2E_CLOCK_START = String(options.clock.start.getTime());
  const preload = options.clock ? ['--import', './e2e/clock/preload.mjs'] : [];
  const child = spawn(process.execPath, ['--enable-source-maps', ...preload, 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: options.clock ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  return {
    baseURL,
    dataDir,
    ...(options.clock ? { clock: clockOf(child) } : {}),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
