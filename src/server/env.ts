import { z } from 'zod';

const DURATION_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** A limit written as "<actions>/<duration>", e.g. "10/5m" (s, m or h): LimitRule's shape. */
function limitRule(name: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,7}\/\d{1,6}[smh]$/, `${name} must look like 10/5m: actions per s, m or h`)
    .transform((text) => {
      const [points = '0', duration = '0s'] = text.split('/');
      const unit = duration.slice(-1) as keyof typeof DURATION_SECONDS;
      return {
        points: Number(points),
        seconds: Number(duration.slice(0, -1)) * DURATION_SECONDS[unit],
      };
    })
    .refine((rule) => rule.points >= 1 && rule.seconds >= 1, `${name} must allow at least 1 per 1s`)
    .optional();
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65_535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(
      /^(file:.+|postgres(ql)?:\/\/.+)$/,
      'DATABASE_URL must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
    )
    .default('file:./data/craftreel.db'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  API_DELAY_MS: z.coerce
    .number({ error: 'API_DELAY_MS must be a number' })
    .int('API_DELAY_MS must be a whole number of milliseconds')
    .min(0, 'API_DELAY_MS must be 0 or more')
    .max(60_000, 'API_DELAY_MS must be at most 60000')
    .default(0),
  THUMBNAIL_UPSTREAM: z
    .string()
    .trim()
    .refine(
      (value) => value === 'off' || (/^https?:\/\//.test(value) && URL.canParse(value)),
      'THUMBNAIL_UPSTREAM must be an http(s) origin, such as https://i.ytimg.com, or off',
    )
    .transform((value) => (value === 'off' ? value : new URL(value).origin))
    .default('https://i.ytimg.com'),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'SHUTDOWN_GRACE_MS must be a number' })
    .int('SHUTDOWN_GRACE_MS must be a whole number of milliseconds')
    .min(0, 'SHUTDOWN_GRACE_MS must be 0 or more')
    .max(600_000, 'SHUTDOWN_GRACE_MS must be at most 600000')
    .default(10_000),
  MAX_CONNECTIONS: z.coerce
    .number({ error: 'MAX_CONNECTIONS must be a number' })
    .int('MAX_CONNECTIONS must be a whole number')
    .min(1, 'MAX_CONNECTIONS must be at least 1')
    .max(1_000_000, 'MAX_CONNECTIONS must be at most 1000000')
    .default(1024),
  HEADERS_TIMEOUT_MS: z.coerce
    .number({ error: 'HEADERS_TIMEOUT_MS must be a number' })
    .int('HEADERS_TIMEOUT_MS must be a whole number of milliseconds')
    .min(1000, 'HEADERS_TIMEOUT_MS must be at least 1000')
    .max(600_000, 'HEADERS_TIMEOUT_MS must be at most 600000')
    .default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'REQUEST_TIMEOUT_MS must be a number' })
    .int('REQUEST_TIMEOUT_MS must be a whole number of milliseconds')
    .min(1000, 'REQUEST_TIMEOUT_MS must be at least 1000')
    .max(600_000, 'REQUEST_TIMEOUT_MS must be at most 600000')
    .default(30_000),
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'RATE_LIMITS must be on or off' }).default('on'),
  RATE_LIMIT_LOGIN_PER_EMAIL: limitRule('RATE_LIMIT_LOGIN_PER_EMAIL'),
  RATE_LIMIT_LOGIN_PER_ADDRESS: limitRule('RATE_LIMIT_LOGIN_PER_ADDRESS'),
  RATE_LIMIT_SIGNUP_PER_ADDRESS: limitRule('RATE_LIMIT_SIGNUP_PER_ADDRESS'),
  RATE_LIMIT_API_PER_ADDRESS: limitRule('RATE_LIMIT_API_PER_ADDRESS'),
  RATE_LIMIT_LIBRARY_IMPORT_PER_USER: limitRule('RATE_LIMIT_LIBRARY_IMPORT_PER_USER'),
  RATE_LIMIT_PHOTO_UPLOAD_PER_USER: limitRule('RATE_LIMIT_PHOTO_UPLOAD_PER_USER'),
  RATE_LIMIT_MADE_POST_PER_USER: limitRule('RATE_LIMIT_MADE_POST_PER_USER'),
  RATE_LIMIT_MADE_REPORT_PER_USER: limitRule('RATE_LIMIT_MADE_REPORT_PER_USER'),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/.+/, 'REDIS_URL must be redis://HOST:PORT (or rediss://)')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,64}$/, 'REDIS_KEY_PREFIX must be 1-64 letters, digits, _ : . or -')
    .default('craftreel'),
  CORS_ORIGINS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) =>
        origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
      'CORS_ORIGINS must be origins separated by commas, such as https://app.example.com',
    )
    .default([]),
  PUBLIC_ORIGIN: z
    .string()
    .trim()
    .refine((value) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      return /^https?:\/\//.test(value) && url?.pathname === '/' && !url.search && !url.hash;
    }, 'PUBLIC_ORIGIN must be an http(s) origin, such as https://craftreel.example (no path)')
    .transform((value) => new URL(value).origin)
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY must be true, false or a number of proxies')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .default(0),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Reads the configuration once, at start. Empty variables count as unset. Returns the list of
 * problems instead of throwing so the caller can print them and exit.
 */
export function readEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: Env } | { ok: false; problems: string[] } {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((i) =>
        i.message.startsWith(String(i.path[0])) ? i.message : `${String(i.path[0])}: ${i.message}`,
      ),
    };
  }
  if (result.data.NODE_ENV === 'production' && !result.data.JWT_SECRET) {
    return { ok: false, problems: ['JWT_SECRET is required when NODE_ENV=production'] };
  }
  return { ok: true, env: result.data };
}
