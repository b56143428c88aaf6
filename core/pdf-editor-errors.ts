/** Why the editor could not open a PDF, by code: the page words it (the library catalogue). */
export type ViewerError = 'invalid' | 'missing' | 'loading';

/**
 * Which failure to open a PDF in the editor it was, from the error's name: pdf.js names a file it
 * cannot parse InvalidPDFException, and a picked file that has gone from the disk since (or has no
 * bytes at all) fails to read as NotFoundError / NotReadableError.
 */
export function viewerError(name: string | undefined): ViewerError {
  switch (name) {
    case 'InvalidPDFException':
      return 'invalid';
    case 'NotFoundError':
    case 'NotReadableError':
    case 'MissingPDFException':
      return 'missing';
    default:
      return 'loading';
  }
}
