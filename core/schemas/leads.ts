import { z } from 'zod';
import { unseenProblem } from '../human-text';
import { LEAD_LIMITS, LEAD_SOURCES, LEAD_TEXTS } from '../leads';
import { emailAddress } from './auth';
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
/** A visitor's name, as the creator will read it: one line, nothing unseen (core/human-text.ts). */
const visitorName = optionalText('Name', LEAD_LIMITS.nameMaxChars).refine(
  (name) => name === null || unseenProblem('A name', name) === null,
  { error: 'A name cannot contain invisible characters, line breaks or control characters' },
);

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

/**
 * `POST /api/flipbooks/{id}/leads`: the id is made where the lead was left, so a send repeated
 * after a lost reply is the same lead. A kiosk says when the visitor left it (it may reach the
 * server days later); the public form does not.
 */
export const leadInput = leadFields.extend({
  id: leadId,
  source: z.enum(LEAD_SOURCES, { error: 'source must be kiosk, link or embed' }),
  capturedAt: z.iso.datetime({ error: 'capturedAt must be an ISO date and time' }).optional(),
});
export type LeadInput = z.output<typeof leadInput>;

/** The query of the creator's list and export. */
export const leadFilterQuery = z.object({
  flipbookId: flipbookIdParam.optional(),
  from: z.iso.datetime({ error: 'from must be an ISO date and time' }).optional(),
  to: z.iso.datetime({ error: 'to must be an ISO date and time' }).optional(),
});

/** 'Forget me': the lead and the token its mail carried. */
export const forgetLeadInput = z.object({
  id: leadId,
  token: z.string().min(1, 'token is required').max(200),
});

export const leadIdParam = leadId;

/** A lead as its creator sees it under Leads. */
export const leadItem = z.object({
  id: z.string(),
  flipbookId: z.string(),
  flipbookTitle: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  capturedAt: z.string(),
  /** Why no mail of the brochure reached the visitor, when one did not: a daily limit. */
  notMailed: z.literal('daily-limit').nullable(),
});
export type LeadItem = z.infer<typeof leadItem>;

/** What the public form needs to word its consent box. */
const leadFormReply = z.object({ ownerName: z.string() });
export type LeadFormReply = z.infer<typeof leadFormReply>;
