// Where a request spends its time: runs the real server (src/server/node/index.ts) under
// `node --cpu-prof`, drives one route at a time with autocannon on 127.0.0.1 (bounded), and
// prints each route's CPU time per request by where it goes (our code, Hono, zod, Kysely, the
// SQLite driver, JSON, logging, Node's HTTP, GC). docs/performance.md records the findings.
//   npm run profile                      every route, 5 s each
//   npm run profile -- --seconds 10
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { ROOT, startCraftReel } from './support/processes.ts';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 5;

const STARTUP = '(start-up)';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

/** Which part of the stack a frame belongs to, from its script's path. */
function partOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)' || functionName === '(program)') return functionName;
  // Loading and compiling modules happens at start, before the load: not a request's cost.
  if (url.startsWith('node:internal/modules/') || url.includes('/tsx/')) return STARTUP;
  if (url.includes('/src/server/')) return 'our server code';
  if (url.includes('/src/shared/')) return 'our shared code';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg === 'pino' || pkg === 'sonic-boom' || pkg === 'pino-std-serializers')
    return 'logging (pino)';
  if (pkg) return pkg;
  if (url.startsWith('node:')) return url.replace(/^node:internal\//, 'node:').split('/')[0] ?? url;
  if (functionName === 'stringify' || functionName === 'parse') return 'JSON';
  return functionName ? `native: ${functionName}` : '(native)';
}

function summarise(profile: CpuProfile, requests: number) {
  const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / total;
  const byPart = new Map<string, number>();
  for (const node of profile.nodes) {
    const part = partOf(node.callFrame);
    byPart.set(part, (byPart.get(part) ?? 0) + node.hitCount);
  }
  const busy = total - (byPart.get('(idle)') ?? 0) - (byPart.get(STARTUP) ?? 0);
  const rows = [...byPart.entries()]
    .filter(([part]) => part !== '(idle)' && part !== STARTUP)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([part, hits]) => ({
      part,
      'share of busy CPU': `${((hits / busy) * 100).toFixed(1)} %`,
      'µs per request': Math.round(((hits * msPerSample) / requests) * 1000),
    }));
  return { rows, busyUsPerRequest: Math.round(((busy * msPerSample) / requests) * 1000) };
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  const { encodedToken } = (await res.json()) as { encodedToken: string };
  return encodedToken;
}

interface Route {
  name: string;
  path: string;
  signedIn?: boolean;
}

const routes: Route[] = [
  { name: 'GET /api/videos (first page)', path: '/api/videos' },
  { name: 'GET /api/user/likes (10 videos)', path: '/api/user/likes', signedIn: true },
];

const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-profile-'));
const profileDir = join(ROOT, '.tmp', 'profiles');
mkdirSync(profileDir, { recursive: true });
try {
  for (const route of routes) {
    for (const f of readdirSync(profileDir)) rmSync(join(profileDir, f));
    const server = await startCraftReel(`file:${join(dataDir, 'profile.db')}`, [
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
    ]);
    const headers: Record<string, string> = {};
    if (route.signedIn) {
      const token = await login(server.url);
      headers.authorization = token;
      const { videos } = (await (await fetch(`${server.url}/api/videos?limit=10`)).json()) as {
        videos: { _id: string }[];
      };
      for (const v of videos) {
        await fetch(`${server.url}/api/user/likes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ video: { _id: v._id } }),
        });
      }
    }
    const result = await autocannon({
      url: `${server.url}${route.path}`,
      headers,
      connections: 50,
      duration: seconds,
    });
    await server.stop('SIGINT');
    const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    const { rows, busyUsPerRequest } = summarise(profile, result.requests.total);
    console.log(
      `\n${route.name}: ${Math.round(result.requests.average)} req/s, ` +
        `${busyUsPerRequest} µs of CPU per request (non-2xx: ${result.non2xx})`,
    );
    console.table(rows);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
