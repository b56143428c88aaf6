import crypto from 'node:crypto';
import { createMongoStore } from '../mongo/open';
import { storeContract } from './store-contract';

/** Run with `MONGODB_URI=mongodb://… npm run test:mongo`; without a server it fails, it never skips. */
const uri = process.env.MONGODB_URI;
if (!uri) {
  throw new Error(
    'MONGODB_URI is not set: the MongoDB contract suite needs a MongoDB server (see README)',
  );
}
const database = `flipfold_contract_${crypto.randomBytes(4).toString('hex')}`;
const url = new URL(uri);
url.pathname = `/${database}`;
storeContract('MongoDB', () => createMongoStore(url.toString(), ''));
