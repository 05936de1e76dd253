// Loaded into the server of the PDF report benchmark (bench/reports.ts) with `--import`:
// the server itself is `node bin/caretaker.js serve`, exactly what `npm start` runs
// (compiled, dist/server), and this adds a watch on its event loop and its memory that the
// benchmark reads over IPC. `reset` starts a measurement (histogram cleared, the kernel's
// RSS high-water mark reset); `read` answers with the longest stall since then, the
// current RSS and the peak. Plain JavaScript, so the watch loads no TypeScript loader.
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
let sampledPeak = 0;
setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss)), 10).unref();

function peakRss() {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb !== undefined) return Math.max(Number(kb) * 1024, sampledPeak);
  } catch {
    // Not Linux: the samples alone.
  }
  return sampledPeak;
}

process.on('message', (message) => {
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
// The IPC channel must not keep a server that was told to stop alive.
process.channel?.unref();
