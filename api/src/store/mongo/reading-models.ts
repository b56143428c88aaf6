import { type Connection, Schema } from 'mongoose';
import type { SessionState } from '#core/reading-counts';

export const DUPLICATE_KEY = 11000;
export const isDuplicate = (err: unknown) => (err as { code?: unknown }).code === DUPLICATE_KEY;

/** A flipbook's day: its counters as fields (`counts.<name>`), and its capped families' names. */
const daySchema = new Schema(
  {
    _id: { type: String, required: true },
    flipbookId: { type: String, required: true },
    ownerId: { type: String, required: true },
    day: { type: String, required: true },
    counts: { type: Schema.Types.Mixed, default: {} },
    /** The names each capped family has that day (`members.<name>: true`), and how many. */
    members: { type: Schema.Types.Mixed, default: {} },
    families: { type: Schema.Types.Mixed, default: {} },
  },
  { versionKey: false, minimize: false },
);
daySchema.index({ flipbookId: 1, day: 1 });
daySchema.index({ ownerId: 1, day: 1 });
daySchema.index({ day: 1 });

/** The salt of a day and the reader hashes seen that day; a TTL index drops them too. */
const saltSchema = new Schema(
  {
    _id: { type: String, required: true },
    salt: { type: String, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);
const hashSchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);
hashSchema.index({ day: 1 });
const keySchema = new Schema(
  { _id: { type: String, required: true }, flipbookId: { type: String, required: true } },
  { versionKey: false },
);
keySchema.index({ flipbookId: 1 });
/** What a session has counted while it lasts; `version` makes each change a compare-and-set. */
const sessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    state: { type: Schema.Types.Mixed, required: true },
    version: { type: Number, required: true },
    seenAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false, minimize: false },
);
sessionSchema.index({ seenAt: 1 });
/** What an address (hashed with the flipbook and the day's salt) has added to a day. */
const budgetSchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    sessions: { type: Number },
    readers: { type: Number },
    referred: { type: Number },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);
budgetSchema.index({ day: 1 });

export interface SessionDoc {
  _id: string;
  state: SessionState;
  version: number;
}

export interface DayDoc {
  _id: string;
  flipbookId: string;
  day: string;
  counts?: Record<string, number>;
}

/** Counter names hold dots and dollars (URLs, origins): a field name may hold neither. */
export const field = (name: string) =>
  name.replaceAll('%', '%25').replaceAll('.', '%2E').replaceAll('$', '%24');
export const unfield = (key: string) =>
  key.replaceAll('%24', '$').replaceAll('%2E', '.').replaceAll('%25', '%');

/** The moment `day` (UTC) ends. */
export const endOf = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/** An insert whose id is a claim: true once it took the id, false when the id was taken. */
export async function claim(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (err) {
    if (isDuplicate(err)) return false;
    throw err;
  }
}

/** The reading collections of one connection, and the flipbooks' whose liveness they ask. */
export function readingModels(connection: Connection) {
  return {
    connection,
    Days: connection.model<DayDoc>('ReadingDay', daySchema),
    Salts: connection.model('ReaderSalt', saltSchema),
    Hashes: connection.model('ReaderHash', hashSchema),
    Keys: connection.model('ReadingKey', keySchema),
    Sessions: connection.model<SessionDoc>('ReadingSession', sessionSchema),
    Budgets: connection.model('ReaderBudget', budgetSchema),
    flipbooks: () => connection.collection<{ _id: string; ownerId: string }>('flipbooks'),
  };
}

export type ReadingModels = ReturnType<typeof readingModels>;
