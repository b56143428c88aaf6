import { type Connection, Schema } from 'mongoose';
import { isDuplicateKey } from './team-models';

/** Start-up work done once per database, each marked done by a document of its name. */
const doneSchema = new Schema(
  { _id: { type: String, required: true }, doneAt: { type: String, required: true } },
  { versionKey: false },
);

/** An insert another process may have made first: theirs stands. */
export const unlessThere = async (write: Promise<unknown>) => {
  try {
    await write;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
};

/**
 * Runs `work` unless the database marks it done, then marks it. Two processes starting at once
 * may both run it: the work must leave the same result however often it runs before the mark.
 */
export async function onceForDatabase(
  connection: Connection,
  name: string,
  work: () => Promise<void>,
): Promise<void> {
  const Done =
    connection.models.StartupWork ?? connection.model('StartupWork', doneSchema, 'startup_work');
  if (await Done.exists({ _id: name })) return;
  await work();
  await unlessThere(
    Done.updateOne(
      { _id: name },
      { $setOnInsert: { doneAt: new Date().toISOString() } },
      { upsert: true },
    ),
  );
}
