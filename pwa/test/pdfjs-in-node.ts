export type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * pdf.js as Node runs it (its legacy build). pdf.js 6 is built for Node 22 and later; this
 * repository runs on Node 20.19 and up, which lacks only Promise.withResolvers among what reading
 * text and links needs.
 */
export async function loadPdfJs(): Promise<PdfJs> {
  const promise = Promise as unknown as { withResolvers?: () => unknown };
  promise.withResolvers ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const made = new Promise((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise: made, resolve, reject };
  };
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}
