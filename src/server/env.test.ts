import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

const GOOD_SECRET = 's'.repeat(32);

function problemsOf(source: Record<string, string | undefined>): string[] {
  const result = readEnv(source);
  if (result.ok) throw new Error(`expected problems, got ${JSON.stringify(result.env)}`);
  return result.problems;
}

describe('readEnv', () => {
  it('answers the documented defaults for an empty environment', () => {
    const result = readEnv({});
    expect(result).toEqual({
      ok: true,
      env: {
        NODE_ENV: 'development',
        PORT: 3000,
        HOST: '127.0.0.1',
        DATABASE_URL: 'file:./data/craftreel.db',
        API_DELAY_MS: 0,
        THUMBNAIL_UPSTREAM: 'https://i.ytimg.com',
        SHUTDOWN_GRACE_MS: 10_000,
        MAX_CONNECTIONS: 1024,
        HEADERS_TIMEOUT_MS: 20_000,
        REQUEST_TIMEOUT_MS: 30_000,
        RATE_LIMITS: 'on',
        REDIS_KEY_PREFIX: 'craftreel',
        CORS_ORIGINS: [],
        TRUST_PROXY: 0,
      },
    });
  });

  it('treats empty variables as unset', () => {
    const result = readEnv({ PORT: '', HOST: '', DATABASE_URL: '', API_DELAY_MS: '' });
    expect(result.ok && result.env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1' });
  });

  it('reads good values', () => {
    const result = readEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/craftreel',
      JWT_SECRET: GOOD_SECRET,
      API_DELAY_MS: '400',
      THUMBNAIL_UPSTREAM: 'http://127.0.0.1:9000/',
      SHUTDOWN_GRACE_MS: '2500',
      MAX_CONNECTIONS: '200',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '12000',
      RATE_LIMITS: 'off',
      RATE_LIMIT_LOGIN_PER_EMAIL: '3/90s',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '20/5m',
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '2/1h',
      RATE_LIMIT_API_PER_ADDRESS: '100/10s',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: 'staging:craftreel',
      CORS_ORIGINS: 'https://app.example.com, http://localhost:5173',
      TRUST_PROXY: '2',
      PUBLIC_ORIGIN: 'https://craftreel.example/',
    });
    expect(result).toEqual({
      ok: true,
      env: {
        NODE_ENV: 'production',
        PORT: 8080,
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db:5432/craftreel',
        JWT_SECRET: GOOD_SECRET,
        API_DELAY_MS: 400,
        THUMBNAIL_UPSTREAM: 'http://127.0.0.1:9000',
        SHUTDOWN_GRACE_MS: 2500,
        MAX_CONNECTIONS: 200,
        HEADERS_TIMEOUT_MS: 5000,
        REQUEST_TIMEOUT_MS: 12_000,
        RATE_LIMITS: 'off',
        RATE_LIMIT_LOGIN_PER_EMAIL: { points: 3, seconds: 90 },
        RATE_LIMIT_LOGIN_PER_ADDRESS: { points: 20, seconds: 300 },
        RATE_LIMIT_SIGNUP_PER_ADDRESS: { points: 2, seconds: 3600 },
        RATE_LIMIT_API_PER_ADDRESS: { points: 100, seconds: 10 },
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: 'staging:craftreel',
        CORS_ORIGINS: ['https://app.example.com', 'http://localhost:5173'],
        TRUST_PROXY: 2,
        PUBLIC_ORIGIN: 'https://craftreel.example',
      },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['API_DELAY_MS', '-1'],
    ['API_DELAY_MS', 'soon'],
    ['JWT_SECRET', 'too-short'],
    ['NODE_ENV', 'staging'],
    ['THUMBNAIL_UPSTREAM', 'i.ytimg.com'],
    ['THUMBNAIL_UPSTREAM', 'ftp://i.ytimg.com'],
    ['RATE_LIMITS', 'no'],
    ['SHUTDOWN_GRACE_MS', 'soon'],
    ['MAX_CONNECTIONS', '0'],
    ['HEADERS_TIMEOUT_MS', '10'],
    ['REQUEST_TIMEOUT_MS', 'slow'],
    ['RATE_LIMIT_LOGIN_PER_EMAIL', '10 per 5 minutes'],
    ['RATE_LIMIT_SIGNUP_PER_ADDRESS', '0/1h'],
    ['RATE_LIMIT_API_PER_ADDRESS', '100/0s'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['TRUST_PROXY', 'yes'],
    ['CORS_ORIGINS', '*'],
    ['REDIS_KEY_PREFIX', 'has spaces'],
    ['CORS_ORIGINS', 'https://app.example.com/path'],
    ['PUBLIC_ORIGIN', 'craftreel.example'],
    ['PUBLIC_ORIGIN', 'https://craftreel.example/videos'],
  ])('names %s in its problem when it is %s', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}\\b`));
  });

  it('lists every bad variable, not just the first', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', API_DELAY_MS: '-1' });
    expect(problems.map((p) => p.split(/[\s:]/)[0]).sort()).toEqual([
      'API_DELAY_MS',
      'DATABASE_URL',
      'PORT',
    ]);
  });

  it('reads TRUST_PROXY=true as one proxy', () => {
    const result = readEnv({ TRUST_PROXY: 'true' });
    expect(result.ok && result.env.TRUST_PROXY).toBe(1);
  });

  it('takes THUMBNAIL_UPSTREAM=off: thumbnails are never fetched', () => {
    const result = readEnv({ THUMBNAIL_UPSTREAM: 'off' });
    expect(result.ok && result.env.THUMBNAIL_UPSTREAM).toBe('off');
  });

  it('refuses NODE_ENV=production without JWT_SECRET', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET is required when NODE_ENV=production',
    ]);
  });

  it('accepts development without JWT_SECRET (one is generated and kept)', () => {
    expect(readEnv({ NODE_ENV: 'development' }).ok).toBe(true);
  });
});
