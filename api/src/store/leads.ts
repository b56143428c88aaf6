import type { Locale } from '#core/i18n/locales';
import type { LeadSource } from '#core/leads';
import type { LeadDetails } from '#core/schemas/leads';
import {
  type LeadRating,
  NO_STAFF_NOTES,
  type StaffNoteStamps,
  type StaffNotes,
} from '#core/staff-notes';

/** A lead as the services see it (docs/privacy.md says what it holds and how it goes away). */
export interface LeadRecord extends LeadDetails {
  id: string;
  ownerId: string;
  flipbookId: string;
  source: LeadSource;
  /** The event a kiosk took it at (its kit's name) and the kiosk's device, when it named them. */
  event: string | null;
  device: string | null;
  /** The consent box's words the visitor ticked (null for leads stored before they were kept). */
  consent: string | null;
  /** The language the visitor read the form in: its consent's words and its mail are in it. */
  locale: Locale;
  /** When the visitor left it (a kiosk's clock, up to the server's time). */
  capturedAt: string;
  /** When the server stored it. */
  createdAt: string;
  /** The user whose session sent it from a kiosk; null for a shared link's or an embed's. */
  capturedBy: string | null;
  /** Captured while a member of the flipbook's team, and sent after they left or were removed. */
  sentAfterRemoval: boolean;
  /**
   * Set when the creator deleted it or the visitor asked to be forgotten: the record keeps its
   * id, so a late copy of the same lead is recognised, and nothing personal.
   */
  deletedAt: string | null;
  /** Who had it forgotten: the visitor ('Forget me'), or its creator, who deleted it. */
  forgottenBy: LeadForgetter | null;
  /** The sales team's notes (core/staff-notes.ts), and when each field was last edited. */
  staffNote: string | null;
  rating: LeadRating | null;
  tags: string[];
  staffStamps: StaffNoteStamps;
}

export type LeadForgetter = 'visitor' | 'owner';

/** The staff's fields of a lead no one has written notes on. */
export const noStaffNotes = (): Pick<
  LeadRecord,
  'staffNote' | 'rating' | 'tags' | 'staffStamps'
> => ({
  ...NO_STAFF_NOTES,
  tags: [],
  staffStamps: {},
});

/** What a visitor's repeat of a lead changes. */
export type LeadChanges = Pick<
  LeadRecord,
  | 'name'
  | 'company'
  | 'note'
  | 'event'
  | 'device'
  | 'consent'
  | 'locale'
  | 'capturedAt'
  | 'capturedBy'
  | 'sentAfterRemoval'
>;

/** Lead ids are matched in lower case. */
export interface LeadStore {
  /** Inserts a new lead; false when the id exists (whoever's). */
  create(record: LeadRecord): Promise<boolean>;
  /** Any lead by id, forgotten ones included. */
  get(id: string): Promise<LeadRecord | null>;
  /** The newest lead of a flipbook left with `email` (any case) that is not forgotten. */
  findByEmail(flipbookId: string, email: string): Promise<LeadRecord | null>;
  /** A visitor's repeat: new details and when it was left; false when the lead is forgotten. */
  update(id: string, changes: LeadChanges): Promise<boolean>;
  /**
   * Writes a live lead's staff notes if their stamps are still `expected` (nothing else wrote
   * them in between); false when another write came first or the lead is forgotten.
   */
  updateStaffNotes(
    id: string,
    notes: StaffNotes,
    stamps: StaffNoteStamps,
    expected: StaffNoteStamps,
  ): Promise<boolean>;
  /** The owner's leads that are not forgotten, newest first by when they were left. */
  listByOwner(ownerId: string): Promise<LeadRecord[]>;
  /**
   * The leads of a team library's flipbooks (deleted ones' too) that are not forgotten, newest
   * first by when they were left.
   */
  listByTeam(teamId: string): Promise<LeadRecord[]>;
  /** Leads of one flipbook that are not forgotten: all, or those left at one event. */
  countByFlipbook(flipbookId: string, event?: string): Promise<number>;
  /**
   * Clears the personal fields and the staff notes, and marks the lead forgotten; false when it
   * already was.
   */
  forget(id: string, deletedAt: string, by: LeadForgetter): Promise<boolean>;
  /** The owner's leads their visitors asked to forget, newest first by when they were forgotten. */
  listForgottenByOwner(ownerId: string): Promise<LeadRecord[]>;
  /** The same of a team library's flipbooks. */
  listForgottenByTeam(teamId: string): Promise<LeadRecord[]>;
  /** Removes every lead of an owner, forgotten ones too (account deletion). */
  purgeOwner(ownerId: string): Promise<void>;
  /**
   * Makes `to` the owner of `from`'s leads of these flipbooks, forgotten ones too (they follow
   * their flipbooks, `flipbooks.passOn`); returns the ids of every lead of them `to` now owns, so
   * that a retry after an interruption finds those passed before too.
   */
  passOn(flipbookIds: string[], from: string, to: string): Promise<string[]>;
}
