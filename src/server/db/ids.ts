import { monotonicFactory } from 'ulid';

/** Random bytes drawn from the OS in blocks: ulid's own source asks for one byte at a time. */
const POOL_SIZE = 4096;
let pool = randomBlock();
let used = 0;

/** Web Crypto's random source: the same on Node and in a browser (the demo, docs/decisions/0011). */
function randomBlock(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(POOL_SIZE));
}

/** ulid's PRNG contract: a fraction in [0, 1), here from one cryptographically random byte. */
function pooledRandom(): number {
  if (used === POOL_SIZE) {
    pool = randomBlock();
    used = 0;
  }
  return (pool[used++] as number) / 256;
}

const nextUlid = monotonicFactory(pooledRandom);

/** A new row id: a ULID, so ids sort by creation time (newest-first lists order by id). */
export function newId(): string {
  return nextUlid().toLowerCase();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * Row ids made from given times, for entries that keep a time of their own (an imported like
 * keeps when it was liked): called oldest first, each id sorts after the one before, so a list
 * ordered by id follows the calls' order, even where two times are equal or out of order (ulid's
 * monotonic factory then counts on from the last time). One factory per list.
 */
export function idsFromTimes(): (time: string) => string {
  const next = monotonicFactory(pooledRandom);
  return (time) => next(Date.parse(time)).toLowerCase();
}
