import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';

/** How much of a refused body is read and thrown away, and for how long, before the connection is dropped. */
export interface DiscardLimits {
  bytes: number;
  ms: number;
}

export const DISCARD_LIMITS: DiscardLimits = { bytes: 16 * 1024 * 1024, ms: 10_000 };

/**
 * The body of an answer given while the request body is still arriving (413). Closing a
 * connection with unread bytes makes the kernel send a reset, which can reach the client
 * before it has read the answer; so the answer is sent at once (its length declared, so
 * the client can read it whole), but it ends, and the connection with it, only once the
 * rest of the request body has been read and thrown away: a "lingering close". Past the
 * limits the connection is dropped as before.
 */
export function answerWhileDiscarding(raw: IncomingMessage, answer: string, limits = DISCARD_LIMITS): Readable {
  const body = new PassThrough();
  body.write(answer);
  let discarded = 0;
  let settled = false;
  const settle = () => {
    settled = true;
    clearTimeout(timer);
    raw.off('data', count);
  };
  const finish = () => {
    if (settled) return;
    settle();
    body.end();
  };
  const giveUp = () => {
    if (settled) return;
    settle();
    raw.destroy();
  };
  const count = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > limits.bytes) giveUp();
  };
  const timer = setTimeout(giveUp, limits.ms);
  timer.unref();
  raw.on('data', count);
  raw.once('end', finish);
  raw.once('close', finish);
  raw.resume();
  return body;
}
