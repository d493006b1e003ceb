import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export interface TokenConfig {
  secret: string;
  /** A jose time span such as '7d'. */
  expiresIn: string;
}

export interface TokenClaims {
  userId: string;
  email: string;
  /** The session the token belongs to (the sessions table): gone, and the token is no good. */
  sessionId: string;
}

const ALGORITHM = 'HS256';
const ISSUER = 'craftreel';

/**
 * The HMAC key of a config, imported once and kept for the config's lifetime: jose would
 * otherwise import the raw secret again on every sign and verify.
 */
const keys = new WeakMap<TokenConfig, Promise<CryptoKey>>();

function keyOf(config: TokenConfig): Promise<CryptoKey> {
  let key = keys.get(config);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(config, key);
  }
  return key;
}

// A token without an expiry, a subject or a session is refused, however well signed.
const verifyOptions = {
  algorithms: [ALGORITHM],
  issuer: ISSUER,
  requiredClaims: ['exp', 'sub', 'sid'],
};

/** A signed token for the claims, and when it expires. */
export async function signToken(
  config: TokenConfig,
  claims: TokenClaims,
): Promise<{ token: string; expiresAt: Date }> {
  const token = await new SignJWT({ email: claims.email, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(config.expiresIn)
    .sign(await keyOf(config));
  return { token, expiresAt: new Date((decodeJwt(token).exp ?? 0) * 1000) };
}

/** How many verified tokens a config remembers (a few MB at most). */
const VERIFIED_TOKENS_MAX = 10_000;

interface Verified {
  claims: TokenClaims;
  /** The token's `exp`, in ms since the epoch. */
  expiresAt: number;
}

/**
 * Tokens whose signature and claims were checked already, by exact token text, with their
 * expiry. Checking an HS256 signature through Web Crypto cost a signed-in request more CPU
 * than its query (docs/performance.md); the same token comes back on every request of a
 * session, so it is checked once. A forged token is another text and misses; an expired one
 * is refused here as jose would refuse it.
 */
const verifiedTokens = new WeakMap<TokenConfig, LRUCache<string, Verified>>();

function verifiedOf(config: TokenConfig): LRUCache<string, Verified> {
  let cache = verifiedTokens.get(config);
  if (!cache) {
    cache = new LRUCache({ max: VERIFIED_TOKENS_MAX });
    verifiedTokens.set(config, cache);
  }
  return cache;
}

/** The token's claims, or undefined for anything forged, expired, malformed or of another kind. */
export async function readToken(
  config: TokenConfig,
  token: string,
): Promise<TokenClaims | undefined> {
  const verified = verifiedOf(config);
  const known = verified.get(token);
  if (known) {
    if (Date.now() < known.expiresAt) return known.claims;
    verified.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(config), verifyOptions);
    const { sub, email, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string') {
      return undefined;
    }
    if (typeof exp !== 'number') return undefined;
    const claims = { userId: sub, email, sessionId: sid };
    verified.set(token, { claims, expiresAt: exp * 1000 });
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}

/** Both forms the API accepts: `authorization: <token>` and `authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value);
  return (match?.[1] ?? value).trim() || undefined;
}
