import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenConfig {
  secret: string;
  /** A jose time span such as '7d'. */
  expiresIn: string;
}

export interface TokenClaims {
  userId: string;
  email: string;
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

const verifyOptions = { algorithms: [ALGORITHM], issuer: ISSUER };

export async function signToken(config: TokenConfig, claims: TokenClaims): Promise<string> {
  return new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(config.expiresIn)
    .sign(await keyOf(config));
}

/** The token's claims, or undefined for anything forged, expired, malformed or of another kind. */
export async function readToken(
  config: TokenConfig,
  token: string,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(config), verifyOptions);
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
    return { userId: payload.sub, email: payload.email };
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
