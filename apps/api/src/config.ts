import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CdnFileType } from '@yek/contracts/cdn';
import { z } from 'zod';
import type { S3Options } from './lib/storage';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('data'),
  /** The address users reach the product at, for links in mails; http://localhost:PORT when unset. */
  PUBLIC_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Yek English <no-reply@yek.local>'),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ISSUER: z.string().default('yek-english'),
  JWT_AUDIENCE: z.string().default('yek-english-web'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(10),
  OTP_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_ENABLED: bool.default(true),
  TRUST_PROXY: list,
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  API_DOCS: z.enum(['true', 'false', '1', '0']).optional(),
  GOOGLE_CLIENT_IDS: list,
  GOOGLE_JWKS_URL: z.string().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: list,
  APPLE_CLIENT_IDS: list,
  APPLE_JWKS_URL: z.string().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  TIME_ZONE: z.string().default('Europe/Istanbul'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  APP_STORE_URL: z.string().default('https://apps.apple.com/app/yek-english/id0000000000'),
  PLAY_STORE_URL: z
    .string()
    .default('https://play.google.com/store/apps/details?id=com.yek.english'),
  SEED_DEMO_USERS: z.enum(['true', 'false']).optional(),
  TRIAL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  REMINDER_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  OPERATOR_NAME: z.string().trim().min(1).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(1).optional(),
  OPERATOR_MERSIS: z.string().trim().min(1).optional(),
  OPERATOR_KEP: z.string().trim().min(1).optional(),
  OPERATOR_EMAIL: z.string().trim().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  RECORDING_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(365),
  UNVERIFIED_ACCOUNT_DAYS: z.coerce.number().int().min(7).max(3650).default(30),
  RETENTION_TICK_SECONDS: z.coerce.number().int().min(0).max(86400).default(3600),
  APP_STORE_BUNDLE_ID: z.string().default('com.yek.english'),
  APP_STORE_ENVIRONMENTS: list,
  APPLE_ROOT_CA_PEM: z.string().optional(),
  GOOGLE_PLAY_PACKAGE_NAME: z.string().default('com.yek.english'),
  GOOGLE_PLAY_PUSH_TOKEN: z.string().min(16).optional(),
  GOOGLE_PLAY_PUSH_AUDIENCE: z.string().optional(),
  GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: z.string().optional(),
  GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: z.string().optional(),
  GOOGLE_PLAY_API_URL: z.string().default('https://androidpublisher.googleapis.com'),
  TEST_CLOCK_CONTROL: bool.default(false),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  CDN_MAX_IMAGE_MB: z.coerce.number().positive().max(2000).default(10),
  CDN_MAX_ICON_MB: z.coerce.number().positive().max(2000).default(1),
  CDN_MAX_AUDIO_MB: z.coerce.number().positive().max(2000).default(50),
  CDN_MAX_DOCUMENT_MB: z.coerce.number().positive().max(2000).default(50),
  CDN_CONVERSIONS: z.coerce.number().int().min(1).max(64).optional(),
  CDN_CONVERSION_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwt: { secret: string; issuer: string; audience: string; accessTtlSeconds: number };
  refresh: { ttlDays: number; reuseGraceSeconds: number };
  otp: { ttlSeconds: number; maxAttempts: number; resendSeconds: number };
  rateLimitEnabled: boolean;
  /**
   * The proxies (addresses or CIDR ranges, e.g. 10.0.0.0/8) whose X-Forwarded-For is believed. Empty
   * by default: the client address is the socket's, whatever headers say.
   */
  trustProxy: string[];
  /** Bearer token for GET /api/metrics; required in production, where the endpoint is off without it. */
  metricsToken: string | undefined;
  /** How long SIGTERM waits for in-flight requests before the process gives up and exits. */
  shutdownTimeoutMs: number;
  /** Serve the OpenAPI document and its page at /api/docs (off by default in production). */
  apiDocs: boolean;
  google: { clientIds: string[]; jwksUrl: string; issuers: string[] };
  apple: { clientIds: string[]; jwksUrl: string; issuer: string };
  timeZone: string;
  webDistDir: string;
  storeLinks: { appStore: string; playStore: string };
  seedDemoUsers: boolean;
  /** Length of the one free trial an account may have, in days. */
  trialDays: number;
  /**
   * How often each server looks for study reminders that are due, in seconds; 0 turns the job off
   * on this server (docs/decisions/0035).
   */
  reminderTickSeconds: number;
  /**
   * What is kept and for how long (docs/decisions/0040): recordings leave storage this many days
   * after they were made; an account never verified and not signed in to for `unverifiedAccountDays`
   * is erased; the job looks every `tickSeconds` (0 turns it off on this server).
   */
  retention: { recordingDays: number; unverifiedAccountDays: number; tickSeconds: number };
  /**
   * The data controller and seller the legal texts name (OPERATOR_*); a value not set reads
   * "(OPERATOR_… not set)" in the texts, and a production start warns about it.
   */
  operator: { name: string; address: string; mersis: string; kep: string; email: string };
  /** Backups kept by `npm run backup` (BACKUP_KEEP); the privacy notice states it. */
  backupKeep: number;
  appStore: { bundleId: string; environments: string[]; rootCertificatesPem: string[] };
  googlePlay: {
    packageName: string;
    /** Shared secret Pub/Sub sends as ?token= on the push endpoint. */
    pushToken: string | undefined;
    /** Or: the audience and service account of the OIDC token Pub/Sub attaches. */
    pushAudience: string | undefined;
    pushServiceAccount: string | undefined;
    /** Service-account key (JSON) for reading purchases from the Play Developer API. */
    serviceAccountJson: string | undefined;
    apiUrl: string;
  };
  /** Validate every response against its schema (on in tests, off in production for speed). */
  validateResponses: boolean;
  /**
   * Browser journeys move the server's clock through `POST /api/test/clock`; the route exists only
   * when this is set (TEST_CLOCK_CONTROL=1), never in production.
   */
  testClockControl: boolean;
  /** Uploaded files go to this bucket when set; to DATA_DIR/uploads otherwise (lib/storage.ts). */
  s3: S3Options | null;
  cdn: {
    /** The largest file accepted of each type, in bytes. */
    maxBytes: Record<CdnFileType, number>;
    /** Conversions (image re-encoding, ffmpeg) running at once, and how many may wait for one. */
    conversions: number;
    conversionQueue: number;
    /** The ffmpeg program that converts audio (a path, or a name looked up on PATH). */
    ffmpegPath: string;
  };
}

const MB = 1024 * 1024;

/** Dev-only secrets are generated once and kept with the data so restarts keep sessions. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (saved.jwtSecret) return saved.jwtSecret;
  }
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

/** A value given either inline or as the path of a file holding it. */
function inlineOrFile(value: string | undefined, looksInline: (v: string) => boolean) {
  if (!value) return undefined;
  return looksInline(value) ? value : readFileSync(path.resolve(value), 'utf8');
}

function pemCertificates(value: string | undefined): string[] {
  const text = inlineOrFile(value, (v) => v.includes('-----BEGIN'));
  return text?.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

/** The one place that reads process.env. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const e = EnvSchema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('JWT_SECRET must be set in production');
  }
  if (e.NODE_ENV === 'production' && e.SEED_DEMO_USERS === 'true') {
    throw new Error('SEED_DEMO_USERS cannot be set in production: the demo passwords are public');
  }
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK_CONTROL) {
    throw new Error('TEST_CLOCK_CONTROL is for test runs and cannot be set in production');
  }
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwt: {
      secret: e.JWT_SECRET ?? devSecret(dataDir),
      issuer: e.JWT_ISSUER,
      audience: e.JWT_AUDIENCE,
      accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    },
    refresh: {
      ttlDays: e.REFRESH_TOKEN_TTL_DAYS,
      reuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    },
    otp: {
      ttlSeconds: e.OTP_TTL_SECONDS,
      maxAttempts: e.OTP_MAX_ATTEMPTS,
      resendSeconds: e.OTP_RESEND_SECONDS,
    },
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' || e.API_DOCS === '1' : e.NODE_ENV !== 'production',
    google: {
      clientIds: e.GOOGLE_CLIENT_IDS,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUERS.length
        ? e.GOOGLE_ISSUERS
        : ['https://accounts.google.com', 'accounts.google.com'],
    },
    apple: { clientIds: e.APPLE_CLIENT_IDS, jwksUrl: e.APPLE_JWKS_URL, issuer: e.APPLE_ISSUER },
    timeZone: e.TIME_ZONE,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    storeLinks: { appStore: e.APP_STORE_URL, playStore: e.PLAY_STORE_URL },
    seedDemoUsers: e.NODE_ENV !== 'production' && e.SEED_DEMO_USERS !== 'false',
    validateResponses: e.NODE_ENV === 'test',
    testClockControl: e.TEST_CLOCK_CONTROL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    cdn: {
      maxBytes: {
        Image: Math.round(e.CDN_MAX_IMAGE_MB * MB),
        Icon: Math.round(e.CDN_MAX_ICON_MB * MB),
        Audio: Math.round(e.CDN_MAX_AUDIO_MB * MB),
        Document: Math.round(e.CDN_MAX_DOCUMENT_MB * MB),
      },
      conversions: e.CDN_CONVERSIONS ?? Math.max(1, Math.min(2, os.availableParallelism() - 1)),
      conversionQueue: e.CDN_CONVERSION_QUEUE,
      ffmpegPath: e.FFMPEG_PATH,
    },
    trialDays: e.TRIAL_DAYS,
    reminderTickSeconds: e.REMINDER_TICK_SECONDS,
    operator: {
      name: e.OPERATOR_NAME ?? '(OPERATOR_NAME not set)',
      address: e.OPERATOR_ADDRESS ?? '(OPERATOR_ADDRESS not set)',
      mersis: e.OPERATOR_MERSIS ?? '(OPERATOR_MERSIS not set)',
      kep: e.OPERATOR_KEP ?? '(OPERATOR_KEP not set)',
      email: e.OPERATOR_EMAIL ?? '(OPERATOR_EMAIL not set)',
    },
    backupKeep: e.BACKUP_KEEP,
    retention: {
      recordingDays: e.RECORDING_RETENTION_DAYS,
      unverifiedAccountDays: e.UNVERIFIED_ACCOUNT_DAYS,
      tickSeconds: e.RETENTION_TICK_SECONDS,
    },
    appStore: {
      bundleId: e.APP_STORE_BUNDLE_ID,
      environments: e.APP_STORE_ENVIRONMENTS.length
        ? e.APP_STORE_ENVIRONMENTS
        : e.NODE_ENV === 'production'
          ? ['Production']
          : ['Sandbox', 'Production'],
      rootCertificatesPem: pemCertificates(e.APPLE_ROOT_CA_PEM),
    },
    googlePlay: {
      packageName: e.GOOGLE_PLAY_PACKAGE_NAME,
      pushToken: e.GOOGLE_PLAY_PUSH_TOKEN,
      pushAudience: e.GOOGLE_PLAY_PUSH_AUDIENCE,
      pushServiceAccount: e.GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT,
      serviceAccountJson: inlineOrFile(e.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON, (v) =>
        v.trimStart().startsWith('{'),
      ),
      apiUrl: e.GOOGLE_PLAY_API_URL,
    },
  };
  return { ...config, ...overrides };
}
