import { describe, expect, it } from 'vitest';
import { isPdfAssetPath } from './pdf-assets';

describe('the PDF assets', () => {
  it('holds the PDF workers, pdf.js, the annotation editor and pdf.js viewer chunks, and /pdfjs/', () => {
    for (const path of [
      '/assets/pdf-pages.worker-B5svBaKe.js',
      '/assets/pdf.worker.min-CIqJB0yW.mjs',
      '/assets/pdf-editor-dialog-difPDy_c.js',
      '/assets/pdf-editor-dialog-Ed7UDhvw.css',
      '/assets/pdf_viewer-gs2eVGNK.js',
      '/pdfjs/cmaps.pack',
      '/pdfjs/standard_fonts/FoxitSans.pfb',
    ])
      expect(isPdfAssetPath(path), path).toBe(true);
  });

  it('leaves the app shell (pdf-engine included: the library imports it) and the shared-link viewer out', () => {
    for (const path of [
      '/assets/pdf-engine-BIbWcomP.js',
      '/assets/index-D2x9.js',
      '/assets/flipbook-viewer-a1.js',
      '/assets/pdfx.js',
      '/index.html',
      '/sw.js',
      '/pdf.js',
    ])
      expect(isPdfAssetPath(path), path).toBe(false);
  });
});
