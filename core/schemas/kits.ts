import { z } from 'zod';
import { FLIPBOOKS_OVER_LIMIT, idleSecondsProblem, KIT_LIMITS, kitNameProblem } from '../event-kit';
import type { KitField } from '../event-kit-fields';
import type { ReplacedField } from '../field-registers';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { fieldEdit, fieldVersion, stamp } from './field-edits';
import { flipbookIdField } from './flipbook-id';

/** Zod schemas of the event kit calls (docs/api.md, "Event kits"). */

const kitId = flipbookIdField('id');

const name = z
  .string({ error: 'name must be text' })
  .trim()
  .refine((value) => kitNameProblem(value) === null, {
    error: (issue) => kitNameProblem(String(issue.input)) ?? 'name is not valid',
  });

/** The kit's flipbooks in the order presented: each once, at most KIT_LIMITS.maxFlipbooks. */
const flipbooks = z
  .array(flipbookIdField('flipbooks'), { error: 'flipbooks must be a list of flipbook ids' })
  .max(KIT_LIMITS.maxFlipbooks, FLIPBOOKS_OVER_LIMIT)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A flipbook is in a kit once' });

const idleSeconds = z
  .number({ error: 'idleSeconds must be a number' })
  .refine((value) => idleSecondsProblem(value) === null, {
    error: (issue) => idleSecondsProblem(Number(issue.input)) ?? 'idleSeconds is not valid',
  });

/** The language its kiosk starts in (core/i18n/locales.ts). */
const language = z.enum(LOCALES, { error: `Choose one of ${LOCALES.join(', ')}` });

export const createKitInput = z.object({
  /** Made on the device, so that a create sent again is the same kit. */
  id: kitId,
  name,
  flipbooks,
  idleSeconds,
  /** Devices from before kits had a language send none: English. */
  language: language.default(DEFAULT_LOCALE),
  /**
   * When the device made each field; without them, the server stamps the create itself (and the
   * language of a device from before kits had one).
   */
  stamps: z
    .object({ name: stamp, flipbooks: stamp, idleSeconds: stamp, language: stamp.optional() })
    .optional(),
  /** The team library it goes in (docs/teams.md); without one (or null), the creator's own. */
  teamId: flipbookIdField('teamId').nullish(),
});
export type CreateKitInput = z.infer<typeof createKitInput>;

/** The fields that changed, each with the version it was made on. */
export const updateKitInput = z.object({
  edits: z
    .object({
      name: fieldEdit(name).optional(),
      flipbooks: fieldEdit(flipbooks).optional(),
      idleSeconds: fieldEdit(idleSeconds).optional(),
      language: fieldEdit(language).optional(),
    })
    .refine((edits) => Object.values(edits).some((edit) => edit !== undefined), {
      error: 'An edit changes at least one field',
    }),
});
export type UpdateKitInput = z.infer<typeof updateKitInput>;

export const kitIdParam = kitId;

/** A kit as the account's devices get it (its list, the replies to its creates and edits). */
const kitReply = z.object({
  id: z.string(),
  name: z.string(),
  flipbooks: z.array(z.string()),
  idleSeconds: z.number(),
  language,
  createdAt: z.string(),
  updatedAt: z.string(),
  versions: z.object({
    name: fieldVersion,
    flipbooks: fieldVersion,
    idleSeconds: fieldVersion,
    language: fieldVersion,
  }),
  /** The team library it is in, null for a personal one; older replies have none. */
  teamId: z.string().nullable().optional(),
});
export type KitReply = z.infer<typeof kitReply>;

/** Whether a value is a kit as the server sends it (a list's item, a reply). */
export const isKitReply = (value: unknown): value is KitReply => kitReply.safeParse(value).success;

/** The reply to an edit: the kit as stored, the fields kept against it, those it replaced. */
export type KitUpdateReply = KitReply & { kept: KitField[]; replaced: ReplacedField<KitField>[] };
