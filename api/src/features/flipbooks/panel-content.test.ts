import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { png, sha, useFlipbookApp } from '#api-test/flipbook-app';
import { call } from '#api-test/http';
import { dataUrl } from '#api-test/png';
import { CONTENT_LIMITS } from '#core/limits';

const link = (url: string, over: Record<string, number> = {}) => ({
  url,
  x: 0.1,
  y: 0.8,
  width: 0.5,
  height: 0.05,
  ...over,
});

describe('the text and links of panels', () => {
  const kit = useFlipbookApp();

  /** A new flipbook of two panels, with the names its images get on both sides. */
  const twoPanels = () => {
    const [left, middle] = [png(), png()];
    return {
      id: crypto.randomUUID(),
      names: [`${sha(left)}.png`, `${sha(middle)}.png`] as const,
      panels: { front: [dataUrl(left), dataUrl(middle)], back: [] },
    };
  };

  it('keeps what a create sends for the panels shown and gives it to every viewer', async () => {
    const { id, names, panels } = twoPanels();
    const content = {
      [names[0]]: { text: 'Spring sale at our shop', links: [link('https://shop.example.com')] },
      [names[1]]: {
        text: 'Write or call',
        links: [link('mailto:hello@example.com'), link('tel:+441234567890', { y: 0.9 })],
      },
    };
    const stray = `${'f'.repeat(64)}.png`;
    const res = await kit.create(kit.owner, {
      id,
      title: 'Linked',
      panels,
      content: { ...content, [stray]: { text: 'Not shown', links: [] } },
    });
    expect(res.status).toBe(201);
    expect(res.body.content).toEqual(content);
    expect((await call(`${kit.app.url}/api/flipbooks/${id}`)).body.content).toEqual(content);
  });

  it('moves the content with its panel when an edit reorders without sending any, and replaces it when an edit sends some', async () => {
    const { id, names, panels } = twoPanels();
    const content = { [names[0]]: { text: 'Cover text', links: [] } };
    const created = (await kit.create(kit.owner, { id, title: 'Order', panels, content })).body;
    const reordered = await kit.edit(kit.owner, id, {
      title: 'Order',
      panels: { front: [created.middle, created.left], back: [] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.middle).toBe(created.left);
    expect(reordered.body.content).toEqual(content);
    const replaced = { [names[1]]: { text: 'New text', links: [link('https://example.com/x')] } };
    const edited = await kit.edit(kit.owner, id, {
      title: 'Order',
      panels: { front: [created.middle], back: [] },
      content: replaced,
    });
    expect(edited.body.content).toEqual(replaced);
    expect((await call(`${kit.app.url}/api/flipbooks/${id}`)).body.content).toEqual(replaced);
  });

  it('refuses bad content with 400 and a message that says what is wrong, storing nothing', async () => {
    const before = await kit.storedMedia();
    const cases: Array<[string, (names: readonly string[]) => unknown]> = [
      [
        'Links must be http, https, mailto, tel addresses',
        (n) => ({
          [n[0] as string]: { text: '', links: [link('javascript:alert(1)')] },
        }),
      ],
      [
        `At most ${CONTENT_LIMITS.maxLinksPerPanel} links a panel`,
        (n) => ({
          [n[0] as string]: {
            text: '',
            links: Array.from({ length: CONTENT_LIMITS.maxLinksPerPanel + 1 }, () =>
              link('https://example.com'),
            ),
          },
        }),
      ],
      [
        'A link must lie inside its panel',
        (n) => ({
          [n[0] as string]: { text: '', links: [link('https://example.com', { x: 0.6 })] },
        }),
      ],
      [
        'A link may be at most 2,000 characters',
        (n) => ({
          [n[0] as string]: {
            text: '',
            links: [link(`https://example.com/${'a'.repeat(CONTENT_LIMITS.maxUrlChars)}`)],
          },
        }),
      ],
      [
        "A panel's text may be at most 5,000 characters",
        (n) => ({
          [n[0] as string]: { text: 'a'.repeat(CONTENT_LIMITS.maxTextChars + 1), links: [] },
        }),
      ],
      [
        'Content is keyed by the name of a panel image',
        () => ({ 'left.png': { text: 'x', links: [] } }),
      ],
      [
        'expected number',
        (n) => ({
          [n[0] as string]: { text: '', links: [{ ...link('https://example.com'), x: '0' }] },
        }),
      ],
    ];
    for (const [message, content] of cases) {
      const { id, names, panels } = twoPanels();
      const res = await kit.create(kit.owner, {
        id,
        title: 'Bad',
        panels,
        content: content(names),
      });
      expect(res.status, message).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.error).toContain(message);
      expect((await call(`${kit.app.url}/api/flipbooks/${id}`)).status).toBe(404);
    }
    expect(await kit.storedMedia()).toEqual(before);
  });

  it('takes an own "__proto__" key in content as nothing, polluting no object', async () => {
    const { id, panels } = twoPanels();
    const content = JSON.parse('{"__proto__": {"text": "polluted", "links": []}}');
    const res = await kit.create(kit.owner, { id, title: 'Proto', panels, content });
    expect(res.status).toBe(201);
    expect(res.body.content).toEqual({});
    expect(({} as { text?: string }).text).toBeUndefined();
  });
});
