import { readFilePack } from '#core/file-pack';
import { CMAP_PACK_FILE } from '#core/pdf-assets';

type Kind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl';

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Each folder's pack, fetched once by this thread (a worker reads many files in its life). */
const packs = new Map<string, Promise<ReadonlyMap<string, Uint8Array>>>();

function packIn(folder: string): Promise<ReadonlyMap<string, Uint8Array>> {
  let pack = packs.get(folder);
  if (!pack) {
    pack = download(`${folder}${CMAP_PACK_FILE}`).then(readFilePack);
    packs.set(folder, pack);
    // A failed download (offline before the PDF assets were cached) is tried again next time.
    pack.catch(() => packs.delete(folder));
  }
  return pack;
}

/**
 * The files pdf.js's parser asks for (its `BinaryDataFactory`): fonts and WebAssembly by URL, as
 * pdf.js fetches them, and each CMap out of the one pack the build makes of them
 * (core/file-pack.ts).
 */
export class PdfBinaryData {
  private readonly folders: Record<Kind, string | null>;

  constructor(folders: Partial<Record<Kind, string | null>>) {
    this.folders = {
      cMapUrl: folders.cMapUrl ?? null,
      standardFontDataUrl: folders.standardFontDataUrl ?? null,
      wasmUrl: folders.wasmUrl ?? null,
    };
  }

  async fetch({ kind, filename }: { kind: Kind; filename: string }): Promise<Uint8Array> {
    const folder = this.folders[kind];
    if (folder === null) throw new Error(`pdf.js was given no ${kind}`);
    if (kind !== 'cMapUrl') return download(`${folder}${filename}`);
    const name = filename.replace(/\.bcmap$/, '');
    const cmap = (await packIn(folder)).get(name);
    if (!cmap) throw new Error(`The CMap pack has no ${name}`);
    // A copy of the CMap alone: pdf.js clones what it is given, and a view would take the whole pack.
    return cmap.slice();
  }
}
