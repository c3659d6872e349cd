import path from 'node:path';
import { z } from 'zod';

/**
 * The whole environment contract (requirements/api.md#contract), parsed once at start. A bad value stops the start
 * with a message naming the variable; nothing else in the server reads process.env.
 */
const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' }).transform((value) => value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  ),
  TOKEN_TTL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive({ error: 'must be a positive number of hours' })
    .default(24 * 7),
  SUPER_ADMIN_KEY: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(1).default('Facility Management System <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z
    .url({ error: 'must be a URL' })
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  PUBLIC_URL: optionalText.pipe(z.url({ error: 'must be a URL' }).optional()),
  DEMO_DATA: optionalText.pipe(flag.optional()),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: optionalText.pipe(flag.optional()),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: optionalText,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PM_SCHEDULER_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, { error: 'must be 0 (off) or more' })
    .default(60_000),
  // Files and photos (issue 33): the local disk under DATA_DIR, or an S3-compatible store.
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ error: 'must be a URL' }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(flag.optional()),
  // Web Push (issue 34, docs/push.md): the VAPID key pair, both or neither (neither: derived
  // from JWT_SECRET), and who the push services may contact.
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a P-256 public key, 65 bytes in base64url' })
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a P-256 private key, 32 bytes in base64url' })
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, { error: 'must be a mailto: address or an https:// URL' })
      .optional(),
  ),
  // Push to the Android app through Firebase Cloud Messaging: a service account key file.
  FCM_SERVICE_ACCOUNT_FILE: optionalText,
  UPLOAD_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(1, { error: 'must be at least 1' })
    .max(1024, { error: 'must be at most 1024' })
    .default(25),
});

/**
 * Where files are kept (docs/work-order-record.md): an S3-compatible bucket when S3_BUCKET is
 * set (what several instances share), else the local disk under DATA_DIR.
 */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  superAdminKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  /** Where Google publishes the keys its ID tokens are signed with (tests use a local set). */
  googleJwksUrl: string;
  /** The address users open, for links in mails. */
  publicUrl: string;
  demoData: boolean;
  corsOrigins: string[];
  /** Behind a reverse proxy, read the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string | undefined;
  shutdownTimeoutMs: number;
  /**
   * Between two passes that turn due PMs into work orders: a recurring job, each pass run by one
   * instance (lib/jobs). 0: this instance runs none; another one does.
   */
  pmSchedulerIntervalMs: number;
  storage: StorageConfig;
  /** The largest file an upload may carry, in bytes. */
  uploadMaxBytes: number;
  /** Web Push's VAPID keys when set; else lib/push/vapid.ts derives them from the JWT secret. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this server: a mailto: or an https: URL. */
  vapidSubject: string | undefined;
  /** Firebase's service account key file: with it, the Android app gets pushes too. */
  fcmServiceAccountFile: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        const shown =
          value === undefined
            ? ''
            : ` (got "${name.includes('SECRET') || name.includes('KEY') ? '***' : value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    superAdminKey: e.SUPER_ADMIN_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Demo data only ever goes into the embedded database unless asked for explicitly.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pmSchedulerIntervalMs: e.PM_SCHEDULER_INTERVAL_MS,
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Most stores other than AWS (MinIO, s3rver, Ceph) address buckets by path.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : { driver: 'local' },
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    fcmServiceAccountFile: e.FCM_SERVICE_ACCOUNT_FILE,
  };
}
