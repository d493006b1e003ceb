/**
 * Where the demo keeps its data in the browser (docs/decisions/0011): one IndexedDB database with the
 * SQLite database's bytes (DemoApi.export) and the secret that signs this browser's tokens,
 * side by side, so a reload finds both and a reset replaces both. The service worker is its
 * only user.
 */
import { toBase64Url } from '#shared/base64url.ts';
import { indexedDbStore } from './indexeddb-store.ts';

const DB_NAME = 'craftreel-demo';
const STORE = 'demo';
const DATABASE_KEY = 'database';
const SECRET_KEY = 'secret';
/** 48 random bytes: as strong as the server's own token secrets. */
const SECRET_BYTES = 48;

export interface StoredDemo {
  /** The SQLite database as last saved; null before the first save. */
  database: Uint8Array | null;
  /** This browser's token secret (base64url). */
  secret: string;
}

function asPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

const demoStore = indexedDbStore(DB_NAME, STORE);

/** A new secret: SECRET_BYTES from the browser's CSPRNG, base64url. */
export function newSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}

/** What was saved, with a secret made and kept on the first start. */
export async function loadDemo(): Promise<StoredDemo> {
  const db = await demoStore.open();
  const transaction = db.transaction(STORE, 'readonly');
  const store = transaction.objectStore(STORE);
  const [database, secret] = await Promise.all([
    asPromise(store.get(DATABASE_KEY) as IDBRequest<Uint8Array | undefined>),
    asPromise(store.get(SECRET_KEY) as IDBRequest<string | undefined>),
  ]);
  if (secret) return { database: database ?? null, secret };
  // First start (or the secret was lost): a new secret, and no data signed with the old one.
  const made = newSecret();
  await demoStore.inTransaction('readwrite', (writable) => {
    writable.delete(DATABASE_KEY);
    return writable.put(made, SECRET_KEY);
  });
  return { database: null, secret: made };
}

/** Keeps the database's bytes; answers once they are committed. */
export async function saveDatabase(bytes: Uint8Array): Promise<void> {
  await demoStore.inTransaction('readwrite', (store) => store.put(bytes, DATABASE_KEY));
}

/** Forgets the data and keeps a new secret in one go (the demo's reset); answers the secret. */
export async function resetDemo(): Promise<string> {
  const secret = newSecret();
  await demoStore.inTransaction('readwrite', (store) => {
    store.delete(DATABASE_KEY);
    return store.put(secret, SECRET_KEY);
  });
  return secret;
}
