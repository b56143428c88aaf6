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

  it('reads every variable of DESIGN.md', () => {
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
    ['PORT', 'abc', 'PORT'],
    ['PORT', '70000', 'PORT must be between 0 and 65535'],
    ['MONGODB_URI', 'postgres://x', 'MONGODB_URI must start with'],
    ['SUPPORT_EMAIL', 'nobody', 'SUPPORT_EMAIL must be an e-mail address'],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL'],
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
