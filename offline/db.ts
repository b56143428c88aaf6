import Dexie, { type EntityTable } from 'dexie';
import { type FlipbookLayout, layoutOfPanelShape } from '#core/brochure';
import type { Stamp } from '#core/edit-stamps';
import type { KitField } from '#core/event-kit-fields';
import type { FlipbookField } from '#core/flipbook-fields';
import type { Locale } from '#core/i18n/locales';
import { imageSizeOf } from '#core/image-size';
import type { FlipbookContent } from '#core/panel-content';
import { PANEL_SLOTS, type PanelSlots } from '#core/panel-layout';
import type { PanelOrder } from '#core/panel-order';
import type { ChangedBy, OfflineViewSource } from '#core/schemas/flipbooks';
import type { LeadDetails } from '#core/schemas/leads';
import type { ReadingReport } from '#core/schemas/reading';
import type { StaffNoteEdits } from '#core/staff-notes';
import type { TeamRole } from '#core/team-roles';
import type { MediaFile } from './media';

/** Where one field of a flipbook stands between this device and the server (sync/fields.ts). */
export interface LocalField {
  /** When the value held here was edited (core/edit-stamps.ts). */
  stamp: Stamp;
  /**
   * Set while an edit made here waits for the server: the stamp of the value it was made on (null
   * when none was known, as for a flipbook made here).
   */
  base?: Stamp | null;
  /** Edited here and acknowledged: should an edit that never saw it replace it, the user hears. */
  own?: boolean;
}

export type LocalFields<F extends string = FlipbookField> = Partial<Record<F, LocalField>>;

/** A flipbook of a local library; panels are media names (`<sha256>.<ext>`). */
export interface LocalFlipbook {
  id: string;
  /**
   * The key of its library (core/library-key.ts): the person's id for their own, their id and the
   * team's for their copy of a team's. Only that person reads it (pwa/src/data/owned.ts).
   */
  ownerId: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  /** Views as last known from the server plus views counted here. */
  views: number;
  slots: PanelSlots<string>;
  /** How its panels were made (core/brochure.ts), which decides its cover; it changes with them. */
  layout: FlipbookLayout;
  /** Which panel (in the order they were made) each slot shows; absent: the slots' own order. */
  order?: PanelOrder;
  thumbnail: string | null;
  /**
   * The text and links of its panels by image name; absent on flipbooks stored before content
   * existed, whose edits then send none and the server keeps what it has.
   */
  content?: FlipbookContent;
  /** True once the server has acknowledged the create, so edits can refer to /media/ URLs. */
  onServer: boolean;
  /** Panels made here since (a re-annotated PDF) that the server may not have: sent as bytes. */
  unsentMedia?: string[];
  /**
   * When (this device's clock) the server last acknowledged a change of it: a server list read
   * before then may not list it yet, and merging it must not take it for deleted elsewhere.
   */
  syncedAt?: number;
  /** Each field's version; absent on flipbooks stored before fields had versions. */
  fields?: LocalFields;
  /** 'Ask readers for their e-mail'; absent on flipbooks stored before the switch existed. */
  leadForm?: boolean;
  /** 'Reads right to left'; absent on flipbooks stored before the switch existed: false. */
  readsRtl?: boolean;
  /**
   * Who made each field's value, as the server last said (docs/teams.md, "Who changed it");
   * absent when it said nothing.
   */
  changedBy?: ChangedBy;
}

export type OutboxKind =
  | 'create'
  | 'update'
  | 'delete'
  | 'views'
  | 'reading'
  | 'lead'
  | 'staff-notes'
  | 'kit-create'
  | 'kit-update'
  | 'kit-delete';

/** A change waiting for the server; written in the same transaction as the change itself. */
export interface OutboxEntry {
  seq?: number;
  /**
   * The library key of what it changes (its flipbook's or kit's); a lead's and its staff notes'
   * entries carry the person's id, as those are theirs. The drain sends every entry of the
   * signed-in person's libraries with their session (sync/libraries.ts).
   */
  ownerId: string;
  /** The flipbook it is about; for the `kit-` kinds the kit's id (its entries wait as a flipbook's). */
  flipbookId: string;
  kind: OutboxKind;
  /**
   * For 'views': how many were presented offline, the idempotency key, and where they came from
   * (an event kiosk's visitors); sent as they are as the call's body.
   */
  views?: { count: number; key: string; source?: OfflineViewSource };
  /**
   * For 'reading': what a reading session on this device did (the library's viewer, an event
   * kiosk), with the key that makes a replay count once; sent as it is as the call's body.
   */
  reading?: ReadingReport & { key: string };
  /**
   * For 'lead': the lead kept in `leads` until the server has it. For 'staff-notes': the lead whose
   * notes edited here (in `staffNotes`) are sent.
   */
  leadId?: string;
  status: 'pending' | 'failed';
  attempts: number;
  /**
   * Epoch ms of the first send. From then on the server may have applied it even without a reply:
   * later changes go into entries of their own instead of riding on this one.
   */
  sentAt?: number;
  /** Epoch ms before which the drain leaves this entry alone (backoff). */
  notBefore: number;
  /** The wait was the server's Retry-After, which a returning network does not cut short. */
  serverAskedToWait?: boolean;
  /**
   * The last send reached a server that answered the health check, yet its reply never came (a
   * cut connection, a timeout): the backoff holds whatever the network seems to do.
   */
  replyLost?: boolean;
  /** The server's error for a failed entry, shown with Retry and Discard. */
  error?: string;
  createdAt: number;
}

/**
 * A flipbook deleted on this device. The server's list may still show it (a list fetched before
 * the delete went out): merging never brings it back. Dropped once the server no longer lists it.
 */
interface DeletedFlipbook {
  id: string;
  ownerId: string;
  deletedAt: number;
}

/**
 * An annotated PDF, kept with the flipbook made from it so its marks can be edited later. It
 * stays on this device: only panels sync.
 */
export interface KeptPdf {
  flipbookId: string;
  ownerId: string;
  name: string;
  pdf: Blob;
}

/**
 * An event kit: a named list of the account's flipbooks to present at a booth, synced to the
 * account's other devices field by field (sync/kits.ts). What is ready offline is this device's
 * own: nothing of that travels.
 */
export interface EventKit {
  id: string;
  ownerId: string;
  name: string;
  /**
   * Its flipbooks in the order they are presented, with the title last seen, so that a flipbook
   * deleted meanwhile can still be named when it leaves the kit.
   */
  flipbooks: Array<{ id: string; title: string }>;
  /** Seconds without a touch, pointer or key before the kiosk's attract loop starts. */
  idleSeconds: number;
  /**
   * The language its kiosk starts in, and goes back to for each visitor; absent on kits kept
   * before kits had a language, which are English (`kitLanguage`).
   */
  language?: Locale;
  /** Titles of flipbooks that left the kit because they were deleted, until the note is dismissed. */
  dropped: string[];
  createdAt: string;
  updatedAt: string;
  /** Each field's version; absent on kits made before kits synced, sent as creates at the next sync. */
  fields?: LocalFields<KitField>;
  /** True once the server has acknowledged the create. */
  onServer?: boolean;
  /** When (this device's clock) the server last acknowledged a change of it, as for a flipbook. */
  syncedAt?: number;
}

/**
 * A visitor's address left at a kiosk, kept on this device with an id made here until the server
 * has it (then it goes from the device); its outbox entry sends it.
 */
export interface LocalLead extends LeadDetails {
  id: string;
  /** The creator whose kiosk took it, who sends it with their session. */
  ownerId: string;
  flipbookId: string;
  /** The flipbook's title when the lead was left, shown even if the flipbook goes meanwhile. */
  flipbookTitle: string;
  /** When the visitor left it (ISO). */
  capturedAt: string;
  /** The kit's name and this device's, for the leads of a kiosk that marks them (none before). */
  event?: string | null;
  device?: string | null;
  /** The language the visitor read the form in (none on leads kept before: English). */
  locale?: Locale;
}

/**
 * The staff's edits of a lead's notes (core/staff-notes.ts) made on this device, each field with
 * its stamp, until the server has taken them or a later edit; its outbox entry sends them.
 */
export interface LocalStaffNotes {
  leadId: string;
  ownerId: string;
  flipbookId: string;
  /** Whose lead and for which flipbook, as the sync status names an edit it could not send. */
  email: string;
  flipbookTitle: string;
  edits: StaffNoteEdits;
}

/**
 * A team library the signed-in person has on this device (docs/teams.md, "Devices"): one per team
 * they belong to, as the server last listed their teams (their own library needs no row). Its
 * `key` (core/library-key.ts) is what the flipbooks, kits, outbox entries and kept PDFs of that
 * library carry as `ownerId`.
 */
export interface LocalLibrary {
  key: string;
  userId: string;
  /** Null for the person's own library. */
  teamId: string | null;
  /** The team's name ('Nordlys Outdoor'); the person's own library is shown as 'My flipbooks'. */
  name: string;
  /** The person's role in the team; null for their own library. */
  role: TeamRole | null;
}

/**
 * The signed-in account as the sync engine sees it. The service worker cannot read localStorage,
 * so the page mirrors the session here on every sign-in and sign-out.
 */
interface StoredSession {
  key: 'current';
  userId: string;
  token: string;
  /** The server refused this token (401): nothing is sent until the next sign-in. */
  paused: boolean;
}

/**
 * A sign-out made on this device that the server has not heard yet (made offline): the session's
 * token, sent as a bearer header to end that session, ahead of any other request.
 */
interface PendingSignOut {
  token: string;
  queuedAt: number;
}

export type FlipfoldDb = Dexie & {
  flipbooks: EntityTable<LocalFlipbook, 'id'>;
  media: EntityTable<MediaFile, 'name'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  session: EntityTable<StoredSession, 'key'>;
  deleted: EntityTable<DeletedFlipbook, 'id'>;
  pdfs: EntityTable<KeptPdf, 'flipbookId'>;
  kits: EntityTable<EventKit, 'id'>;
  /** Kits deleted here, as `deleted` for flipbooks: the server's list never brings them back. */
  deletedKits: EntityTable<DeletedFlipbook, 'id'>;
  signOuts: EntityTable<PendingSignOut, 'token'>;
  leads: EntityTable<LocalLead, 'id'>;
  staffNotes: EntityTable<LocalStaffNotes, 'leadId'>;
  libraries: EntityTable<LocalLibrary, 'key'>;
};

const DB_NAME = 'flipfold';

export function openDb(name = DB_NAME): FlipfoldDb {
  const db = new Dexie(name) as FlipfoldDb;
  db.version(1).stores({
    flipbooks: 'id, ownerId, [ownerId+createdAt]',
    media: 'name',
    outbox: '++seq, ownerId, flipbookId, [ownerId+status]',
  });
  db.version(2).stores({ session: 'key' });
  db.version(3).stores({ deleted: 'id, ownerId' });
  db.version(4).stores({ pdfs: 'flipbookId, ownerId' });
  db.version(5).stores({ signOuts: 'token' });
  db.version(6).stores({ leads: 'id, ownerId' });
  db.version(7).stores({ kits: 'id, ownerId' });
  db.version(8)
    .stores({})
    .upgrade(async (tx) => {
      // Flipbooks stored before their layout was recorded: told by their first panel's shape.
      const flipbooks = tx.table<LocalFlipbook, string>('flipbooks');
      const media = tx.table<MediaFile, string>('media');
      for (const flipbook of await flipbooks.toArray()) {
        if (flipbook.layout) continue;
        const first = PANEL_SLOTS.map((slot) => flipbook.slots[slot]).find((name) => !!name);
        const file = first ? await media.get(first) : undefined;
        const size = file ? imageSizeOf(new Uint8Array(file.bytes)) : null;
        const layout = size ? layoutOfPanelShape(size.width, size.height) : 'pages';
        await flipbooks.update(flipbook.id, { layout });
      }
    });
  db.version(9).stores({ staffNotes: 'leadId, ownerId' });
  db.version(10).stores({ deletedKits: 'id, ownerId' });
  db.version(11).stores({ libraries: 'key, userId' });
  // Dexie's own versionchange handler closes this connection (and reopens on next use), so an
  // older tab or the service worker never blocks the upgrade of a newer version of the app.
  return db;
}

/** The app's one database; tests open their own with openDb(). */
export const db = openDb();
