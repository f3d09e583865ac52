import { z } from 'zod';
import { openFileLimit } from './core/open-file-limit';

// The only file that reads process.env (enforced by the linter). Everything else receives a Config.
const optionalUrl = z.url().optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  APP_ORIGIN: optionalUrl,
  DATABASE_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  TRUST_PROXY: flag,
  SIGN_INS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Agency Portal <no-reply@agency-portal.local>'),
  AGENCY_EMAIL: z.email().default('team@agency-portal.local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  // Uploads (docs/reliability.md, 'Disk without limit'). MB are MiB: 5120 MB is the 5 GB shown to users.
  CLIENT_STORAGE_QUOTA_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(5 * 1024),
  STORAGE_FREE_SPACE_RESERVE_MB: z.coerce.number().int().min(0).max(1_000_000_000).default(1024),
  USER_UPLOAD_MB_PER_10_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  USER_UPLOAD_FILES_PER_10_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(100),
  // Live event streams open at once on one server process (docs/reliability.md, 'One client's fair share').
  STREAMS_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(10),
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  STREAMS_TOTAL: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

const MB = 1024 * 1024;

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  appOrigin: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  trustProxy: boolean;
  /**
   * Server processes sharing the port (node:cluster), each an instance like those behind a proxy: one
   * Node process answers on one core, so a host with more cores runs more (docs/deploy.md).
   */
  workers: number;
  /** Sign-in requests one address may make a minute, successful or not (failed ones have tighter limits). */
  signInsPerMinute: number;
  mail: { smtpUrl: string | undefined; from: string; agencyEmail: string };
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  stripe: { secretKey: string; webhookSecret: string | undefined } | undefined;
  seedDemo: boolean;
  uploads: UploadLimitsConfig;
  streams: StreamLimitsConfig;
};

export type UploadLimitsConfig = {
  /** Bytes of stored files one client may have, whoever uploaded them. */
  clientQuotaBytes: number;
  /** Disk storage only: bytes that must stay free on its file system after an upload. */
  freeSpaceReserveBytes: number;
  /** What one user may upload within each window, kept or not. */
  perUser: { maxBytes: number; maxFiles: number; windowSeconds: number };
};

/**
 * Live event streams (`GET /api/events`) one server process holds open at once; each holds a socket, one
 * of the process's open files (docs/deploy.md, 'Open files'). Past a cap a new stream is refused.
 */
export type StreamLimitsConfig = {
  /** Per user, whatever the session: a person's tabs on a laptop and a phone, with room to spare. */
  perUser: number;
  /** Per client address: an office (the agency's own team too) behind one address, several tabs each. */
  perAddress: number;
  /** All together: what is left of the open-file limit stays free for requests and the health check. */
  total: number;
};

/** Assumed where the open-file limit cannot be read: Linux's usual soft default. */
const ASSUMED_OPEN_FILES = 1024;
/** Open files kept aside before the rest is halved: Node itself, the listening socket, the database. */
const FILES_BESIDE_STREAMS = 128;
/** The most streams a derived total allows: the 10,000 measured (docs/performance.md), about 90 MB. */
const MOST_DERIVED_STREAMS = 10_000;

/**
 * The default total of live streams for an open-file limit: half of what is left once 128 files are set
 * aside, so ordinary requests (each a socket while it runs, and browsers keep a connection or two open
 * between requests), uploads (a socket and a file each) and the database always find a file free. At
 * 1,024 that is 448 streams; at 65,536, 10,000 (the ceiling).
 */
export function streamsWithinFileLimit(openFiles: number | undefined): number {
  const files = openFiles ?? ASSUMED_OPEN_FILES;
  return Math.max(1, Math.min(MOST_DERIVED_STREAMS, Math.floor((files - FILES_BESIDE_STREAMS) / 2)));
}

export class ConfigError extends Error {}

/** `readOpenFiles` is read only when `STREAMS_TOTAL` is unset (tests pass their own). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  readOpenFiles: () => number | undefined = openFileLimit,
): Config {
  // An empty variable (`SMTP_URL=`) means unset, as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WORKERS: more than one server process needs PostgreSQL (DATABASE_URL); ' +
        'the embedded database has a single owner',
    );
  }
  if (isProduction && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV is production');
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    workers: e.WORKERS,
    signInsPerMinute: e.SIGN_INS_PER_MINUTE,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, agencyEmail: e.AGENCY_EMAIL },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !isProduction,
    uploads: {
      clientQuotaBytes: e.CLIENT_STORAGE_QUOTA_MB * MB,
      freeSpaceReserveBytes: e.STORAGE_FREE_SPACE_RESERVE_MB * MB,
      perUser: {
        maxBytes: e.USER_UPLOAD_MB_PER_10_MINUTES * MB,
        maxFiles: e.USER_UPLOAD_FILES_PER_10_MINUTES,
        windowSeconds: 10 * 60,
      },
    },
    streams: {
      perUser: e.STREAMS_PER_USER,
      perAddress: e.STREAMS_PER_ADDRESS,
      total: e.STREAMS_TOTAL ?? streamsWithinFileLimit(readOpenFiles()),
    },
  };
}
