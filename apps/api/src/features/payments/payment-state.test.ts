import { PAYMENT_STATUSES, type PaymentStatus } from '@souqna/contracts';
import { describe, expect, it } from 'vitest';
import { pathTo } from './payment-state.ts';

describe('pathTo: statuses only move forward', () => {
  it.each<[PaymentStatus, PaymentStatus, PaymentStatus[]]>([
    ['pending', 'paid', ['paid']],
    ['pending', 'failed', ['failed']],
    ['failed', 'paid', ['paid']], // paid on a later try at the same checkout
    ['paid', 'refunded', ['refunded']],
    ['pending', 'refunded', ['paid', 'refunded']],
    ['failed', 'refunded', ['paid', 'refunded']],
    ['paid', 'failed', []], // a late decline never undoes a payment
    ['paid', 'pending', []],
    ['refunded', 'paid', []],
    ['failed', 'pending', []],
  ])('%s + reported %s → %j', (current, reported, path) => {
    expect(pathTo(current, reported)).toEqual(path);
  });

  it('is empty for the status it already has, whatever it is', () => {
    for (const s of PAYMENT_STATUSES) expect(pathTo(s, s)).toEqual([]);
  });

  it('never reaches pending again, and never leaves refunded', () => {
    for (const from of PAYMENT_STATUSES)
      for (const to of PAYMENT_STATUSES) {
        expect(pathTo(from, to)).not.toContain('pending');
        if (from === 'refunded') expect(pathTo(from, to)).toEqual([]);
      }
  });
});
