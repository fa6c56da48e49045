// Test helper: real server processes (apps/server/src/main.ts, as e2e/server.ts starts them) on free
// ports, and a client that keeps its cookies across them, as a browser behind a load balancer would.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RpcAnswer } from '@zdravo/rpc';
import { freePort } from '../free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** One server process with `env` on top of ours, once /healthz answers (60 s at most). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`A server process exited with ${child.exitCode} during start`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('A server process did not answer /healthz within 60 s');
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a process to its end; answers its exit code and output. */
export function runToEnd(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
  });
}

/** A shopper with one cookie jar, calling whichever server it is told to. */
export class Browser {
  readonly cookies = new Map<string, string>();

  /** `rpcPath`: the shop's /_rpc, or the desk's /desk/_rpc. */
  constructor(
    readonly country = 'BA',
    readonly rpcPath = '/_rpc',
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'content-type': 'application/json',
      'x-shop-country': this.country,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...extra,
    };
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async call<T = unknown>(
    server: ServerProcess,
    method: string,
    params: Record<string, unknown> = {},
  ): Promise<RpcAnswer<T>> {
    const res = await fetch(`${server.url}${this.rpcPath}`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ action: 'call', method, params, meta: { id: 1 } }),
    });
    this.keep(res);
    return (await res.json()) as RpcAnswer<T>;
  }

  async batch(server: ServerProcess, calls: unknown[], headers: Record<string, string> = {}): Promise<RpcAnswer[]> {
    const res = await fetch(`${server.url}${this.rpcPath}`, {
      method: 'POST',
      headers: this.headers(headers),
      body: JSON.stringify(calls),
    });
    this.keep(res);
    return (await res.json()) as RpcAnswer[];
  }

  /** Opens a subscription; resolves once the stream is live, and hands every event's JSON to `onData`. */
  async subscribe(
    server: ServerProcess,
    method: string,
    params: Record<string, unknown>,
    onData: (data: unknown) => void,
  ): Promise<AbortController> {
    const abort = new AbortController();
    const res = await fetch(`${server.url}${this.rpcPath}`, {
      method: 'POST',
      headers: this.headers({ accept: 'text/event-stream' }),
      body: JSON.stringify({ action: 'subscribe', method, params, meta: { id: 1 } }),
      signal: abort.signal,
    });
    if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      throw new Error(`subscribe answered ${res.status}: ${await res.text()}`);
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const pump = async (): Promise<void> => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of event.split('\n')) if (line.startsWith('data: ')) onData(JSON.parse(line.slice(6)));
        }
      }
    };
    pump().catch(() => undefined); // ends when aborted
    return abort;
  }
}
