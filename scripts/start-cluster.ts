// `npm run start:cluster`: several CraftReel processes on one PostgreSQL, sharing rate limits
// through Redis, behind nginx (Debian's, installed with apt-get when missing). The way to run
// more than one process; docs/scaling.md says when that is needed.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/craftreel npm run start:cluster
//   APPS=3 PORT=8080 REDIS_URL=redis://127.0.0.1:6379 JWT_SECRET=… npm run start:cluster
//
// nginx listens on HOST:PORT (127.0.0.1:3000) and passes each request to the next app process
// (ports PORT+1 …), telling it the client's address in X-Forwarded-For (the apps run with
// TRUST_PROXY=1). An app that dies while the cluster is not stopping (a crash, SIGKILL, any
// exit, 0 included) is replaced on the same port: at once when it had been up a while, after a
// delay that doubles (1 s, 2 s, … 30 s) while replacements keep dying soon after they start.
// SIGTERM or SIGINT stops nginx gracefully, then every app (each finishing what it is serving),
// and exits 0 when all of them did.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const NGINX = '/usr/sbin/nginx';
const ROOT = resolve(import.meta.dirname, '..');

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  host: string;
  port: number;
  apps: number;
  /** The apps' own ports; PORT+1, PORT+2, … by default. */
  appPorts?: number[];
  jwtSecret: string;
  /** More variables for every app process (rate limits, for instance). */
  env?: Record<string, string>;
  /** Where the apps' and nginx's output goes (the terminal, or nowhere). */
  quiet?: boolean;
  /** Hears the cluster's own news (an app died, its replacement is up); console.log unless quiet. */
  log?: (message: string) => void;
}

export interface RunningCluster {
  url: string;
  /** Each app process's own address, bypassing nginx. */
  appUrls: string[];
  /** The app processes now: an entry is swapped for the replacement of a process that died. */
  apps: ChildProcess[];
  /**
   * Takes one app out of the cluster, as a rolling restart does: nginx stops sending it requests
   * (a graceful reload), then the app gets SIGTERM and finishes what it is serving. Resolves
   * with the app's exit code; the app is not replaced.
   */
  stopApp(index: number): Promise<number>;
  /** Stops nginx and every app, replacing none; resolves with 0 when every app stopped cleanly. */
  stop(): Promise<number>;
}

/** Installs Debian's nginx when it is missing, as scripts/e2e.mjs does for Chromium. */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  console.log(`${NGINX} is missing; installing Debian's nginx with apt-get.`);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args: string[]) => {
    const [command, ...rest] = root
      ? ['env', 'DEBIAN_FRONTEND=noninteractive', ...args]
      : ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', ...args];
    execFileSync(command as string, rest, { stdio: 'inherit' });
  };
  const install = () => run(['apt-get', 'install', '-y', '--no-install-recommends', 'nginx']);
  try {
    install();
  } catch {
    run(['apt-get', 'update']);
    install();
  }
  if (!existsSync(NGINX)) throw new Error(`apt-get finished but ${NGINX} is still missing`);
}

function nginxConfig(dir: string, options: ClusterOptions, appPorts: number[]): string {
  const servers = appPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream craftreel {
${servers}
  }
  server {
    listen ${options.host}:${options.port};
    client_max_body_size 1m;
    location / {
      proxy_pass http://craftreel;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      # A process that is stopping refuses new connections: such a request was never sent, and
      # goes to the next process, whatever its method.
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (!alive(child)) throw new Error(`${url} exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const exitOf = (child: ChildProcess) =>
  new Promise<number>((done) => {
    if (!alive(child)) done(child.exitCode ?? 1);
    else child.once('exit', (code) => done(code ?? 1));
  });

/** An app that dies sooner than this after it was started is in trouble: its replacement waits. */
const STABLE_MS = 10_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    throw new Error(
      'start:cluster needs DATABASE_URL=postgres://… (processes cannot share SQLite)',
    );
  }
  ensureNginx();
  const stdio = options.quiet ? 'ignore' : 'inherit';
  const log = options.log ?? (options.quiet ? () => {} : (message: string) => console.log(message));
  const appPorts =
    options.appPorts ?? Array.from({ length: options.apps }, (_, i) => options.port + 1 + i);
  const apps: ChildProcess[] = [];
  const appUrls = appPorts.map((port) => `http://127.0.0.1:${port}`);
  /** Set once every app answered: an app dying before that fails the start instead. */
  let started = false;
  let stopping = false;
  /** Apps taken out by stopApp, never replaced. */
  const retired = new Set<number>();
  /** Replacements waiting for their delay, by app. */
  const pending = new Map<number, NodeJS.Timeout>();
  /** How many times in a row each app died within STABLE_MS of its start. */
  const quickDeaths = appPorts.map(() => 0);

  const spawnApp = (index: number): ChildProcess => {
    const port = appPorts[index] as number;
    const startedAt = Date.now();
    const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/node/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        JWT_SECRET: options.jwtSecret,
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', stdio, stdio],
    });
    apps[index] = app;
    app.on('error', (error) => log(`app ${index} (port ${port}): ${error.message}`));
    app.once('exit', (code, signal) => {
      if (!started || stopping || retired.has(index) || apps[index] !== app) return;
      const deaths = Date.now() - startedAt < STABLE_MS ? (quickDeaths[index] ?? 0) + 1 : 0;
      quickDeaths[index] = deaths;
      const delay = deaths === 0 ? 0 : Math.min(FIRST_RETRY_MS * 2 ** (deaths - 1), MAX_RETRY_MS);
      const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
      const when = delay === 0 ? 'now' : `in ${delay} ms`;
      log(`app ${index} (pid ${app.pid}, port ${port}) ${how}; starting another ${when}`);
      pending.set(
        index,
        setTimeout(() => {
          pending.delete(index);
          void replace(index);
        }, delay),
      );
    });
    return app;
  };

  const replace = async (index: number) => {
    if (stopping || retired.has(index)) return;
    const app = spawnApp(index);
    try {
      await waitForHealth(appUrls[index] as string, app);
      log(`app ${index} replaced: pid ${app.pid} answers on ${appUrls[index]}`);
    } catch (error) {
      // Dead again (its exit has been heard, and it is replaced in turn), or up but not healthy
      // yet (its database away, say): it serves once it is.
      if (alive(app)) log(`app ${index} (pid ${app.pid}): ${(error as Error).message} yet`);
    }
  };

  const dir = mkdtempSync(join(tmpdir(), 'craftreel-nginx-'));
  let nginx: ChildProcess | undefined;
  try {
    // One at a time: the first migrates and seeds, the rest find it done.
    for (const index of appPorts.keys()) {
      await waitForHealth(appUrls[index] as string, spawnApp(index));
    }
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, options, appPorts));
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', stdio, stdio],
    });
    await waitForHealth(`http://${options.host}:${options.port}`, nginx);
  } catch (error) {
    // Leave nothing running behind a start that failed.
    for (const child of [...apps, ...(nginx ? [nginx] : [])]) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const proxy = nginx;
  const url = `http://${options.host}:${options.port}`;
  started = true;
  const serving = new Set(appPorts);
  return {
    url,
    appUrls,
    apps,
    async stopApp(index) {
      const port = appPorts[index];
      if (apps[index] === undefined || port === undefined) throw new Error(`no app ${index}`);
      retired.add(index);
      clearTimeout(pending.get(index));
      pending.delete(index);
      serving.delete(port);
      writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, options, [...serving]));
      proxy.kill('SIGHUP');
      // New nginx workers take over at once; the old ones finish the requests they hold.
      await new Promise((done) => setTimeout(done, 300));
      // The app now, which may be a replacement that started meanwhile.
      const app = apps[index] as ChildProcess;
      app.kill('SIGTERM');
      return exitOf(app);
    },
    async stop() {
      stopping = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      proxy.kill('SIGQUIT');
      await exitOf(proxy);
      rmSync(dir, { recursive: true, force: true });
      // Those running now; one that died and waited for its replacement has nothing to stop.
      const running = apps.filter(alive);
      for (const app of running) app.kill('SIGTERM');
      const codes = await Promise.all(running.map(exitOf));
      return codes.every((code) => code === 0) ? 0 : 1;
    },
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const cluster = await startCluster({
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    apps: Number(process.env.APPS ?? 2),
    // Every process must sign and check tokens with the same secret.
    jwtSecret: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
  });
  console.log(`CraftReel cluster on ${cluster.url}: ${cluster.appUrls.join(', ')} behind nginx`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    process.exit(await cluster.stop());
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
