import { describe, expect, it } from 'vitest';
import { embedCode } from './embed-code';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the embed code', () => {
  it('frames the embed page, full width and 600 px high, borderless, full screen allowed, lazily', () => {
    expect(embedCode('https://flip.example.com/', { id: ID, title: 'Spring menu' })).toBe(
      `<iframe src="https://flip.example.com/embed/${ID}" title="Spring menu — Flipfold" ` +
        'width="100%" height="600" style="border:0" allow="fullscreen" loading="lazy"></iframe>',
    );
  });

  it('escapes the title, so it cannot leave its attribute', () => {
    const code = embedCode('https://flip.example.com', {
      id: ID,
      title: 'Fish & "Chips" <script>alert(1)</script>',
    });
    expect(code).toContain(
      'title="Fish &amp; &quot;Chips&quot; &lt;script&gt;alert(1)&lt;/script&gt; — Flipfold"',
    );
    expect(code.match(/"/g)?.length).toBe(14);
    expect(code).not.toContain('<script');
  });
});
