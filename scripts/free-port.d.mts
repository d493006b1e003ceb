/** A TCP port nobody listens on at 127.0.0.1 right now, as the OS hands one out. */
export declare function freePort(): Promise<number>;

/** The same, synchronously: for files that need the port while they load. */
export declare function freePortSync(): number;
