// The bounds of the lingering close, on plain HTTP servers with small limits: the rest of
// a refused body is read, but no more than `bytes` and for no longer than `ms`.
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWhileDiscarding, type DiscardLimits } from '../../src/http/lingering-close.js';

const ANSWER = 'too large';

/** A server answering every request 413 while discarding its body within the limits. */
async function serve(limits: DiscardLimits): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    response.writeHead(413, { 'content-length': ANSWER.length, connection: 'close' });
    answerWhileDiscarding(request, ANSWER, limits).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Sends a request head declaring `declared` bytes of body, then `send` bytes of it; reports how it ended. */
function exchange(port: number, declared: number, send: number) {
  return new Promise<{ answer: string; outcome: string; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let outcome = 'closed';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => (outcome = error.code ?? 'error'));
    socket.on('close', () => resolve({ answer, outcome, ms: Date.now() - started }));
    socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${declared}\r\n\r\n`);
    socket.write(Buffer.alloc(send, 'x'), () => {
      if (send === declared) socket.end();
    });
  });
}

describe('answerWhileDiscarding', () => {
  const servers: Server[] = [];
  let byBytes: number;
  let byTime: number;

  beforeAll(async () => {
    const bytes = await serve({ bytes: 256 * 1024, ms: 30_000 });
    const time = await serve({ bytes: 64 * 1024 * 1024, ms: 300 });
    servers.push(bytes.server, time.server);
    byBytes = bytes.port;
    byTime = time.port;
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  it('reads the rest of a body within the limits, then closes cleanly after the answer', async () => {
    const { answer, outcome } = await exchange(byBytes, 200 * 1024, 200 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith(ANSWER)).toBe(true);
    expect(outcome).toBe('closed');
  });

  it('drops the connection once more than the byte limit has come in', async () => {
    const { ms } = await exchange(byBytes, 64 * 1024 * 1024, 8 * 1024 * 1024);
    expect(ms).toBeLessThan(10_000);
  });

  it('drops the connection of a client that stops sending, after the time limit', async () => {
    const { answer, ms } = await exchange(byTime, 1024 * 1024, 1024);
    expect(answer.endsWith(ANSWER)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(10_000);
  });
});
