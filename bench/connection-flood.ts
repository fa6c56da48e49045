// One flooding client (a child of bench/connections.ts): opens COUNT connections from SOURCE to the
// shop and keeps every one it gets, sending nothing, the way an attacker ties up sockets. Prints
// how many the server let it keep and how many it closed, then holds them until told to stop.
import net from 'node:net';

const [port, count, source] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4] ?? '127.0.0.2'];
const BATCH = 500;
let kept = 0;
let refused = 0;
let failed = 0;
const sockets: net.Socket[] = [];

function open(): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: source });
    let done = false;
    const settle = () => {
      if (!done) {
        done = true;
        resolve();
      }
    };
    socket.on('connect', () => {
      kept++;
      sockets.push(socket);
      // A connection the server cuts right away counts as refused, not kept.
      socket.once('close', () => {
        kept--;
        refused++;
      });
      settle();
    });
    socket.on('error', () => {
      failed++;
      settle();
    });
  });
}

for (let opened = 0; opened < count; opened += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, count - opened) }, open));
}
await new Promise((r) => setTimeout(r, 1_000));
process.send?.({ kept, refused, failed });
process.on('message', () => {
  for (const s of sockets) s.destroy();
  process.exit(0);
});
