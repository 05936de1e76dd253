// METRICS_PORT: the Prometheus metrics on a port of their own, for a scraper inside the
// network, without a token. Nothing else is served there; keep the port off the public network.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_TYPE, type MetricsSource, renderMetrics } from '../platform/metrics.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(
  source: MetricsSource,
  options: { port: number; host: string; onError?: (error: unknown) => void },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(path === '/metrics' ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(path === '/metrics' ? 'Use GET.\n' : 'Only /metrics is served here.\n');
      return;
    }
    renderMetrics(source).then(
      (text) => {
        response.writeHead(200, { 'content-type': CONTENT_TYPE, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        options.onError?.(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The metrics could not be collected.\n');
      },
    );
  });
  // A scraper keeps its connection; closing must not wait for it.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
