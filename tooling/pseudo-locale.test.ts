import { describe, expect, it } from 'vitest';
import { pseudoMessage } from './pseudo-locale';

describe('pseudoMessage', () => {
  it('accents the words and marks the whole, keeping values, plurals and marks', () => {
    expect(pseudoMessage('Back')).toBe('⟦Báçk⟧');
    expect(pseudoMessage('{count, plural, one {# view} other {# views}}')).toBe(
      '⟦{count, plural, one {# víéw} other {# víéwš}}⟧',
    );
    expect(pseudoMessage('Made with <0>{product}</0>')).toBe('⟦Mádé wíth <0>{product}</0>⟧');
    expect(pseudoMessage('{place}, zoomed {scale, number}×')).toBe(
      '⟦{place}, žóóméd {scale, number}×⟧',
    );
  });
});
