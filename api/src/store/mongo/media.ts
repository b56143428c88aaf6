import mongoose, { type Connection } from 'mongoose';
import type { MediaStore } from '../media';

/** Media in GridFS, one file per name; the name is the content hash, so a duplicate is skipped. */
export function gridFsMediaStore(connection: Connection): MediaStore {
  const db = connection.db;
  if (!db) throw new Error('MongoDB connection is not open');
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'media' });
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
      if (!(await find(name))) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStreamByName(name)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async delete(name) {
      for (const file of await bucket.find({ filename: name }).toArray())
        await bucket.delete(file._id);
    },
  };
}
