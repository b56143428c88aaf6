import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeContract } from '#api-test/store-contract';
import { createSqliteStore } from './open';

storeContract('SQLite', async () =>
  createSqliteStore(fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-contract-'))),
);
