import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { leadStoreContract } from '#api-test/lead-store-contract';
import { storeContract } from '#api-test/store-contract';
import { createSqliteStore } from './open';

storeContract('SQLite', async () =>
  createSqliteStore(fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-contract-'))),
);
leadStoreContract('SQLite', async () =>
  createSqliteStore(fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-lead-contract-'))),
);
