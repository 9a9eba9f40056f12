import { describe, expect, it } from 'vitest';
import { afterFirstInteraction } from './first-interaction.ts';

const page = (scrollY = 0) => Object.assign(new EventTarget(), { scrollY });

describe('the install bar waits for the first input', () => {
  it('waits for a tap, a key or a scroll, and goes once', () => {
    for (const name of ['pointerdown', 'keydown', 'scroll']) {
      const p = page();
      let calls = 0;
      afterFirstInteraction(p, () => calls++);
      p.dispatchEvent(new Event('load'));
      expect(calls).toBe(0);
      p.dispatchEvent(new Event(name));
      p.dispatchEvent(new Event('keydown'));
      expect(calls).toBe(1);
    }
  });

  it('goes at once on a page the person already scrolled before it loaded', () => {
    let calls = 0;
    afterFirstInteraction(page(240), () => calls++);
    expect(calls).toBe(1);
  });

  it('goes no more once cleaned up (the bar left the page)', () => {
    const p = page();
    let calls = 0;
    const stop = afterFirstInteraction(p, () => calls++);
    stop();
    p.dispatchEvent(new Event('pointerdown'));
    expect(calls).toBe(0);
  });
});
