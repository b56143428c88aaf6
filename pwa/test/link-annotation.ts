import { type PDFPage, PDFString } from 'pdf-lib';

/**
 * Puts a link to `url` over a rectangle of `page` (PDF units, from the bottom left, before any
 * rotation or crop box), as authoring tools write it: a borderless Link annotation with a URI
 * action. pdf-lib has no helper for one.
 */
export function addLinkAnnotation(
  page: PDFPage,
  url: string,
  rect: { x: number; y: number; width: number; height: number },
): void {
  const { context } = page.doc;
  const annotation = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  page.node.addAnnot(context.register(annotation));
}
