import { AnnotationEditorType } from 'pdfjs-dist';

/**
 * The toolbar's tools as pdf.js editor modes. Select is `STAMP` mode, where a click on the page
 * only unselects (pdf.js has no mode for selecting alone).
 */
export const TOOLS = {
  select: AnnotationEditorType.STAMP,
  text: AnnotationEditorType.FREETEXT,
  draw: AnnotationEditorType.INK,
} as const;

export type Tool = keyof typeof TOOLS;
