import crypto from 'node:crypto';
import type { LeadPayload, WebhookPayload } from '#core/schemas/webhooks';
import type { LeadRecord } from '../../store/leads';
import { leadDetailsItem } from '../leads/present';

/** A lead as a delivery carries it: as its creator's list shows it, and when it was stored. */
export const leadPayload = (lead: LeadRecord, flipbookTitle: string): LeadPayload => ({
  ...leadDetailsItem(lead, flipbookTitle),
  createdAt: lead.createdAt,
});

/** What 'Send test' sends: a made-up lead, shaped as a real one. */
export const sampleLead = (at: string): LeadPayload => ({
  id: crypto.randomUUID(),
  flipbookId: crypto.randomUUID(),
  flipbookTitle: 'Test brochure',
  email: 'visitor@example.com',
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  note: 'A test delivery from Flipfold',
  source: 'kiosk',
  event: 'Test event',
  device: 'Test device',
  capturedAt: at,
  locale: 'en',
  createdAt: at,
});

/** A forgotten lead: which it was and when, nothing it held. */
export const forgottenPayload = (lead: LeadRecord, at: string) => ({
  id: lead.id,
  flipbookId: lead.flipbookId,
  forgottenAt: lead.deletedAt ?? at,
});

/** The body of a delivery, the same on every try. */
export const deliveryBody = (payload: WebhookPayload) => JSON.stringify(payload);
