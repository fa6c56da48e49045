// A free local port, for a second real server in a test or a bench run.
import net from 'node:net';

/** A port nothing listens on right now (tests and benches start real servers on one). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
