import { describe, expect, it } from 'vitest';
import { DISMISS_DAYS, countVisit, dismissInstall, mayOfferInstall } from './install-memory.ts';

const storage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe('the quiet install offer', () => {
  it('counts a visit once per browser session and offers from the second', () => {
    const local = storage();
    const first = storage();
    expect(countVisit(local, first)).toBe(1);
    expect(countVisit(local, first)).toBe(1);
    expect(mayOfferInstall(local, 1, 0)).toBe(false);
    expect(countVisit(local, storage())).toBe(2);
    expect(mayOfferInstall(local, 2, Date.now())).toBe(true);
  });

  it(`stays away for ${DISMISS_DAYS} days after "Not now"`, () => {
    const local = storage();
    const now = Date.UTC(2026, 0, 1);
    dismissInstall(local, now);
    expect(mayOfferInstall(local, 5, now + (DISMISS_DAYS - 1) * 86_400_000)).toBe(false);
    expect(mayOfferInstall(local, 5, now + (DISMISS_DAYS + 1) * 86_400_000)).toBe(true);
  });
});
