import { expect, it } from 'vitest';
import { SharedRead } from '../../src/modules/cockpit/shared-read.js';

/** A computation that finishes when told to, counting how often it was started. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let started = 0;
  return {
    compute: async () => {
      started++;
      await opened;
      return value;
    },
    open: () => open(),
    started: () => started,
  };
}

it('shares one computation among reads of the same key while it runs, and none afterwards', async () => {
  const shared = new SharedRead<string>();
  const first = gate('A');
  const reads = [shared.read('k', first.compute), shared.read('k', first.compute), shared.read('k', first.compute)];
  const other = gate('B');
  const elsewhere = shared.read('other', other.compute);
  expect(first.started()).toBe(1);
  expect(other.started()).toBe(1);
  expect(shared.size).toBe(2);
  first.open();
  other.open();
  expect(await Promise.all(reads)).toEqual(['A', 'A', 'A']);
  expect(await elsewhere).toBe('B');
  expect(shared.size).toBe(0);

  // Once answered, the next read computes afresh: no answer is kept.
  const again = gate('A2');
  again.open();
  expect(await shared.read('k', again.compute)).toBe('A2');
  expect(again.started()).toBe(1);
});

it('hands a failure to every read that waited for it, and the next read tries again', async () => {
  const shared = new SharedRead<string>();
  let fail!: (error: Error) => void;
  const failing = () => new Promise<string>((_, reject) => (fail = reject));
  const a = shared.read('k', failing);
  const b = shared.read('k', failing);
  fail(new Error('database gone'));
  await expect(a).rejects.toThrow('database gone');
  await expect(b).rejects.toThrow('database gone');
  expect(await shared.read('k', () => Promise.resolve('back'))).toBe('back');
});
