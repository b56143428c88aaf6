import { createBackground } from './background';
import { createChangeFeed } from './change-feed';
import type { Config } from './config';
import { createAnalyticsStreams } from './features/admin/analytics-stream';
import { resolveJwtSecret } from './features/auth/jwt-secret';
import { createPasswords } from './features/auth/passwords';
import { AccountService } from './features/auth/service';
import { createSessionTokens, type SessionTokens } from './features/auth/session-tokens';
import { Verification } from './features/auth/verification';
import { FlipbookService } from './features/flipbooks/service';
import { createWebhookDeliveries } from './features/integrations/deliveries';
import { IntegrationsService } from './features/integrations/service';
import { KitService } from './features/kits/service';
import { createForgetTokens } from './features/leads/forget-tokens';
import { LeadMails } from './features/leads/lead-mails';
import { LeadService } from './features/leads/service';
import { AnalyticsService } from './features/reading/analytics';
import { ReadingService } from './features/reading/service';
import { InvitationService } from './features/teams/invitations';
import { TeamService } from './features/teams/service';
import { UserService } from './features/users/service';
import { consoleLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createPanelVariants } from './media/variants';
import { createRateLimiter } from './rate-limits/rate-limiter';
import type { Store } from './store/port';

/** What the app is built from; what it leaves out is made from the configuration. */
export interface AppDeps {
  config: Config;
  store: Store;
  logger?: Logger;
  /** Defaults to tokens signed with JWT_SECRET or the secret kept in DATA_DIR. */
  tokens?: SessionTokens;
  /** Defaults to SMTP_URL's server or the .eml outbox in DATA_DIR. */
  mailer?: Mailer;
  /** Replaces the removal of a user's flipbooks and media at account deletion (tests). */
  purgeUserContent?: (userId: string) => Promise<void>;
  now?: () => number;
}

/** What the app's parts share: its settings, the store, the clock, mail, limits, work after replies. */
export function basicsOf(deps: AppDeps) {
  const { config, store } = deps;
  const logger = deps.logger ?? consoleLogger;
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const now = deps.now ?? Date.now;
  return {
    config,
    store,
    logger,
    secret,
    now,
    tokens: deps.tokens ?? createSessionTokens(secret),
    secureCookies: config.publicUrl.startsWith('https://'),
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        logger,
      }),
    passwords: createPasswords(config.passwordHashCost),
    limiter: createRateLimiter(store.rateLimits, now),
    background: createBackground(logger),
  };
}

export type Basics = ReturnType<typeof basicsOf>;

/** Sign-up and sign-in, the proof of an account's address, and the teams accounts are in. */
function accountServices(basics: Basics) {
  const { config, store, now } = basics;
  const verification = new Verification({
    store,
    mailer: basics.mailer,
    limiter: basics.limiter,
    logger: basics.logger,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    now,
  });
  const teams = new TeamService({ store, now });
  const invitations = new InvitationService({
    store,
    mailer: basics.mailer,
    limiter: basics.limiter,
    verification,
    background: basics.background,
    publicUrl: config.publicUrl,
    now,
  });
  const accounts = new AccountService({
    store,
    tokens: basics.tokens,
    passwords: basics.passwords,
    mailer: basics.mailer,
    limiter: basics.limiter,
    verification,
    teams,
    background: basics.background,
    publicUrl: config.publicUrl,
    now,
  });
  return { verification, accounts, teams, invitations };
}

/** Flipbooks, their media and kits, and the figures of their reading. */
function contentServices({ store, logger, now, background }: Basics) {
  const changes = createChangeFeed();
  const variants = createPanelVariants({ store, logger });
  const flipbooks = new FlipbookService({
    store,
    changes,
    now,
    onMediaKept: (names) =>
      background.run('phone copies of panels', () => variants.ensure(names).then(() => {})),
  });
  const kits = new KitService({ store, now });
  const reading = new ReadingService({ store, changes, now });
  const analytics = new AnalyticsService({ store, now });
  const streams = createAnalyticsStreams({ analytics, changes });
  return { variants, flipbooks, kits, reading, analytics, streams };
}

/** Leads, their mails, and the webhooks that tell an owner's systems of them. */
function leadServices(basics: Basics) {
  const { config, store, logger, now, background } = basics;
  const forgetTokens = createForgetTokens(basics.secret);
  const leadMails = new LeadMails({
    store,
    mailer: basics.mailer,
    limiter: basics.limiter,
    forgetTokens,
    logger,
    publicUrl: config.publicUrl,
    now,
  });
  const webhookDeliveries = createWebhookDeliveries({
    store,
    logger,
    now,
    post: { allowPrivate: config.webhookAllowPrivate },
  });
  const integrations = new IntegrationsService({
    store,
    logger,
    now,
    allowPrivate: config.webhookAllowPrivate,
    deliverSoon: () => background.run('webhook deliveries', webhookDeliveries.drain),
  });
  const leads = new LeadService({
    store,
    limiter: basics.limiter,
    forgetTokens,
    now,
    onStored: () => background.run('lead mails', leadMails.drain),
    onLeadChange: (change) =>
      background.run('lead webhooks', () => integrations.leadChanged(change)),
  });
  return { leadMails, webhookDeliveries, integrations, leads };
}

/** Every feature's service, each built once. */
export function servicesOf(deps: AppDeps, basics: Basics) {
  const { store } = basics;
  const auth = accountServices(basics);
  const content = contentServices(basics);
  const leadParts = leadServices(basics);
  const { flipbooks } = content;
  const { leads, integrations } = leadParts;
  const users = new UserService({
    store,
    tokens: basics.tokens,
    passwords: basics.passwords,
    teams: auth.teams,
    purgeUserContent:
      deps.purgeUserContent ??
      (async (userId) => {
        await leads.purgeOwner(userId);
        await integrations.purgeOwner(userId);
        await store.kits.purgeOwner(userId);
        await flipbooks.purgeUser(userId);
      }),
  });
  return { ...auth, ...content, ...leadParts, users };
}

export type Services = ReturnType<typeof servicesOf>;
