import { describe, expect, it } from 'vitest';
import { whatsappShareUrl } from './share-links.ts';

describe('share links', () => {
  it('sends the title and the address to WhatsApp, encoded, Arabic included', () => {
    const url = whatsappShareUrl('آيفون 15 & شاحن', 'https://souqna.example/posts/abc?x=1');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1]!)).toBe(
      'آيفون 15 & شاحن\nhttps://souqna.example/posts/abc?x=1',
    );
    expect(url).not.toMatch(/\s/);
  });
});
