/**
 * The storage port. Services depend on this interface only; the SQLite adapter (default) and the
 * MongoDB adapter (MONGODB_URI) implement it, and one contract suite checks both. Each feature
 * owns a sub-store so adapters stay small files. Stores return domain types, never rows or
 * mongoose documents, and hold no business rules.
 */
import type { FlipbookStore } from './flipbooks';
import type { KitStore } from './kits';
import type { LeadStore } from './leads';
import type { MailOutboxStore } from './mail-outbox';
import type { MediaStore } from './media';
import type { RateLimitStore } from './rate-limits';
import type { ReadingStore } from './reading';
import type { SecretStore } from './secrets';
import type { SessionStore } from './sessions';
import type { InvitationStore, TeamStore } from './teams';
import type { UserStore } from './users';
import type { WebhookDeliveryStore, WebhookStore } from './webhooks';

export interface Store {
  readonly kind: 'sqlite' | 'mongodb';
  readonly users: UserStore;
  readonly secrets: SecretStore;
  readonly sessions: SessionStore;
  readonly rateLimits: RateLimitStore;
  readonly flipbooks: FlipbookStore;
  /** The accounts' event kits, synced across their devices (docs/api.md, "Event kits"). */
  readonly kits: KitStore;
  /** Teams and their members (docs/teams.md). */
  readonly teams: TeamStore;
  /** Invitations to join a team, bound to an address (docs/teams.md). */
  readonly invitations: InvitationStore;
  readonly leads: LeadStore;
  readonly mailOutbox: MailOutboxStore;
  /** Each account's webhook, and the deliveries on their way to it (docs/api.md, "Webhooks"). */
  readonly webhooks: WebhookStore;
  readonly webhookDeliveries: WebhookDeliveryStore;
  readonly media: MediaStore;
  /** Reader analytics: daily counters, and the day's reader hashes (docs/privacy.md). */
  readonly reading: ReadingStore;
  /**
   * Smaller copies of the media for phones (480 px WebP), under the name of their original.
   * Apart from the media so a copy is never mistaken for an image a flipbook points at.
   */
  readonly variants: MediaStore;
  /** Resolves once the database answers; used by /api/health. */
  ping(): Promise<void>;
  /** Closes connections; pending writes finish first. */
  close(): Promise<void>;
}
