/**
 * A counter of work in progress. `tryEnter` refuses rather than queues: it returns a
 * `leave` function while fewer than `capacity` are inside, otherwise undefined (for work
 * that should be turned away when the process is saturated: password checks). `enter`
 * waits its turn instead (for work that must happen, only not all at once: report files).
 */
export class Semaphore {
  private inside = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly capacity: number) {}

  tryEnter(): (() => void) | undefined {
    if (this.inside >= this.capacity) return undefined;
    this.inside++;
    return this.leaver();
  }

  /** Resolves with `leave` once fewer than `capacity` are inside; first come, first served. */
  async enter(): Promise<() => void> {
    const leave = this.tryEnter();
    if (leave !== undefined && this.waiting.length === 0) return leave;
    leave?.();
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.leaver();
  }

  private leaver(): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.waiting.shift();
      // The place passes straight to the next in line.
      if (next !== undefined) next();
      else this.inside--;
    };
  }

  get active(): number {
    return this.inside;
  }
}
