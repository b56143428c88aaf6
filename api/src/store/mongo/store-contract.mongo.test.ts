import { afterAll } from 'vitest';
import { changedByStoreContract } from '#api-test/changed-by-store-contract';
import { invitationStoreContract } from '#api-test/invitation-store-contract';
import { kitStoreContract } from '#api-test/kit-store-contract';
import { leadStoreContract } from '#api-test/lead-store-contract';
import { memberContentStoreContract } from '#api-test/member-content-store-contract';
import { newTestDatabase } from '#api-test/mongo/test-database';
import { readingStoreContract } from '#api-test/reading-store-contract';
import { storeContract } from '#api-test/store-contract';
import { teamKitsLeadsStoreContract } from '#api-test/team-kits-leads-store-contract';
import { teamLibraryStoreContract } from '#api-test/team-library-store-contract';
import { teamStoreContract } from '#api-test/team-store-contract';
import { webhookStoreContract } from '#api-test/webhook-store-contract';
import { createMongoStore } from './open';

/** The store contract on the run's MongoDB server (the emulator, or MONGODB_URI), in its own database. */
const database = newTestDatabase('flipfold_contract');
storeContract('MongoDB', () => createMongoStore(database.uri));
leadStoreContract('MongoDB', () => createMongoStore(database.uri));
readingStoreContract('MongoDB', () => createMongoStore(database.uri));
webhookStoreContract('MongoDB', () => createMongoStore(database.uri));
kitStoreContract('MongoDB', () => createMongoStore(database.uri));
teamStoreContract('MongoDB', () => createMongoStore(database.uri));
invitationStoreContract('MongoDB', () => createMongoStore(database.uri));
teamLibraryStoreContract('MongoDB', () => createMongoStore(database.uri));
changedByStoreContract('MongoDB', () => createMongoStore(database.uri));
teamKitsLeadsStoreContract('MongoDB', () => createMongoStore(database.uri));
memberContentStoreContract('MongoDB', () => createMongoStore(database.uri));
afterAll(() => database.drop());
