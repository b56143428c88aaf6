/** The messages between the page and its PDF workers (see pdf-engine.ts and pdf-pages.worker.ts). */
import type { PanelContent } from '#core/panel-content';

/** One panel to make: a whole page, or one of the equal vertical strips it is cut into. */
export interface PanelJob {
  /** 0-based. */
  page: number;
  /** The whole page's width in pixels, before any cut. */
  width: number;
  strip: { index: number; of: number } | null;
  type: string;
  quality: number;
  /** Also make a copy this many pixels tall, for the upload zone's small previews. */
  previewHeight: number;
  /** Also make a copy this wide, for the library grid (one panel of a flipbook asks for it). */
  thumbnailWidth: number | null;
  /** No later job of this worker draws this page: its resources can go. */
  lastOnPage: boolean;
}

export type PagesRequest =
  | { type: 'open'; doc: number; file: Blob }
  | { type: 'inspect'; doc: number; id: number; pages: number }
  | { type: 'render'; doc: number; id: number; job: PanelJob }
  | { type: 'close'; doc: number };

export interface PageSize {
  width: number;
  height: number;
}

export interface RenderedPanel {
  panel: Blob;
  /** Shown as it is: encoding it and decoding it again would only cost time. */
  preview: ImageBitmap;
  thumbnail: Blob | null;
  /** The text and links of the part of the page the panel shows. */
  content: PanelContent;
}

export type PagesReply =
  | { id: number; ok: true; numPages: number; sizes: PageSize[]; readsRtl: boolean }
  | ({ id: number; ok: true } & RenderedPanel)
  | { id: number; ok: false; error: string };
