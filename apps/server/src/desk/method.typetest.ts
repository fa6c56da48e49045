// Compile-time proof that a desk handler's params come from its zod schema (desk/method.ts):
// `npm run typecheck` compiles this file and never runs it. Each @ts-expect-error line must be an
// error, so if deskMethod stopped inferring params (or stopped holding the schema to the desk's API
// map), tsc would fail here.
import { z } from 'zod';
import { ordersGetParams, ordersSearchParams, queueListParams } from '@zdravo/contract/desk/methods';
import { deskMethod } from './method.ts';

export const inferred = deskMethod('desk.orders.get', {
  params: ordersGetParams,
  handler: ({ id }) => {
    const n: number = id; // the schema's output: a number
    // @ts-expect-error: id is a number, not a string
    const s: string = id;
    void s;
    return { ID: n } as never;
  },
});

export const wrongParamType = deskMethod('desk.orders.get', {
  params: ordersGetParams,
  // @ts-expect-error: the handler claims a string id where the schema gives a number
  handler: ({ id }: { id: string }) => ({ ID: Number(id) }) as never,
});

export const optionalParams = deskMethod('desk.queue.list', {
  params: queueListParams,
  handler: (params, ctx) => {
    // @ts-expect-error: the schema is optional, so params may be undefined
    void params.country;
    return ctx.queuePages.get(params?.country ? { country: params.country } : {});
  },
});

export const wrongSchema = deskMethod('desk.orders.get', {
  // @ts-expect-error: a schema that does not take what the desk's API map says callers send
  params: z.object({ id: z.string() }),
  handler: () => ({}) as never,
});

// @ts-expect-error: another method's schema (search takes q, get takes id)
export const otherSchema = deskMethod('desk.orders.get', { params: ordersSearchParams, handler: () => ({}) as never });
