// The server of the PDF report benchmark (bench/reports.ts), in a process of its own:
// `caretaker serve` as main.ts runs it (app, job worker, PDF worker pool), plus a watch
// on its event loop and its memory that the benchmark reads over IPC. `reset` starts a
// measurement (histogram cleared, the kernel's RSS high-water mark reset); `read` answers
// with the longest stall since then, the current RSS and the peak.
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../src/config.js';
import { serve } from '../src/main.js';

const delay = monitorEventLoopDelay({ resolution: 5 });
let sampledPeak = 0;
setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss)), 10).unref();

function peakRss(): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb !== undefined) return Math.max(Number(kb) * 1024, sampledPeak);
  } catch {
    // Not Linux: the samples alone.
  }
  return sampledPeak;
}

process.on('message', (message: { type: 'reset' | 'read' }) => {
  if (message.type === 'reset') {
    try {
      writeFileSync('/proc/self/clear_refs', '5');
    } catch {
      // Not Linux: the samples alone.
    }
    sampledPeak = process.memoryUsage().rss;
    delay.reset();
    delay.enable();
    process.send?.({ type: 'reset' });
  } else {
    process.send?.({
      type: 'read',
      maxStallMs: delay.max / 1e6,
      rss: process.memoryUsage().rss,
      peakRss: peakRss(),
    });
  }
});

await serve(loadConfig());
process.send?.({ type: 'listening' });
