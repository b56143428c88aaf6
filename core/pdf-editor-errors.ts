/** The PDF viewer's own error texts (docs/product-rules.md), word for word. */
const PDF_VIEWER_MESSAGES = {
  loading: 'An error occurred while loading the PDF.',
  invalid: 'Invalid or corrupted PDF file.',
  missing: 'Missing PDF file.',
} as const;

/**
 * Which text a failure to open a PDF in the editor shows, from the error's name: pdf.js names a
 * file it cannot parse InvalidPDFException, and a picked file that has gone from the disk since
 * (or has no bytes at all) fails to read as NotFoundError / NotReadableError.
 */
export function viewerErrorMessage(name: string | undefined): string {
  switch (name) {
    case 'InvalidPDFException':
      return PDF_VIEWER_MESSAGES.invalid;
    case 'NotFoundError':
    case 'NotReadableError':
    case 'MissingPDFException':
      return PDF_VIEWER_MESSAGES.missing;
    default:
      return PDF_VIEWER_MESSAGES.loading;
  }
}
