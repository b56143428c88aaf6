import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSqliteStore } from '../sqlite/open';
import { storeContract } from './store-contract';

storeContract('SQLite', async () =>
  createSqliteStore(fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-contract-'))),
);
