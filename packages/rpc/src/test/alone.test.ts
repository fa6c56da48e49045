// A call marked `alone` (login, logout) runs after every earlier call of its batch and before every
// later one, so no call of the batch sees the caller change under its feet.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runBatch, type DispatchEnv } from '../server/dispatch.ts';
import type { MethodDef } from '../server/types.ts';

interface Ctx {
  user: string | null;
}
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = { error: () => undefined } as unknown as DispatchEnv<Ctx>['log'];

function env(): DispatchEnv<Ctx> {
  const methods = new Map<string, MethodDef<Ctx>>([
    // Reads the caller before and after a wait, as a handler with a few queries does.
    [
      'whoAmI',
      {
        params: z.object({}),
        handler: async (_p, ctx) => {
          const before = ctx.user;
          await tick(20);
          if (ctx.user !== before) throw new Error('the caller changed mid-call');
          return before;
        },
      },
    ],
    [
      'logout',
      {
        params: z.object({}),
        alone: true,
        handler: async (_p, ctx) => {
          await tick(1);
          ctx.user = null;
          return null;
        },
      },
    ],
  ]);
  return { methods, isAuthenticated: undefined, log };
}
const call = (method: string, id: number) => ({ action: 'call', method, params: {}, meta: { id } });

describe('a call that runs alone in its batch', () => {
  it('waits for the calls before it and holds back the calls after it', async () => {
    const ctx: Ctx = { user: 'ana' };
    const answers = await runBatch(
      [call('whoAmI', 1), call('whoAmI', 2), call('logout', 3), call('whoAmI', 4)],
      ctx,
      env(),
      () => undefined,
    );
    expect(answers.map((a) => [a.status, a.data])).toEqual([
      ['ok', 'ana'],
      ['ok', 'ana'],
      ['ok', null],
      ['ok', null],
    ]);
  });

  it('other calls still run side by side', async () => {
    const e = env();
    let running = 0;
    let most = 0;
    e.methods.set('count', {
      params: z.object({}),
      handler: async () => {
        most = Math.max(most, ++running);
        await tick(5);
        running--;
        return null;
      },
    });
    const answers = await runBatch(
      Array.from({ length: 10 }, (_, i) => call('count', i)),
      { user: 'ana' },
      e,
      () => undefined,
    );
    expect(answers.every((a) => a.status === 'ok')).toBe(true);
    expect(most).toBe(10);
  });
});

describe('a call that must be the only one of its request (sole)', () => {
  const soleEnv = () => {
    const e = env();
    e.methods.set('signOut', {
      params: z.object({}),
      sole: true,
      handler: (_p, ctx) => {
        ctx.user = null;
        return null;
      },
    });
    return e;
  };

  it('refuses a batch holding it beside other calls whole: every call answers MUST_BE_ALONE, none runs', async () => {
    const ctx: Ctx = { user: 'ana' };
    let progress = 0;
    const answers = await runBatch(
      [call('signOut', 1), call('whoAmI', 2), { broken: true }],
      ctx,
      soleEnv(),
      () => progress++,
    );
    expect(answers).toEqual([
      { status: 'error', data: 'MUST_BE_ALONE', meta: { id: 1 } },
      { status: 'error', data: 'MUST_BE_ALONE', meta: { id: 2 } },
      { status: 'error', data: 'MUST_BE_ALONE' },
    ]);
    expect(ctx.user).toBe('ana');
    expect(progress).toBe(3);
  });

  it('runs it when it is alone', async () => {
    const ctx: Ctx = { user: 'ana' };
    expect((await runBatch([call('signOut', 1)], ctx, soleEnv(), () => undefined))[0]).toMatchObject({ status: 'ok' });
    expect(ctx.user).toBeNull();
  });
});
