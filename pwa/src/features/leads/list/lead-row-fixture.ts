import type { LeadRow } from './lead-rows';

/** A row of the Leads table for the tests: a kiosk's lead at Spring Fair, changed by `over`. */
export const leadRow = (over: Partial<LeadRow> = {}): LeadRow => ({
  id: 'l1',
  flipbookId: 'b1',
  flipbookTitle: 'Harbour tours',
  email: 'ann@example.com',
  name: null,
  company: null,
  note: null,
  source: 'kiosk',
  event: 'Spring Fair',
  device: null,
  capturedAt: '2026-03-02T10:00:00.000Z',
  locale: 'en',
  notMailed: null,
  staffNote: null,
  rating: null,
  tags: [],
  staffStamps: {},
  capturedBy: null,
  sentAfterRemoval: false,
  waiting: null,
  ...over,
});
