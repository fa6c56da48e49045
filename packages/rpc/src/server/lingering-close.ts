// A lingering close, as nginx does it: a request refused before its body was read whole is answered
// with `Connection: close`, and the server then reads and drops the rest of the body — up to a bound
// and a time limit — before it closes the socket. Closed at once, the unread bytes make the kernel
// answer the client with a reset while it is still sending, and the client (a browser's upload) loses
// the answer it was sent: a network error instead of "the photo is too large" or "log in first".
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export interface Lingering {
  /** Bytes of the body read and dropped after the answer, at most. */
  maxBytes: number;
  /** Milliseconds the socket is kept for it, at most. */
  ms: number;
}

/**
 * Call before the refusal's answer is sent. The rest of the body flows on and is dropped; Node's
 * "destroy soon" after a `Connection: close` answer becomes: send our end (FIN) once the answer is out,
 * go on reading until the client ends too, or past `maxBytes`, or after `ms`, then destroy.
 */
export function lingerAfterRefusal(req: IncomingMessage, limit: Lingering): void {
  // Whatever still read the body (the multipart parser) lets go; the rest is read into nothing.
  req.unpipe();
  req.removeAllListeners('data');
  req.resume();
  const socket = req.socket as Socket & { destroySoon?: () => void };
  if (socket.destroyed) return;
  socket.destroySoon = () => {
    let dropped = 0;
    const timer = setTimeout(() => socket.destroy(), limit.ms);
    timer.unref();
    socket.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limit.maxBytes) socket.destroy();
    });
    socket.once('close', () => clearTimeout(timer));
    // The client's own end (after it read the answer) closes the socket: both sides have ended.
    socket.once('end', () => socket.destroy());
    socket.end();
    socket.resume();
  };
}
