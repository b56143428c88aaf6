import { expect, it } from 'vitest';
import { markedParts } from './marked-parts';

it('cuts a message at its marked parts, wherever the language put them', () => {
  expect(markedParts('Made with <0>Flipfold</0>')).toEqual([
    'Made with ',
    { tag: 0, inner: 'Flipfold' },
  ]);
  expect(markedParts('<1>deletes\nit</1>: <0>Forget me</0>.')).toEqual([
    { tag: 1, inner: 'deletes\nit' },
    ': ',
    { tag: 0, inner: 'Forget me' },
    '.',
  ]);
  expect(markedParts('No marks, < 1 > nor <0>unclosed')).toEqual([
    'No marks, < 1 > nor <0>unclosed',
  ]);
});
