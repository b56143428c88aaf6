import { describe, expect, it } from 'vitest';
import { convertPdf } from './convert-pdf';
import type { PdfHandle } from './pdf-engine';
import type { PanelJob, RenderedPanel } from './pdf-pages-protocol';

/**
 * A PDF handle whose workers only say which job they were given, in their lane: the panel's
 * picture, preview and content all carry the job's name (the content as its text).
 */
function recordingHandle(lanes: number, readsRtl = false) {
  const jobs: Array<PanelJob & { lane: number }> = [];
  const handle: PdfHandle = {
    lanes,
    inspect: async () => ({ numPages: 0, sizes: [], readsRtl }),
    async render(job, lane) {
      jobs.push({ ...job, lane });
      const name = `p${job.page}${job.strip ? `s${job.strip.index}` : ''}`;
      return {
        panel: new Blob([name]),
        preview: { name } as unknown as ImageBitmap,
        thumbnail: job.thumbnailWidth ? new Blob([`thumb ${name}`]) : null,
        content: { text: name, links: [] },
      } satisfies RenderedPanel;
    },
  };
  return { handle, jobs };
}

const names = (blobs: Blob[]) => Promise.all(blobs.map((b) => b.text()));

describe('convertPdf', () => {
  it('shares six pages between two workers in runs of three, releasing each page after its job', async () => {
    const { handle, jobs } = recordingHandle(2);
    const result = await convertPdf(handle, 6, { splitTriFold: false });
    expect(jobs.map((j) => [j.page, j.lane, j.width, j.strip, j.lastOnPage])).toEqual([
      [0, 0, 900, null, true],
      [1, 0, 900, null, true],
      [2, 0, 900, null, true],
      [3, 1, 900, null, true],
      [4, 1, 900, null, true],
      [5, 1, 900, null, true],
    ]);
    expect(await names(result.front)).toEqual(['p0', 'p1', 'p2']);
    expect(await names(result.back)).toEqual(['p3', 'p4', 'p5']);
    // Pages: the cover, and so the thumbnail, is page 1.
    expect(result.layout).toBe('pages');
    expect(await result.thumbnail.text()).toBe('thumb p0');
  });

  it('gives each worker one tri-fold page and keeps a page until its last strip is drawn', async () => {
    const { handle, jobs } = recordingHandle(2);
    const result = await convertPdf(handle, 2, { splitTriFold: true });
    expect(jobs.map((j) => [j.page, j.strip?.index, j.lane, j.width, j.lastOnPage])).toEqual([
      [0, 0, 0, 2400, false],
      [0, 1, 0, 2400, false],
      [0, 2, 0, 2400, true],
      [1, 0, 1, 2400, false],
      [1, 1, 1, 2400, false],
      [1, 2, 1, 2400, true],
    ]);
    expect(await names(result.front)).toEqual(['p0s0', 'p0s1', 'p0s2']);
    expect(await names(result.back)).toEqual(['p1s0', 'p1s1', 'p1s2']);
    // A tri-fold's cover, and so its thumbnail, is the right third of the outside sheet.
    expect(result.layout).toBe('trifold');
    expect(await result.thumbnail.text()).toBe('thumb p0s2');
  });

  it('says a PDF made to read right to left does, and draws the thumbnail of its cover', async () => {
    const trifold = recordingHandle(2, true);
    const sheets = await convertPdf(trifold.handle, 2, { splitTriFold: true });
    expect(sheets.readsRtl).toBe(true);
    // Printed right to left, a tri-fold's cover is the left third of the outside sheet.
    expect(await sheets.thumbnail.text()).toBe('thumb p0s0');
    const pages = await convertPdf(recordingHandle(1, true).handle, 4, { splitTriFold: false });
    expect(pages.readsRtl).toBe(true);
    expect(await pages.thumbnail.text()).toBe('thumb p0');
    expect((await convertPdf(recordingHandle(1).handle, 1, { splitTriFold: false })).readsRtl).toBe(
      false,
    );
  });

  it('splits a one-page tri-fold between the workers, each releasing the page when done', async () => {
    const { handle, jobs } = recordingHandle(2);
    await convertPdf(handle, 1, { splitTriFold: true });
    expect(jobs.map((j) => [j.strip?.index, j.lane, j.lastOnPage])).toEqual([
      [0, 0, false],
      [1, 0, true],
      [2, 1, true],
    ]);
  });

  it('gives each panel its own text and links, in the order of the panels', async () => {
    const { handle } = recordingHandle(2);
    const result = await convertPdf(handle, 2, { splitTriFold: true });
    expect(result.content.front.map((c) => c.text)).toEqual(await names(result.front));
    expect(result.content.back.map((c) => c.text)).toEqual(await names(result.back));
    expect(result.content.back.map((c) => c.text)).toEqual(['p1s0', 'p1s1', 'p1s2']);
  });

  it('keeps content aligned when the workers finish out of order', async () => {
    const { handle } = recordingHandle(2);
    const render = handle.render;
    // Later panels answer first: the content must still follow the panels' order, not the replies'.
    handle.render = async (job, lane) => {
      await new Promise((resolve) => setTimeout(resolve, (5 - job.page) * 2));
      return render(job, lane);
    };
    const result = await convertPdf(handle, 5, { splitTriFold: false });
    expect(result.content.front.map((c) => c.text)).toEqual(['p0', 'p1', 'p2']);
    expect(result.content.back.map((c) => c.text)).toEqual(['p3', 'p4']);
    expect(await names(result.front)).toEqual(['p0', 'p1', 'p2']);
  });

  it('asks for one thumbnail, of the only front panel of a one-page file, and counts progress per panel', async () => {
    const { handle, jobs } = recordingHandle(1);
    const progress: string[] = [];
    const result = await convertPdf(handle, 1, { splitTriFold: false }, (done, total) =>
      progress.push(`${done}/${total}`),
    );
    expect(jobs.filter((j) => j.thumbnailWidth === 480)).toHaveLength(1);
    expect(await result.thumbnail.text()).toBe('thumb p0');
    expect(progress).toEqual(['1/1']);
  });
});
