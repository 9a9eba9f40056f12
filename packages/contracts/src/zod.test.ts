import { afterEach, describe, expect, it, vi } from 'vitest';

describe("the contracts' zod", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    (await import('zod')).z.config({ jitless: false });
  });

  it('keeps compiled object parsers on the server', async () => {
    vi.resetModules();
    const { z } = await import('./zod.ts');
    expect(z.config().jitless).not.toBe(true);
  });

  it("never tries eval in a browser, whose CSP would refuse it (a DevTools issue, Lighthouse's inspector-issues)", async () => {
    vi.stubGlobal('document', {});
    vi.resetModules();
    const { z } = await import('./zod.ts');
    expect(z.config().jitless).toBe(true);
    const { LoginAnswerSchema } = await import('./auth.ts');
    expect(LoginAnswerSchema.safeParse({}).success).toBe(false);
  });
});
