import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keptPagePolicy, newNonce, policyOf, scriptHash } from './csp.ts';

const config = { appEnv: 'development' as const, s3: undefined };
const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the Content-Security-Policy (decision 0050)', () => {
  it("allows scripts from this origin and the sources given, never 'unsafe-inline'", () => {
    expect(policyOf(config)).toContain("script-src 'self';");
    const withNonce = policyOf(config, ["'nonce-abc'"]);
    expect(withNonce).toContain("script-src 'self' 'nonce-abc';");
    expect(withNonce.split(';').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    // Styles keep it: React writes style attributes.
    expect(withNonce).toContain("style-src 'self' 'unsafe-inline';");
    expect(withNonce).toContain("frame-ancestors 'none'");
    expect(withNonce).not.toContain('upgrade-insecure-requests');
    expect(policyOf({ appEnv: 'production', s3: undefined })).toMatch(/;upgrade-insecure-requests$/);
  });

  it('makes a fresh nonce of 128 bits each time', () => {
    const a = newNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });

  it("trades a kept page's nonce for the hashes of the inline scripts that carried it", () => {
    const policy = policyOf(config, ["'nonce-N0nce+/='"]);
    const html = [
      '<html><head><script nonce="N0nce+/=">onbeforeinstallprompt=1</script>',
      '<link rel="modulepreload" nonce="N0nce+/=" href="/assets/a.js"/></head><body>',
      '<p>&lt;script nonce="N0nce+/="&gt;not a script&lt;/script&gt;</p>',
      '<script nonce="N0nce+/=">window.__ctx = {"a":"\\u003c/b"};\r\nx()</script>',
      '<script nonce="N0nce+/=">onbeforeinstallprompt=1</script>',
      // An external script is allowed by 'self'; one without the nonce was never vouched for.
      '<script nonce="N0nce+/=" type="module" src="/assets/entry.js"></script>',
      '<script>alert(1)</script></body></html>',
    ].join('');
    const kept = keptPagePolicy(policy, html);
    const src = kept.split(';').find((d) => d.startsWith('script-src'));
    expect(src).toBe(
      `script-src 'self' '${sha('onbeforeinstallprompt=1')}' '${sha('window.__ctx = {"a":"\\u003c/b"};\nx()')}'`,
    );
    expect(kept).not.toContain('nonce');
    // Only script-src changes.
    expect(kept.replace(src!, '')).toBe(policy.replace("script-src 'self' 'nonce-N0nce+/='", ''));
  });

  it('leaves a policy without a nonce, and a page without inline scripts gets none', () => {
    expect(keptPagePolicy(policyOf(config), '<script>x</script>')).toBe(policyOf(config));
    expect(keptPagePolicy(policyOf(config, ["'nonce-abc'"]), '<p>hi</p>')).toBe(policyOf(config));
  });

  it('hashes the text as the HTML parser reads it (CR LF as LF), in UTF-8', () => {
    expect(scriptHash('a\r\nb\rc')).toBe(sha('a\nb\nc'));
    expect(scriptHash('سوقنا')).toBe(sha('سوقنا'));
  });
});
