import { ERROR_CODES } from '#core/errors';
import { megabytes, megapixels } from '#core/limit-texts';
import { MEDIA_LIMITS, PIXEL_LIMITS } from '#core/limits';
import { MEDIA_URL_PATTERN, mediaNameOfUrl } from '#core/media-names';
import { type PanelSlots, slotsFromSides } from '#core/panel-layout';
import type { CreateFlipbookInput } from '#core/schemas/flipbooks';
import { badRequest, payloadTooLarge } from '../../http-errors';
import {
  type DecodedImage,
  decodeWhole,
  type ImageSize,
  readDataUrlImage,
  readImageSize,
} from '../../media/decode-image';
import type { Store } from '../../store/port';
import { ownTurn } from '../../turns';

export interface ResolvedImages {
  slots: PanelSlots<string>;
  thumbnail: string | null;
  /** The bytes of every image the flipbook will point at, sent now or re-used by URL. */
  bytes: Map<string, Buffer>;
}

/**
 * Whose media an image sent by URL may be: the caller's personal flipbooks', and those of the team
 * library the flipbook is in (its editors see them all); never any other account's, nor those of
 * a team the caller has left.
 */
export interface MediaReach {
  userId: string;
  teamId: string | null;
}

/**
 * One flipbook's images as they are checked: each one's bytes by name, and those sent as data
 * (not re-used by URL), decoded whole only once all of them are known.
 */
class ImageCheck {
  readonly bytes = new Map<string, Buffer>();
  private readonly sent: DecodedImage[] = [];
  private total = 0;

  constructor(
    private readonly store: Store,
    private readonly reach: MediaReach,
  ) {}

  /** The media name of an image sent as a data URL, or of one within reach, named by URL. */
  async resolve(source: string): Promise<string> {
    const name = MEDIA_URL_PATTERN.test(source) ? mediaNameOfUrl(source) : null;
    if (name) return this.reuse(name);
    // A few milliseconds of decoding each: other requests go between images.
    await ownTurn();
    const image = await readDataUrlImage(source);
    this.total += image.bytes.length;
    if (this.total > MEDIA_LIMITS.maxRequestBytes)
      throw payloadTooLarge(
        `A flipbook may carry at most ${megabytes(MEDIA_LIMITS.maxRequestBytes)} of images`,
      );
    if (!this.bytes.has(image.name)) this.sent.push(image);
    this.bytes.set(image.name, image.bytes);
    return image.name;
  }

  /** Decodes whole every image sent, once their pixels together are within the request's bound. */
  async decodeSent(): Promise<void> {
    // Every size from its header first: what a flipbook would cost to decode is known before
    // any of it is decoded.
    const sizes: ImageSize[] = [];
    for (const image of this.sent) sizes.push(await readImageSize(image));
    const pixels = sizes.reduce((sum, { width, height }) => sum + width * height, 0);
    if (pixels > PIXEL_LIMITS.maxRequestPixels)
      throw payloadTooLarge(
        `A flipbook's images may have at most ${megapixels(PIXEL_LIMITS.maxRequestPixels)} in all`,
      );
    for (const [i, image] of this.sent.entries())
      await decodeWhole(image, sizes[i] as ImageSize, this.reach.userId);
  }

  private async reuse(name: string): Promise<string> {
    if (this.bytes.has(name)) return name;
    const kept = (await this.canSee(name)) ? await this.store.media.get(name) : null;
    if (!kept) {
      throw badRequest(
        'An image refers to media that is not yours or no longer exists',
        ERROR_CODES.INVALID_IMAGE,
      );
    }
    this.bytes.set(name, kept);
    return name;
  }

  private async canSee(name: string): Promise<boolean> {
    const { userId, teamId } = this.reach;
    if (await this.store.flipbooks.ownerUsesMedia(userId, name)) return true;
    return teamId !== null && this.store.flipbooks.teamUsesMedia(teamId, name);
  }
}

/**
 * The media of flipbooks, kept in step with the rows that point at them. A write stores its
 * media before and again after its row; a collection puts back what a write started using while
 * it ran. Between them no flipbook is left pointing at a removed image, across processes too.
 */
export function createPanelMedia(store: Store) {
  return {
    /**
     * Checks every image before anything is stored: new bytes, or media within `reach`.
     * The cheap checks (encoding, sizes, types) come first for all, then each is decoded whole.
     */
    async resolve(
      reach: MediaReach,
      panels: CreateFlipbookInput['panels'],
      thumbnail: string | undefined,
    ): Promise<ResolvedImages> {
      const check = new ImageCheck(store, reach);
      const front: string[] = [];
      for (const s of panels.front) front.push(await check.resolve(s));
      const back: string[] = [];
      for (const s of panels.back) back.push(await check.resolve(s));
      const thumb = thumbnail ? await check.resolve(thumbnail) : null;
      await check.decodeSent();
      const slots = slotsFromSides(front, back);
      // Every image was checked; only those the flipbook points at are kept.
      const used = new Set([...Object.values(slots), thumb]);
      const { bytes } = check;
      for (const name of bytes.keys()) if (!used.has(name)) bytes.delete(name);
      return { slots, thumbnail: thumb, bytes };
    },

    /**
     * Stores the images (a no-op for those present). Called before the row, so a row never comes
     * first, and after it, as a collection may have removed a shared image in between.
     */
    async keep(images: ResolvedImages): Promise<void> {
      for (const [name, bytes] of images.bytes) await store.media.put(name, bytes);
    },

    /** Removes the media among `candidates` that no live flipbook uses; returns how many went. */
    async collect(candidates: Iterable<string>): Promise<number> {
      const unique = [...new Set(candidates)];
      const used = await store.flipbooks.mediaInUse(unique);
      const removed = new Map<string, Buffer>();
      for (const name of unique) {
        if (used.has(name)) continue;
        const bytes = await store.media.get(name);
        if (!bytes) continue;
        await store.media.delete(name);
        await store.variants.delete(name);
        removed.set(name, bytes);
      }
      if (removed.size === 0) return 0;
      // A write whose row landed after the check above may have re-stored its images before the
      // delete: it cannot see the loss, so the collection puts them back.
      const putBack = await store.flipbooks.mediaInUse([...removed.keys()]);
      for (const name of putBack) {
        const bytes = removed.get(name);
        if (bytes) await store.media.put(name, bytes);
      }
      return removed.size - putBack.size;
    },

    /** Removes the phone copies among `names` whose original no live flipbook uses. */
    async collectCopies(names: string[]): Promise<void> {
      const used = await store.flipbooks.mediaInUse(names);
      for (const name of names) if (!used.has(name)) await store.variants.delete(name);
    },
  };
}
