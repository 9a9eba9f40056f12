import { describe, expect, it } from 'vitest';
import { viewersCount } from './result-count.ts';

describe("a viewer's result count from the shared one", () => {
  it('is the shared count when they blocked nobody with a match, even past the cap', () => {
    expect(viewersCount(7, 0, 1000)).toBe(7);
    expect(viewersCount(1001, 0, 1000)).toBe(1001);
  });

  it("takes away the blocked sellers' matches under the cap", () => {
    expect(viewersCount(25, 3, 1000)).toBe(22);
    expect(viewersCount(1000, 1, 1000)).toBe(999);
  });

  it('asks for a count of their own past the cap, where the difference is not exact', () => {
    expect(viewersCount(1001, 2, 1000)).toBeNull();
  });

  it("keeps a floor far past the cap when the blocked sellers' matches were counted exactly", () => {
    // The floor of a common word (9,580 from the term counts) less 40 blocked matches.
    expect(viewersCount(9580, 40, 1000)).toBe(9540);
    expect(viewersCount(1500, 600, 1000)).toBeNull();
    expect(viewersCount(9580, 1001, 1000)).toBeNull();
  });

  it('never goes below zero when the shared count is older than the blocks', () => {
    expect(viewersCount(2, 5, 1000)).toBe(0);
  });
});
