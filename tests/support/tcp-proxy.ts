import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy owned by a test or a bench, placed between the app and PostgreSQL so that an
 * outage can be staged without touching the machine's database server: `cut()` destroys every
 * connection passing through (as a restart, a failover or an idle timeout does), `refuse()`
 * turns new connections away at once until `accept()`, and `close()` ends it all.
 */
export interface TcpProxy {
  /** The proxy's own port on 127.0.0.1. */
  port: number;
  /** Connections passing through now. */
  openConnections(): number;
  /** Destroys every connection passing through now. */
  cut(): void;
  /** New connections are closed as soon as they are accepted, until accept(). */
  refuse(): void;
  /** New connections are passed through again. */
  accept(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let refusing = false;
  const server: Server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('proxy has no port');
  const cut = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port: address.port,
    openConnections: () => pairs.size,
    cut,
    refuse: () => {
      refusing = true;
    },
    accept: () => {
      refusing = false;
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A postgres:// URL with its host and port swapped for the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}

/** The host and port a postgres:// URL names (5432 when it names none). */
export function targetOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || 5432) };
}
