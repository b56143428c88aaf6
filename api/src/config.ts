import path from 'node:path';
import { z } from 'zod';
import { ACCOUNT_LIMITS } from '#core/limits';
import { DEFAULT_SUPPORT_EMAIL } from '#core/product';

/** README "Configuration": every variable, parsed once at start. */
const optionalUrl = z.url().optional();
const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Flipfold <no-reply@flipfold.local>'),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an e-mail address').default(DEFAULT_SUPPORT_EMAIL),
  ADMIN_EMAILS: commaList,
  /**
   * How many reverse proxies sit in front: the client address is read that many entries from the
   * right of X-Forwarded-For, where the nearest proxy put it, so entries a client wrote itself
   * (further left) never count. `true` and `false` are read as 1 and 0.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY must be a number of proxies (0, 1, 2…)')
    .default('0')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  /** How long a request body may take to arrive; the client gives up on a create after 60 s. */
  BODY_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'BODY_TIMEOUT_SECONDS must be a number' })
    .int('BODY_TIMEOUT_SECONDS must be a whole number')
    .min(1, 'BODY_TIMEOUT_SECONDS must be between 1 and 120')
    .max(120, 'BODY_TIMEOUT_SECONDS must be between 1 and 120')
    .default(60),
  WEB_ROOT: z.string().min(1).default('dist'),
  /**
   * bcrypt's cost for new password hashes. Production keeps the default; tests and the browser
   * journeys set bcrypt's minimum, 4, which makes a sign-up a hundred times cheaper.
   */
  PASSWORD_HASH_COST: z.coerce
    .number({ error: 'PASSWORD_HASH_COST must be a number' })
    .int('PASSWORD_HASH_COST must be a whole number')
    .min(4, 'PASSWORD_HASH_COST must be between 4 and 15')
    .max(15, 'PASSWORD_HASH_COST must be between 4 and 15')
    .default(ACCOUNT_LIMITS.bcryptCost),
  /**
   * Test-only: lets webhooks reach loopback and private addresses, so a test's receiver on
   * 127.0.0.1 gets deliveries. Refused in production; never set by default (docs/security.md).
   */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'], { error: 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  mongodbUri: string | undefined;
  smtpUrl: string | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  mailFrom: string;
  supportEmail: string;
  adminEmails: string[];
  /** Proxy hops in front of the app (0: none, X-Forwarded-* is ignored). */
  trustProxyHops: number;
  bodyTimeoutMs: number;
  webRoot: string;
  /** bcrypt's cost for new password hashes (12 unless PASSWORD_HASH_COST says otherwise). */
  passwordHashCost: number;
  /** Test-only: webhooks may go to loopback and private addresses. */
  webhookAllowPrivate: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError whose message is one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${reasons.join('; ')}`);
  }
  const e = parsed.data;
  if (e.WEBHOOK_ALLOW_PRIVATE_ADDRESSES && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration: WEBHOOK_ALLOW_PRIVATE_ADDRESSES is for tests and cannot be set in production',
    );
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    mongodbUri: e.MONGODB_URI,
    smtpUrl: e.SMTP_URL,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    adminEmails: e.ADMIN_EMAILS,
    trustProxyHops: e.TRUST_PROXY,
    bodyTimeoutMs: e.BODY_TIMEOUT_SECONDS * 1000,
    webRoot: path.resolve(e.WEB_ROOT),
    passwordHashCost: e.PASSWORD_HASH_COST,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
  };
}
