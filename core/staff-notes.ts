import type { Stamp } from './edit-stamps';

/**
 * Staff notes: what the sales team adds to a lead after talking to the visitor (a note, a rating
 * and tags), never shown to the visitor. Each of the three is a field of its own, edited on any
 * of the account's devices, online or not, and merged as the flipbook's fields are: the edit
 * stamped later wins that field, so a note written at the kiosk and a rating set on a laptop both
 * survive (docs/product-rules.md, "Staff notes").
 */

export const LEAD_RATINGS = ['hot', 'warm', 'cold'] as const;
export type LeadRating = (typeof LEAD_RATINGS)[number];

/** The CSV's words for a rating, English as its columns are (the page's are in the catalogues). */
const RATING_LABELS: Record<LeadRating, string> = { hot: 'Hot', warm: 'Warm', cold: 'Cold' };

export const STAFF_NOTE_FIELDS = ['staffNote', 'rating', 'tags'] as const;
export type StaffNoteField = (typeof STAFF_NOTE_FIELDS)[number];

export const STAFF_NOTE_LIMITS = {
  noteMaxChars: 1000,
  tagMaxChars: 30,
  maxTags: 10,
} as const;

export interface StaffNotes {
  staffNote: string | null;
  rating: LeadRating | null;
  tags: string[];
}

export const NO_STAFF_NOTES: StaffNotes = { staffNote: null, rating: null, tags: [] };

/** When each field was last edited; a field never edited has none. */
export type StaffNoteStamps = Partial<Record<StaffNoteField, Stamp>>;

/** An edit of some of the fields, each with its stamp. */
export type StaffNoteEdits = {
  [F in StaffNoteField]?: { value: StaffNotes[F]; stamp: Stamp };
};

/**
 * Tags as a lead keeps them: trimmed, blanks dropped, one of each whatever its case (the first
 * spelling kept), in the order given.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** Tags typed as one line, separated by commas ('booth, follow up'). */
export const tagsFromText = (text: string): string[] => normalizeTags(text.split(','));

/**
 * Applies an edit to the notes a lead holds: each field takes the edit's value when its stamp is
 * later than the field's, and keeps its own otherwise (`kept` names those). The same edits give
 * the same notes in whatever order they arrive, and an edit sent twice changes nothing the second
 * time.
 */
export function mergeStaffNotes(
  current: { notes: StaffNotes; stamps: StaffNoteStamps },
  edits: StaffNoteEdits,
): { notes: StaffNotes; stamps: StaffNoteStamps; kept: StaffNoteField[] } {
  const notes: StaffNotes = { ...current.notes };
  const stamps: StaffNoteStamps = { ...current.stamps };
  const kept: StaffNoteField[] = [];
  for (const field of STAFF_NOTE_FIELDS) {
    const edit = edits[field];
    if (!edit) continue;
    const held = stamps[field];
    if (held !== undefined && held >= edit.stamp) {
      if (held !== edit.stamp) kept.push(field);
      continue;
    }
    Object.assign(notes, { [field]: edit.value });
    stamps[field] = edit.stamp;
  }
  return { notes, stamps, kept };
}

/** The notes as one line of text each, for the CSV. */
export const ratingLabel = (rating: LeadRating | null): string =>
  rating ? RATING_LABELS[rating] : '';
