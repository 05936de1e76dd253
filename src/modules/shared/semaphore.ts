/**
 * A counter of work in progress that refuses rather than queues: `tryEnter` returns a
 * `leave` function while fewer than `capacity` are inside, otherwise undefined. For work
 * that should be turned away when the process is saturated (password checks).
 */
export class Semaphore {
  private inside = 0;

  constructor(readonly capacity: number) {}

  tryEnter(): (() => void) | undefined {
    if (this.inside >= this.capacity) return undefined;
    this.inside++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inside--;
    };
  }

  get active(): number {
    return this.inside;
  }
}
