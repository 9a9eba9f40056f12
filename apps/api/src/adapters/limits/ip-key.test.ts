import { describe, expect, it } from 'vitest';
import { ipKey } from './ip-key.ts';

describe('ipKey', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(ipKey('10.1.2.3')).toBe('10.1.2.3');
    expect(ipKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
  });

  it('groups IPv6 by /64 whatever the spelling', () => {
    const key = ipKey('2001:db8:abcd:12::1');
    expect(key).toBe('2001:db8:abcd:12::/64');
    expect(ipKey('2001:0db8:abcd:0012:ffff:1:2:3')).toBe(key);
    expect(ipKey('2001:db8:abcd:13::1')).not.toBe(key);
  });
});
