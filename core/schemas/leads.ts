import { z } from 'zod';
import { STAMP_PATTERN } from '../edit-stamps';
import { KIT_LIMITS } from '../event-kit';
import { unseenProblem } from '../human-text';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { LEAD_LIMITS, LEAD_SOURCES, LEAD_TEXTS } from '../leads';
import { LEAD_RATINGS, normalizeTags, STAFF_NOTE_FIELDS, STAFF_NOTE_LIMITS } from '../staff-notes';
import { emailAddress } from './auth';
import { flipbookIdField } from './flipbook-id';
import { flipbookIdParam } from './flipbooks';

/** Zod schemas of the lead calls (docs/product-rules.md, "Leads"). */

/** An optional text of the form: trimmed, and empty (or null) means none. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} may be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
/**
 * An optional text of one line with nothing unseen (core/human-text.ts), as the creator will read
 * it: a visitor's name, a kiosk's event and device. `subject` names it in the error ('A name').
 */
const oneLine = (label: string, max: number, subject = label) =>
  optionalText(label, max).refine(
    (text) => text === null || unseenProblem(subject, text) === null,
    { error: unseenProblem(subject, '\n') ?? '' },
  );
const visitorName = oneLine('Name', LEAD_LIMITS.nameMaxChars, 'A name');

/** What the visitor fills in: the form checks it with this schema, and so does the server. */
export const leadFields = z.object({
  email: emailAddress,
  name: visitorName,
  company: optionalText('Company', LEAD_LIMITS.companyMaxChars),
  note: optionalText('Note', LEAD_LIMITS.noteMaxChars),
  consent: z.literal(true, { error: LEAD_TEXTS.consentRefused }),
});
export type LeadFields = z.infer<typeof leadFields>;
/**
 * A lead's own fields as every side keeps them: the server's record, the device's waiting lead,
 * the creator's list and its rows. The consent box is not among them: a lead exists only with it.
 */
export type LeadDetails = Omit<LeadFields, 'consent'>;

const leadId = z.uuid({ error: 'id must be a UUID' }).transform((id) => id.toLowerCase());

/** The language the visitor read the form in (core/i18n/locales.ts); a lead without one is English's. */
const leadLocale = z
  .enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` })
  .default(DEFAULT_LOCALE);

/**
 * `POST /api/flipbooks/{id}/leads`: the id is made where the lead was left, so a send repeated
 * after a lost reply is the same lead. A kiosk says when the visitor left it (it may reach the
 * server days later), at which event and on which device; the public form does not. Either says
 * the language the visitor read the form in: their consent is stored and their mail sent in it.
 */
export const leadInput = leadFields.extend({
  id: leadId,
  source: z.enum(LEAD_SOURCES, { error: 'source must be kiosk, link or embed' }),
  capturedAt: z.iso.datetime({ error: 'capturedAt must be an ISO date and time' }).optional(),
  event: oneLine('Event', KIT_LIMITS.maxNameChars),
  device: oneLine('Device', LEAD_LIMITS.deviceMaxChars),
  locale: leadLocale,
});
export type LeadInput = z.output<typeof leadInput>;

/** The query of the creator's list and export. */
export const leadFilterQuery = z.object({
  flipbookId: flipbookIdParam.optional(),
  event: z.string().trim().min(1).max(KIT_LIMITS.maxNameChars).optional(),
  source: z.enum(LEAD_SOURCES, { error: 'source must be kiosk, link or embed' }).optional(),
  search: z.string().trim().min(1).max(LEAD_LIMITS.searchMaxChars).optional(),
  from: z.iso.datetime({ error: 'from must be an ISO date and time' }).optional(),
  to: z.iso.datetime({ error: 'to must be an ISO date and time' }).optional(),
});

/**
 * Whose leads the list and export show (docs/teams.md, "Leads"): a team's (`team`), narrowed to
 * what one member captured (`member`), or without `team` the caller's personal flipbooks'.
 */
export const leadScopeQuery = z
  .object({
    team: flipbookIdField('team').optional(),
    member: flipbookIdField('member').optional(),
  })
  .refine((scope) => scope.member === undefined || scope.team !== undefined, {
    error: 'member names a member of a team: send team too',
    path: ['member'],
  });
export type LeadScope = z.output<typeof leadScopeQuery>;

/** 'Forget me': the lead and the token its mail carried. */
export const forgetLeadInput = z.object({
  id: leadId,
  token: z.string().min(1, 'token is required').max(200),
});

export const leadIdParam = leadId;

const stamp = z.string().regex(STAMP_PATTERN, 'stamp must be an edit stamp');
const staffNote = optionalText('A staff note', STAFF_NOTE_LIMITS.noteMaxChars);
const rating = z.enum(LEAD_RATINGS, { error: 'rating must be hot, warm or cold' }).nullable();
const tags = z
  .array(oneLine('A tag', STAFF_NOTE_LIMITS.tagMaxChars), { error: 'tags must be a list' })
  .transform((list) => normalizeTags(list.filter((tag) => tag !== null)))
  .refine((list) => list.length <= STAFF_NOTE_LIMITS.maxTags, {
    error: `A lead may have at most ${STAFF_NOTE_LIMITS.maxTags} tags`,
  });
const edit = <T extends z.ZodType>(value: T) => z.object({ value, stamp }).strict();

/** `PUT /api/leads/{id}/notes`: some of the staff's fields, each with its edit's stamp. */
export const staffNotesInput = z
  .object({ staffNote: edit(staffNote), rating: edit(rating), tags: edit(tags) })
  .partial()
  .strict()
  .refine((edits) => STAFF_NOTE_FIELDS.some((field) => edits[field] !== undefined), {
    error: 'Nothing to change: send staffNote, rating or tags',
  });

/** The staff's fields of a lead and when each was last edited. */
const staffNotesItem = z.object({
  staffNote: z.string().nullable(),
  rating: z.enum(LEAD_RATINGS).nullable(),
  tags: z.array(z.string()),
  staffStamps: z.partialRecord(z.enum(STAFF_NOTE_FIELDS), z.string()),
});
export type StaffNotesItem = z.infer<typeof staffNotesItem>;

/** The reply to a staff notes edit: the lead's notes now, and the fields a later edit kept. */
export type StaffNotesReply = StaffNotesItem & { id: string; kept: string[] };

/** A lead as its creator sees it under Leads. */
export const leadItem = staffNotesItem.extend({
  id: z.string(),
  flipbookId: z.string(),
  flipbookTitle: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  /** The kiosk's event (its kit's name) and device, for a lead left at a kiosk that named them. */
  event: z.string().nullable(),
  device: z.string().nullable(),
  capturedAt: z.string(),
  /** The language the visitor read the form in, which their consent and mail are worded in. */
  locale: z.enum(LOCALES),
  /** Why no mail of the brochure reached the visitor, when one did not: a daily limit. */
  notMailed: z.literal('daily-limit').nullable(),
  /** The member whose kiosk sent it; null for a shared link's or an embed's. */
  capturedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** Captured while a member of the flipbook's team, and sent after they left or were removed. */
  sentAfterRemoval: z.boolean(),
});
export type LeadItem = z.infer<typeof leadItem>;

/**
 * A lead its visitor asked to forget, as the creator sees it: nothing personal, only what tells
 * it apart in an export made before ('Forgotten on {date}').
 */
const forgottenLead = leadItem
  .pick({ id: true, flipbookId: true, flipbookTitle: true, source: true, event: true })
  .extend({ capturedAt: z.string(), forgottenAt: z.string() });
export type ForgottenLead = z.infer<typeof forgottenLead>;

/** `GET /api/leads`: the leads the filter shows, and the forgotten ones it would have shown. */
export interface LeadList {
  items: LeadItem[];
  forgotten: ForgottenLead[];
}

/** What the public form needs to word its consent box. */
const leadFormReply = z.object({ ownerName: z.string() });
export type LeadFormReply = z.infer<typeof leadFormReply>;
