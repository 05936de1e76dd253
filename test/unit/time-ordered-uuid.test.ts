import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from '../../src/modules/tasks/planned-tasks.js';

describe('uuids of planned tasks', () => {
  it('are version 7 uuids: the millisecond first, then random bits with the variant', () => {
    const at = Date.parse('2026-03-02T05:00:00.123Z');
    const uuid = timeOrderedUuid(at);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(uuid.replace('-', '').slice(0, 12), 16)).toBe(at);
  });

  it('differ within one millisecond and sort by the millisecond', () => {
    const at = Date.parse('2026-03-02T05:00:00Z');
    const same = Array.from({ length: 1000 }, () => timeOrderedUuid(at));
    expect(new Set(same).size).toBe(1000);
    expect(timeOrderedUuid(at + 1) > timeOrderedUuid(at)).toBe(true);
    expect(timeOrderedUuid(at + 1000 * 86_400) > timeOrderedUuid(at + 1)).toBe(true);
  });
});
