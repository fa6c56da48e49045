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

/**
 * A connection must bring its first request's head within `ms` of opening. Node's headers timeout
 * starts only with the first byte, so a socket that never sends one stayed open until the idle
 * timeout (two minutes), a file descriptor each. Later requests on a kept-alive connection are
 * Node's keep-alive timeout's business.
 */
export function closeSilentConnections(server: Server, ms: number): void {
  const waiting = new WeakMap<object, NodeJS.Timeout>();
  server.on('connection', (socket) => {
    const timer = setTimeout(() => socket.destroy(), ms);
    timer.unref();
    waiting.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });
  // The HTTP parser reads the socket natively (no 'data' events), so the first request is the sign.
  server.on('request', (req) => {
    const timer = waiting.get(req.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waiting.delete(req.socket);
  });
}
