import { describe, expect, it } from 'vitest';
import { isApiErrorBody } from './errors';

describe('the JSON error shape', () => {
  it('recognises an object with a string error and a known code', () => {
    expect(isApiErrorBody({ error: 'Not found', code: 'NOT_FOUND' })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'Not found'],
    ['a function carrying both fields', Object.assign(() => {}, { error: 'x', code: 'y' })],
    ['an object without an error', { code: 'NOT_FOUND' }],
    ['an object without a code', { error: 'Not found' }],
    ['an object whose code is a number', { error: 'Not found', code: 404 }],
    ['an object whose code this build does not know', { error: 'Not found', code: 'GONE_FISHING' }],
  ])('refuses %s', (_, value) => {
    expect(isApiErrorBody(value)).toBe(false);
  });
});
