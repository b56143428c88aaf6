import { sniffStampImage, stampSize } from '#core/stamp-images';

/** An image ready for pdf.js, or why not: not an image the editor takes, or one it could not read. */
export type PreparedStamp =
  | { ok: true; file: File }
  | { ok: false; problem: 'refused' | 'unreadable' };

/** Parses the text as XML: only a well-formed document whose root is <svg> is taken. */
function isSvgDocument(text: string): boolean {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  return (
    doc.getElementsByTagName('parsererror').length === 0 &&
    doc.documentElement.localName === 'svg' &&
    doc.documentElement.namespaceURI === 'http://www.w3.org/2000/svg'
  );
}

/** An SVG drawn through an <img>: the browser runs no script of an image. */
async function svgImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([file], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Checks a picked, pasted or dropped image by its bytes (never its name or stated type), and gives
 * pdf.js a PNG of it no larger than STAMP_MAX_SIDE: SVGs are rasterised here, so pdf.js never
 * holds the SVG itself, and a huge photo does not make a huge PDF.
 */
export async function prepareStamp(file: File): Promise<PreparedStamp> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffStampImage(bytes);
  if (!type || (type === 'svg+xml' && !isSvgDocument(new TextDecoder().decode(bytes))))
    return { ok: false, problem: 'refused' };
  let source: HTMLImageElement | ImageBitmap;
  try {
    source =
      type === 'svg+xml'
        ? await svgImage(file)
        : await createImageBitmap(new Blob([bytes], { type: `image/${type}` }));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  // An SVG without width and height has no size of its own: drawn at 512 px on its long side.
  const size = stampSize(source.width || 512, source.height || 512);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  if (source instanceof ImageBitmap) source.close();
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) return { ok: false, problem: 'unreadable' };
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.png`;
  return { ok: true, file: new File([png], name, { type: 'image/png' }) };
}
