import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.mongodbUri).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.adminEmails).toEqual([]);
  });

  it('reads every variable the README documents', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/ff',
      MONGODB_URI: 'mongodb://db:27017/flipfold',
      SMTP_URL: 'smtp://mail:25',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://flip.example.com/',
      MAIL_FROM: 'Flipfold <hi@example.com>',
      SUPPORT_EMAIL: 'help@example.com',
      ADMIN_EMAILS: ' Boss@Example.com , ops@example.com,',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://flip.example.com');
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.supportEmail).toBe('help@example.com');
  });

  it.each([
    [undefined, 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['true', 1],
    ['false', 0],
  ])('reads TRUST_PROXY=%s as %i proxy hops', (value, hops) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxyHops).toBe(hops);
  });

  it('gives a request body 60 s to arrive unless BODY_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadConfig({}).bodyTimeoutMs).toBe(60_000);
    expect(loadConfig({ BODY_TIMEOUT_SECONDS: '5' }).bodyTimeoutMs).toBe(5_000);
  });

  it('hashes passwords at bcrypt cost 12 unless PASSWORD_HASH_COST says otherwise', () => {
    expect(loadConfig({}).passwordHashCost).toBe(12);
    expect(loadConfig({ PASSWORD_HASH_COST: '4' }).passwordHashCost).toBe(4);
  });

  it('keeps webhooks off private addresses unless a test sets the test-only switch, never in production', () => {
    expect(loadConfig({}).webhookAllowPrivate).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }).webhookAllowPrivate,
    ).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' })).toThrow(
      'WEBHOOK_ALLOW_PRIVATE_ADDRESSES is for tests and cannot be set in production',
    );
  });

  it.each([
    ['PORT', 'abc', 'PORT'],
    ['PORT', '70000', 'PORT must be between 0 and 65535'],
    ['MONGODB_URI', 'postgres://x', 'MONGODB_URI must start with'],
    ['SUPPORT_EMAIL', 'nobody', 'SUPPORT_EMAIL must be an e-mail address'],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be a number of proxies'],
    ['TRUST_PROXY', '-1', 'TRUST_PROXY must be a number of proxies'],
    ['BODY_TIMEOUT_SECONDS', '0', 'BODY_TIMEOUT_SECONDS must be between 1 and 120'],
    ['BODY_TIMEOUT_SECONDS', '301', 'BODY_TIMEOUT_SECONDS must be between 1 and 120'],
    ['PASSWORD_HASH_COST', '3', 'PASSWORD_HASH_COST must be between 4 and 15'],
    ['PASSWORD_HASH_COST', '16', 'PASSWORD_HASH_COST must be between 4 and 15'],
    ['PASSWORD_HASH_COST', '10.5', 'PASSWORD_HASH_COST must be a whole number'],
    ['WEBHOOK_ALLOW_PRIVATE_ADDRESSES', 'yes', 'must be true or false'],
  ])('refuses %s=%s with a one-line reason', (name, value, reason) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(reason);
    try {
      attempt();
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });
});
