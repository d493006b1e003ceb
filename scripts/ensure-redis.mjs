// Makes sure the Redis the rate-limit suites use is up (TEST_REDIS_URL, else 127.0.0.1:6379).
// Every dev and CI machine runs one; if it is not answering, start Debian's redis-server (and
// install it with apt-get first when it is missing), keeping nothing on disk.
import { execFileSync, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function ping() {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 3000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const has = (name) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

function install() {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = root ? ['env'] : ['sudo', '-n', 'env'];
  const apt = (args) =>
    execFileSync(
      prefix[0],
      [...prefix.slice(1), 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args],
      {
        stdio: 'inherit',
      },
    );
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'redis-server']);
}

if (!(await ping())) {
  const { hostname, port } = new URL(url);
  console.log(`Redis is not answering at ${url}; starting redis-server.`);
  if (!has('redis-server')) install();
  execFileSync(
    'redis-server',
    [
      '--daemonize',
      'yes',
      '--bind',
      hostname,
      '--port',
      port || '6379',
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: 'inherit' },
  );
  let up = false;
  for (let i = 0; i < 20 && !up; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    up = await ping();
  }
  if (!up) {
    console.error(
      `Redis at ${url} is not usable. Set TEST_REDIS_URL to a Redis the tests may use.`,
    );
    process.exit(1);
  }
}
console.log(`Redis ready at ${url}`);
