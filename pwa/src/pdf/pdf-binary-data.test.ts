import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { packFiles } from '#core/file-pack';
import { CMAP_PACK_FILE } from '#core/pdf-assets';
import { loadPdfJs, type PdfJs } from '#pwa-test/pdfjs-in-node';
import { japanesePdf } from '#testing/pdfs';
import { packPdfJsCMaps } from '../../../scripts/pdfjs-assets-plugin';
import { PdfBinaryData } from './pdf-binary-data';

let pdfjs: PdfJs;
beforeAll(async () => {
  pdfjs = await loadPdfJs();
});
afterEach(() => vi.unstubAllGlobals());

/** The text of the PDF's first page, read by pdf.js as the PDF workers set it up. */
async function textOf(bytes: Uint8Array): Promise<string> {
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    cMapUrl: '/pdfjs/',
    standardFontDataUrl: '/pdfjs/standard_fonts/',
    useWorkerFetch: false,
    BinaryDataFactory: PdfBinaryData,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const page = await (await task.promise).getPage(1);
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join('');
  } finally {
    await task.destroy();
  }
}

describe('pdf.js’s files for the PDF workers', () => {
  it('reads a Japanese page’s text through the CMaps of the one pack, downloaded once', async () => {
    const pack = packPdfJsCMaps();
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return url === `/pdfjs/${CMAP_PACK_FILE}`
        ? new Response(pack)
        : new Response('not here', { status: 404 });
    });
    expect(await textOf(await japanesePdf('こんにちは'))).toBe('こんにちは');
    expect(await textOf(await japanesePdf('展示会'))).toBe('展示会');
    expect(asked).toEqual([`/pdfjs/${CMAP_PACK_FILE}`]);
  });

  it('asks for the pack again after a download that failed, and names the CMap a pack lacks', async () => {
    let answer = new Response('offline', { status: 503 });
    vi.stubGlobal('fetch', async () => answer);
    const data = new PdfBinaryData({ cMapUrl: '/elsewhere/' });
    await expect(data.fetch({ kind: 'cMapUrl', filename: 'H.bcmap' })).rejects.toThrow(/503/);
    answer = new Response(packFiles([['H', new Uint8Array([1, 2])]]));
    expect(await data.fetch({ kind: 'cMapUrl', filename: 'H.bcmap' })).toEqual(
      new Uint8Array([1, 2]),
    );
    await expect(data.fetch({ kind: 'cMapUrl', filename: 'V.bcmap' })).rejects.toThrow(
      'The CMap pack has no V',
    );
  });

  it('fetches fonts and WebAssembly by their own URLs', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(new Uint8Array([7]));
    });
    const data = new PdfBinaryData({ standardFontDataUrl: '/fonts/', wasmUrl: '/wasm/' });
    expect(await data.fetch({ kind: 'standardFontDataUrl', filename: 'FoxitSans.pfb' })).toEqual(
      new Uint8Array([7]),
    );
    await data.fetch({ kind: 'wasmUrl', filename: 'openjpeg.wasm' });
    expect(asked).toEqual(['/fonts/FoxitSans.pfb', '/wasm/openjpeg.wasm']);
    await expect(data.fetch({ kind: 'cMapUrl', filename: 'H.bcmap' })).rejects.toThrow(
      'pdf.js was given no cMapUrl',
    );
  });
});
