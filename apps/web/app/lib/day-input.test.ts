import { describe, expect, it } from 'vitest';
import { maskDay, parseDay } from './day-input.ts';

// docs/decisions/0038-dates-and-direction.md
describe('parseDay', () => {
  it('reads DD/MM/YYYY with any separator, short parts, eight digits and ISO days', () => {
    expect(parseDay('15/03/2026')).toBe('2026-03-15');
    expect(parseDay(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseDay('05-03-2026')).toBe('2026-03-05');
    expect(parseDay('05.03.2026')).toBe('2026-03-05');
    expect(parseDay('05 03 2026')).toBe('2026-03-05');
    expect(parseDay('05032026')).toBe('2026-03-05');
    expect(parseDay('2026-03-05')).toBe('2026-03-05');
    expect(parseDay('2026/3/5')).toBe('2026-03-05');
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(parseDay('١٥/٠٣/٢٠٢٦')).toBe('2026-03-15');
    expect(parseDay('۱۵/۰۳/۲۰۲۶')).toBe('2026-03-15');
  });

  it('refuses days that do not exist and text that is not a day', () => {
    for (const bad of [
      '31/02/2026',
      '29/02/2027',
      '00/01/2026',
      '15/13/2026',
      '15/03/26',
      '',
      'tomorrow',
      null,
    ])
      expect(parseDay(bad)).toBeNull();
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
  });
});

describe('maskDay', () => {
  it('puts the slashes in as digits are typed', () => {
    const typed = ['1', '15', '150', '1503', '15032', '150320', '15032026', '150320261'];
    expect(typed.map(maskDay)).toEqual([
      '1',
      '15',
      '15/0',
      '15/03',
      '15/03/2',
      '15/03/20',
      '15/03/2026',
      '15/03/2026',
    ]);
    // Typing on after a masked value: the field's text plus one digit.
    expect(maskDay('15/032')).toBe('15/03/2');
    expect(maskDay('15/')).toBe('15/');
    expect(maskDay('15/03/')).toBe('15/03/');
  });

  it('turns other digits ASCII and keeps a reader’s own short parts', () => {
    expect(maskDay('١٥٠٣٢٠٢٦')).toBe('15/03/2026');
    expect(maskDay('1/3/2026')).toBe('1/3/2026');
    expect(maskDay('1-3-2026')).toBe('1/3/2026');
    expect(maskDay('15a/03')).toBe('15/03');
  });
});
