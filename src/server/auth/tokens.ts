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

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(config: TokenConfig, claims: TokenClaims): Promise<string> {
  return new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(config.expiresIn)
    .sign(keyOf(config.secret));
}

/** The token's claims, or undefined for anything forged, expired, malformed or of another kind. */
export async function readToken(
  config: TokenConfig,
  token: string,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
    });
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
