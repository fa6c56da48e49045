// What one client address may hold of the server's sockets. Every open connection costs a file
// descriptor; without a cap one laptop holding thousands of idle or trickling connections made
// /healthz fail for everyone. A connection past the cap is closed at once, before any byte is read.
// Trusted proxies are exempt: all shoppers arrive from them (their own limits apply upstream).
import type { Server } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export interface ConnectionLimits {
  /** Open connections one address may hold; 0 turns the cap off. */
  perAddress: number;
  /** Addresses (IPs/CIDRs) never capped: the proxies in front. */
  exempt: string[];
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.perAddress <= 0) return;
  const isExempt = limits.exempt.length > 0 ? proxyAddr.compile(limits.exempt) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (isExempt(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
