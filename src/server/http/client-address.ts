import type { Context } from 'hono';
import type { AppEnv } from './router.ts';

/**
 * The address a request came from, for per-address limits. Without trusted proxies it is the
 * socket's peer: a client cannot choose it. Behind `trustedProxies` reverse proxies (TRUST_PROXY),
 * each of which appends the address it saw to X-Forwarded-For, the client's is the entry that
 * many places from the end; anything before it was written by the client and is not believed.
 * A request made in-process (tests) has no socket and counts as "in-process".
 */
export function clientAddress(c: Context<AppEnv>, trustedProxies: number): string {
  const peer = c.env?.incoming?.socket.remoteAddress ?? 'in-process';
  if (trustedProxies <= 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return forwarded[forwarded.length - trustedProxies] ?? forwarded[0] ?? peer;
}
