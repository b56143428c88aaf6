import mongoose from 'mongoose';
import type { Store } from '../port';
import { endWritesOnClosedSockets } from './closed-socket-writes';
import { mongoFlipbookStore } from './flipbooks';
import { mongoKitStore } from './kits';
import { mongoLeadStore } from './leads';
import { mongoMailOutboxStore } from './mail-outbox';
import { gridFsMediaStore } from './media';
import { moveOrganizationFlipbooks } from './organization-flipbooks';
import { giveOrganizationsTeams } from './organization-teams';
import { mongoRateLimitStore } from './rate-limits';
import { mongoReadingStore } from './reading';
import { mongoSecretStore } from './secrets';
import { mongoSessionStore } from './sessions';
import { giveKitsAndLeadsTeams } from './team-kits-leads';
import { mongoInvitationStore, mongoTeamStore } from './teams';
import { reportingUnavailable } from './unavailable';
import { mongoUserStore } from './users';
import { mongoWebhookDeliveryStore, mongoWebhookStore } from './webhooks';

/** How long an operation waits for a reachable server before the API answers 503. */
const SERVER_SELECTION_TIMEOUT_MS = 10_000;

/** A connection to MONGODB_URI, mongoose with sanitizeFilter on. */
function connect(uri: string) {
  endWritesOnClosedSockets();
  mongoose.set('sanitizeFilter', true);
  mongoose.set('strictQuery', true);
  return mongoose
    .createConnection(uri, {
      // A timeout in the URI (serverSelectionTimeoutMS=…) wins over ours.
      ...(/[?&]serverSelectionTimeoutMS=/i.test(uri)
        ? {}
        : { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS }),
      // Collections come into being with their first index or document; indexes are made below,
      // awaited, before the first request, never in the background while requests run.
      autoCreate: false,
      autoIndex: false,
      // While the database is away an operation fails (503) instead of queueing in mongoose.
      bufferCommands: false,
    })
    .asPromise();
}

/** The MongoDB adapter (MONGODB_URI): the same port as SQLite's. */
export async function createMongoStore(uri: string): Promise<Store> {
  const connection = await connect(uri);
  try {
    const users = mongoUserStore(connection);
    const secrets = mongoSecretStore(connection);
    const sessions = mongoSessionStore(connection);
    const rateLimits = mongoRateLimitStore(connection);
    const flipbooks = mongoFlipbookStore(connection);
    const reading = mongoReadingStore(connection);
    const kits = mongoKitStore(connection);
    const teams = mongoTeamStore(connection);
    const invitations = mongoInvitationStore(connection);
    const leads = mongoLeadStore(connection);
    const mailOutbox = mongoMailOutboxStore(connection);
    const webhooks = mongoWebhookStore(connection);
    const webhookDeliveries = mongoWebhookDeliveryStore(connection);
    await Promise.all(Object.values(connection.models).map((model) => model.createIndexes()));
    // After the indexes, so the one-owner index holds while it writes.
    await giveOrganizationsTeams(connection);
    // After the teams it moves kits into.
    await giveKitsAndLeadsTeams(connection);
    // After the teams it moves flipbooks into.
    await moveOrganizationFlipbooks(connection);
    const available = reportingUnavailable({
      ping: async () => {
        await connection.db?.admin().ping();
      },
    });
    return {
      kind: 'mongodb',
      users: reportingUnavailable(users),
      secrets: reportingUnavailable(secrets),
      sessions: reportingUnavailable(sessions),
      rateLimits: reportingUnavailable(rateLimits),
      flipbooks: reportingUnavailable(flipbooks),
      reading: reportingUnavailable(reading),
      kits: reportingUnavailable(kits),
      teams: reportingUnavailable(teams),
      invitations: reportingUnavailable(invitations),
      leads: reportingUnavailable(leads),
      mailOutbox: reportingUnavailable(mailOutbox),
      webhooks: reportingUnavailable(webhooks),
      webhookDeliveries: reportingUnavailable(webhookDeliveries),
      media: reportingUnavailable(gridFsMediaStore(connection)),
      variants: reportingUnavailable(gridFsMediaStore(connection, 'media480w')),
      ping: available.ping,
      close: async () => {
        await connection.close();
      },
    };
  } catch (err) {
    await connection.close();
    throw err;
  }
}
