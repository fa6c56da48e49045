// Starts the shop: checks the environment, opens the database, listens, and shuts down
// gracefully on SIGINT / SIGTERM (in-flight requests finish, the database closes cleanly).
// First: an older Node stops here with one line (node-version.ts).
import './node-version.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { listenForHealthChecks } from './health-port.ts';

// A connection flood fills the kernel's accept queue; once it is full, a new SYN (a shopper's, or
// the load balancer's health check) is dropped and retried by the client only after one second.
// A deep queue (the kernel caps it at net.core.somaxconn) absorbs the burst while the per-address
// cap (connections.ts) closes the flood's sockets as fast as they are accepted.
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  if (config.healthPort !== undefined) {
    const health = await listenForHealthChecks(app, config.healthPort, config.host);
    app.server.once('close', () => health.close());
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  app.log.info(
    `${config.shopName} is open at ${address.replace('0.0.0.0', 'localhost')} (${where}, Node ${process.version})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Could not start: ${error.message}` : error);
  process.exit(1);
});
