import { describe, expect, it } from 'vitest';
import { untranslatedIn } from './untranslated-texts';

const wordsIn = (source: string) => untranslatedIn('sample.tsx', source).map((u) => u.text);

describe('untranslatedIn', () => {
  it('finds words written as JSX text, worded attributes and literal children', () => {
    const source = [
      'export const A = () => (',
      '  <div title="Hello there" className="flex gap-2">',
      '    Upload your own',
      "    <button aria-label={'Close'} />",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template in the sample's source.
      '    <img alt={`Page ${n} of the book`} />',
      "    <p>{'Sending…'}</p>",
      '  </div>',
      ');',
    ].join('\n');
    expect(wordsIn(source)).toEqual([
      'Hello there',
      'Upload your own',
      'Close',
      'Page   of the book',
      'Sending…',
    ]);
    expect(untranslatedIn('sample.tsx', source)[1]?.line).toBe(3);
  });

  it('lets messages, class names, numbers and marks through', () => {
    const source = [
      'export const B = () => (',
      '  <div className="text-sm" aria-label={t(\'viewer.back\')} data-testid="viewer">',
      "    {t('viewer.share')} {count} / {total} — ×",
      '    <img alt="" />',
      '  </div>',
      ');',
    ].join('\n');
    expect(wordsIn(source)).toEqual([]);
  });
});

describe('untranslatedIn, on toasts', () => {
  it('finds the words of a toast built outside JSX, and lets a title from the data through', () => {
    const source = [
      'export const toastOf = (book: { title: string }) => ({',
      "  title: 'Flipbook removed',",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template in the sample's source.
      '  description: `“${book.title}” was deleted on another device.`,',
      '});',
      "export const kept = { title: book.title, description: t('sync.kept') };",
    ].join('\n');
    expect(untranslatedIn('toasts.ts', source).map((u) => u.text)).toEqual([
      'Flipbook removed',
      '“ ” was deleted on another device.',
    ]);
  });
});
