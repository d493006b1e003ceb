/**
 * One object store in an IndexedDB database of its own (version 1), as the demo keeps its data
 * (browser-storage.ts) and its photos (indexeddb-photo-store.ts): the database is opened once, on
 * first use, and a failed open is tried again on the next call.
 */
export interface IndexedDbStore {
  /** The open database. */
  open(): Promise<IDBDatabase>;
  /** Runs `work` in one transaction; answers once it is committed (the data is on disk), or fails as a whole. */
  inTransaction<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
  ): Promise<T | undefined>;
}

/** The store `storeName` of the database `dbName`; `upgrade` adds to the store when it is made. */
export function indexedDbStore(
  dbName: string,
  storeName: string,
  upgrade: (store: IDBObjectStore) => void = () => {},
): IndexedDbStore {
  let opened: Promise<IDBDatabase> | undefined;

  function open(): Promise<IDBDatabase> {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => {
        upgrade(request.result.createObjectStore(storeName));
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }).catch((error: unknown) => {
      opened = undefined; // the next call tries again
      throw error;
    });
    return opened;
  }

  async function inTransaction<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
  ): Promise<T | undefined> {
    const db = await open();
    return new Promise((resolve, reject) => {
      const transaction = db.transaction(storeName, mode);
      const request = work(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  }

  return { open, inTransaction };
}
