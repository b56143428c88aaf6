import { afterAll } from 'vitest';
import { newTestDatabase } from '../../test-support/mongo/test-database';
import { createMongoStore } from '../mongo/open';
import { storeContract } from './store-contract';

/** The store contract on the run's MongoDB server (the emulator, or MONGODB_URI), in its own database. */
const database = newTestDatabase('flipfold_contract');
storeContract('MongoDB', () => createMongoStore(database.uri));
afterAll(() => database.drop());
