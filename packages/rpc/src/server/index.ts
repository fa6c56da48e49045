// @zdravo/rpc/server: the Fastify plugin and the contract handlers are written against.
export { RpcFailure, fail, fileParam, defineMethod } from './types.ts';
export type { Answer, UploadedFile, MethodDef, SubscriptionDef, RpcPluginOptions } from './types.ts';
export { rpcPlugin } from './plugin.ts';
export { parseJson } from './json.ts';
export { PreparedJson, prepareJson } from './prepared.ts';
export { ProgressBus } from './progress.ts';
export type { ProgressChannel } from './types.ts';
