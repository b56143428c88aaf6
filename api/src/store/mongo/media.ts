import mongoose, { type Connection } from 'mongoose';
import type { MediaStore } from '../media';

/** What GridFS raises for a file deleted under a read or a delete. */
function isGone(err: unknown): boolean {
  const { mongo } = mongoose;
  return (
    err instanceof mongo.MongoGridFSChunkError ||
    (err instanceof mongo.MongoRuntimeError && /FileNotFound|File not found/.test(err.message))
  );
}

/** Media in GridFS, one file per name; the name is the content hash, so a duplicate is skipped. */
export function gridFsMediaStore(connection: Connection, bucketName = 'media'): MediaStore {
  const db = connection.db;
  if (!db) throw new Error('MongoDB connection is not open');
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName });
  const files = db.collection(`${bucketName}.files`);
  const chunks = db.collection(`${bucketName}.chunks`);
  const find = async (name: string) =>
    (await bucket.find({ filename: name }).limit(1).toArray())[0] ?? null;
  return {
    async put(name, bytes) {
      if (await find(name)) return;
      await new Promise<void>((resolve, reject) => {
        bucket
          .openUploadStream(name)
          .on('finish', () => resolve())
          .on('error', reject)
          .end(bytes);
      });
    },
    async get(name) {
      // The media collection of another request or process may delete the file while it is read:
      // GridFS then fails, or simply ends early when the chunks went first. The file is then gone,
      // or was stored again meanwhile, so it is looked up afresh; a short read never leaves.
      for (let attempt = 0; attempt < 3; attempt++) {
        const file = await find(name);
        if (!file) return null;
        try {
          const chunks: Buffer[] = [];
          // The download stream yields Buffers (its type says any).
          for await (const chunk of bucket.openDownloadStream(file._id))
            chunks.push(chunk as Buffer);
          const bytes = Buffer.concat(chunks);
          if (bytes.length === file.length) return bytes;
        } catch (err) {
          if (!isGone(err)) throw err;
        }
      }
      return null;
    },
    async delete(name) {
      for (const file of await bucket.find({ filename: name }).toArray()) {
        // Deleting what a concurrent delete already removed is done, as with a file.
        await bucket.delete(file._id).catch((err: unknown) => {
          if (!isGone(err)) throw err;
        });
      }
    },
    async storedBefore(before) {
      const found = await bucket
        .find({ uploadDate: { $lt: new Date(before) } }, { projection: { filename: 1 } })
        .toArray();
      return [...new Set(found.map((f) => f.filename))];
    },
    async removeUnfinished(before) {
      // GridFS writes the chunks first and the file document last, and deletes in the other
      // order: chunks without a file document are a write or delete a crash cut short. A file's
      // id is an ObjectId made when its write began, so it tells the age.
      const cutoff = mongoose.mongo.ObjectId.createFromTime(Math.floor(before / 1000));
      const ids = await chunks.distinct('files_id', { files_id: { $lt: cutoff } });
      if (ids.length === 0) return 0;
      const whole = await files.find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray();
      const kept = new Set(whole.map((f) => String(f._id)));
      const orphans = ids.filter((id) => !kept.has(String(id)));
      if (orphans.length > 0) await chunks.deleteMany({ files_id: { $in: orphans } });
      return orphans.length;
    },
  };
}
