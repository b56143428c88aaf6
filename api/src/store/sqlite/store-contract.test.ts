import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changedByStoreContract } from '#api-test/changed-by-store-contract';
import { invitationStoreContract } from '#api-test/invitation-store-contract';
import { kitStoreContract } from '#api-test/kit-store-contract';
import { leadStoreContract } from '#api-test/lead-store-contract';
import { memberContentStoreContract } from '#api-test/member-content-store-contract';
import { readingStoreContract } from '#api-test/reading-store-contract';
import { storeContract } from '#api-test/store-contract';
import { teamKitsLeadsStoreContract } from '#api-test/team-kits-leads-store-contract';
import { teamLibraryStoreContract } from '#api-test/team-library-store-contract';
import { teamStoreContract } from '#api-test/team-store-contract';
import { webhookStoreContract } from '#api-test/webhook-store-contract';
import { createSqliteStore } from './open';

const open = async () =>
  createSqliteStore(fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-contract-')));
storeContract('SQLite', open);
leadStoreContract('SQLite', open);
readingStoreContract('SQLite', open);
webhookStoreContract('SQLite', open);
kitStoreContract('SQLite', open);
teamStoreContract('SQLite', open);
invitationStoreContract('SQLite', open);
teamLibraryStoreContract('SQLite', open);
changedByStoreContract('SQLite', open);
teamKitsLeadsStoreContract('SQLite', open);
memberContentStoreContract('SQLite', open);
