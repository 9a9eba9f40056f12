import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './waits.ts';

const coded = (code: string) => Object.assign(new Error('x'), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['cut connection', new Error('Connection terminated unexpectedly')],
    ['unanswered query', new Error('Query read timeout')],
    ['refused', coded('ECONNREFUSED')],
    ['statement timeout', coded('57014')],
    ['lock timeout', coded('55P03')],
    ['server shutting down', coded('57P01')],
    ['connection exception', coded('08006')],
    ['too many connections', coded('53300')],
    ['wrapped by drizzle', new Error('Failed query', { cause: new Error('Query read timeout') })],
  ])('%s: yes', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', coded('23505')],
    ['bad input', coded('22P02')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
    ['a string', 'Query read timeout'],
  ])('%s: no', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
