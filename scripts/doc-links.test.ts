import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, headingAnchor, linksIn } from './doc-links.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('links into docs/', () => {
  it('every link from code or docs names a file that exists and a heading of it', () => {
    expect(brokenLinks(root)).toEqual([]);
  });
});

describe('headingAnchor', () => {
  it('writes anchors as GitHub does', () => {
    expect(headingAnchor('The /chats page')).toBe('the-chats-page');
    expect(headingAnchor('Amendment (2026-11-25): repeats across workers')).toBe(
      'amendment-2026-11-25-repeats-across-workers',
    );
    expect(headingAnchor('0021: Phone reveal — contact beyond chat')).toBe(
      '0021-phone-reveal--contact-beyond-chat',
    );
    expect(headingAnchor('Plan (`BENCH_ONLY=cars,flats`, 5 s)')).toBe('plan-bench_onlycarsflats-5-s');
    expect(headingAnchor('Souqna · سوقنا')).toBe('souqna--سوقنا');
    expect(headingAnchor('See [payments](payments.md) <br>')).toBe('see-payments');
  });
});

describe('anchorsOf', () => {
  it('numbers repeated headings, takes <a id> and skips fenced code', () => {
    const markdown = ['# Rules', '## Rules', '<a id="kept"></a>text', '```', '## Not a heading', '```'];
    expect([...anchorsOf(markdown.join('\n'))]).toEqual(['rules', 'rules-1', 'kept']);
  });
});

describe('linksIn', () => {
  it('finds paths from the root, ADR file names and numbers in code', () => {
    const code = '// docs/product/social.md#blocks, 0031-web-push.md and decision 0042';
    expect(linksIn(root, 'apps/x.ts', code).map((l) => [l.target, l.anchor])).toEqual([
      ['docs/product/social.md', 'blocks'],
      ['docs/decisions/0031-web-push.md', ''],
      ['docs/decisions/0042-*.md', ''],
    ]);
  });

  it('resolves Markdown links from the doc, leaving out web addresses, inline code and fences', () => {
    const markdown = [
      'See [admin](admin.md#members), [here](#rules) and [web](https://example.com/a.md).',
      '`[not](a-link.md)`',
      '```',
      '[not](either.md)',
      '```',
    ];
    expect(linksIn(root, 'docs/product/social.md', markdown.join('\n'))).toEqual([
      { from: 'docs/product/social.md', line: 1, target: 'docs/product/admin.md', anchor: 'members' },
      { from: 'docs/product/social.md', line: 1, target: 'docs/product/social.md', anchor: 'rules' },
    ]);
  });
});
