// Reads that many people make at once share one computation while it runs. The home page
// is polled by every open portal; when more requests arrive than the process can compute,
// each waiting request would otherwise compute the same page again. A request that starts
// while an identical one is under way gets that one's answer, begun before it arrived by at
// most one computation's time; once it is answered, the next request computes afresh.
// Nothing is kept after that: no answer is older than the computation it waited for.
export class SharedRead<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** The answer of the computation under way for `key`, or of a new one. */
  read(key: string, compute: () => Promise<T>): Promise<T> {
    const under = this.running.get(key);
    if (under !== undefined) return under;
    const started = compute().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  /** How many computations are under way (for tests). */
  get size(): number {
    return this.running.size;
  }
}
