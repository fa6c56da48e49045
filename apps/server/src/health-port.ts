// The load balancer's health check on a port of its own (HEALTH_PORT). A connection flood against the
// shop's port fills that port's accept queue, and the kernel then drops new SYNs, a health check's too,
// which its client retries only after a second: the shop looks dead while it serves. On its own
// listener the check never waits in the flood's queue. It answers GET /healthz and /readyz and nothing else, through
// the app's own route, so it reports exactly what /healthz on the shop's port reports.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Starts the listener; the caller closes it on shutdown (the app is already listening, no hooks can be added). */
export async function listenForHealthChecks(app: FastifyInstance, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url !== '/healthz' && req.url !== '/readyz')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    app.routing(req, res);
  });
  server.headersTimeout = 5_000;
  server.requestTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
