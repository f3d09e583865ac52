import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, streamsWithinFileLimit } from '../../src/server/config';

const secret = 'a-production-secret-that-is-long-enough';

describe('loadConfig', () => {
  it('runs a fresh machine with defaults: port 3000, ./data, embedded database, disk, outbox, demo seed', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      appOrigin: 'http://localhost:3000',
      databaseUrl: undefined,
      authSecret: undefined,
      trustProxy: false,
      workers: 1,
      signInsPerMinute: 20,
      s3: undefined,
      stripe: undefined,
      seedDemo: true,
    });
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('derives the origin from PORT and drops a trailing slash from APP_ORIGIN', () => {
    expect(loadConfig({ PORT: '8080' }).appOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ APP_ORIGIN: 'https://portal.example/' }).appOrigin).toBe('https://portal.example');
  });

  it.each(['abc', '0', '70000', '80.5'])('refuses PORT=%s with an error naming the field', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(/^Invalid configuration:\n {2}PORT: /);
  });

  it('takes a per-address sign-in limit, and refuses one that is not a positive whole number', () => {
    expect(loadConfig({ SIGN_INS_PER_MINUTE: '200' }).signInsPerMinute).toBe(200);
    expect(() => loadConfig({ SIGN_INS_PER_MINUTE: '0' })).toThrow(/SIGN_INS_PER_MINUTE: /);
  });

  it('runs several server processes only on PostgreSQL, and refuses a count that is not 1 to 64', () => {
    const database = { DATABASE_URL: 'postgres://app@db.internal:5432/portal' };
    expect(loadConfig({ ...database, WORKERS: '4' }).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'WORKERS: more than one server process needs PostgreSQL (DATABASE_URL)',
    );
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    for (const bad of ['0', '65', '1.5', 'many'])
      expect(() => loadConfig({ ...database, WORKERS: bad })).toThrow(/ {2}WORKERS: /);
  });

  it('lists every bad field at once', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', NODE_ENV: 'staging' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    for (const field of ['PORT', 'DATABASE_URL', 'NODE_ENV'])
      expect(error?.message).toContain(`  ${field}: `);
  });

  it('refuses production without AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV is production',
    );
  });

  it('refuses an AUTH_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(
      'AUTH_SECRET must be at least 32 characters',
    );
  });

  it('in production: no demo seed unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret })).toMatchObject({
      isProduction: true,
      seedDemo: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  it('switches each outside service on with its variables', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/portal',
      SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
      MAIL_FROM: 'Agency <hello@agency.example>',
      S3_BUCKET: 'portal-files',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://app@db.internal:5432/portal',
      mail: { smtpUrl: 'smtp://mailer:secret@smtp.example:587', from: 'Agency <hello@agency.example>' },
      s3: {
        bucket: 'portal-files',
        region: 'eu-central-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: false,
      },
      stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_123' },
      trustProxy: true,
    });
  });

  it('refuses a flag that is not true/false/1/0', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/ {2}TRUST_PROXY: /);
  });
});

describe('live stream caps', () => {
  it('default to 10 per person and 50 per address, the total from the open-file limit', () => {
    expect(loadConfig({}, () => 1024).streams).toEqual({ perUser: 10, perAddress: 50, total: 448 });
  });

  it('keep half of what 128 files leave, at most 10,000, and assume 1,024 where the limit is unknown', () => {
    expect(streamsWithinFileLimit(65_536)).toBe(10_000);
    expect(streamsWithinFileLimit(4096)).toBe(1984);
    expect(streamsWithinFileLimit(undefined)).toBe(448);
    expect(streamsWithinFileLimit(100)).toBe(1);
  });

  it('take STREAMS_TOTAL as set, without reading the limit', () => {
    const config = loadConfig(
      { STREAMS_PER_USER: '3', STREAMS_PER_ADDRESS: '7', STREAMS_TOTAL: '20' },
      () => {
        throw new Error('the open-file limit was read');
      },
    );
    expect(config.streams).toEqual({ perUser: 3, perAddress: 7, total: 20 });
  });

  it('refuse a cap of 0', () => {
    expect(() => loadConfig({ STREAMS_PER_USER: '0' })).toThrow(/STREAMS_PER_USER/);
  });
});
