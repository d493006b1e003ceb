// Regenerates the README's screenshots from the real app: `npm run screenshots`.
// Starts the server on a throwaway SQLite file, serves the current dist/client build, and
// captures the home page and a video page in Debian's Chromium, offline (external images and
// the player fail, so the designed fallbacks show, as they would for a user without internet).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';
import { freePort } from './free-port.mjs';

// Before the server starts: a failed install exits the process.
ensureChromium('screenshots');

const port = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'craftreel-shots-'));
const server = spawn('node_modules/.bin/tsx', ['src/server/node/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:${join(dir, 'db.sqlite')}`,
    RATE_LIMITS: 'off',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/api/categories`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  if (process.argv.includes('--sharing-only')) {
    await sharingScreenshots(browser, base);
  } else if (process.argv.includes('--made-only')) {
    await madeScreenshots(browser, base, join(dir, 'db.sqlite'));
  } else {
    await everyScreenshot(browser, base, dir);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

/** Lets `page` load only from `origin`'s host: the screenshots show the site as it looks offline. */
async function onlyFrom(page: Page, origin: string): Promise<void> {
  const host = new URL(origin).host;
  await page.route('**/*', (route) =>
    new URL(route.request().url()).host === host ? route.continue() : route.abort(),
  );
}

type Device = 'phone' | 'desktop';

/**
 * A page on a phone (390 × 844, touch) or a desktop (1280 × 800) in the colour scheme asked,
 * loading only from `base`; close its context when done.
 */
async function devicePage(
  browser: Browser,
  base: string,
  device: Device,
  colorScheme: 'light' | 'dark',
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = device === 'phone';
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    colorScheme,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await onlyFrom(page, base);
  return { context, page };
}

/**
 * Home and a video page on a phone (390 × 844, touch), for a browser set to Hindi (India) and one
 * set to Arabic: the server renders each in the browser's language (Accept-Language), Arabic
 * right to left.
 */
async function languageScreenshots(browser: Browser, base: string): Promise<void> {
  for (const [locale, suffix] of [
    ['hi-IN', 'hi'],
    ['ar', 'ar'],
  ] as const) {
    const context = await browser.newContext({
      locale,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await onlyFrom(page, base);
    await page.goto(base);
    await page.locator('.video-card').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `docs/screenshots/home-${suffix}.png` });
    await page.goto(`${base}/video/kZNC6k5YVsc`);
    await page.getByRole('heading', { level: 1, name: 'Walking in the Rain' }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `docs/screenshots/video-${suffix}.png` });
    await context.close();
  }
}

/**
 * The pages of sharing and following, each on a phone (390 × 844) and a desktop (1280 × 800), in
 * light and dark: a public playlist's page and its owner's public profile as a signed-out visitor
 * sees them, a creator's page, and Following for a member who follows that creator and a
 * category. `npm run screenshots -- --sharing-only` takes
 * only these.
 */
async function sharingScreenshots(browser: Browser, base: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: `maker-${Date.now()}@craftreel.test`,
      password: 'screenshots-123',
      firstName: 'Asha',
      lastName: 'Rao',
    }),
  });
  const { encodedToken } = (await signup.json()) as { encodedToken: string };
  const auth = { ...json, authorization: encodedToken };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: auth,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  await call('PUT', '/user/profile', { handle: 'asha-makes', displayName: 'Asha Rao' });
  const catalogue = (await (await fetch(`${base}/api/videos`)).json()) as {
    videos: { _id: string; creator: string; category: string }[];
  };
  const playlists: string[] = [];
  for (const [title, description, videos] of [
    [
      'Rainy day makes',
      'Cosy projects from paper and paint, for an afternoon indoors.',
      [2, 5, 7, 9],
    ],
    [
      'Gifts from jars and bottles',
      'Things that glow, made from what the kitchen throws away.',
      [1, 3],
    ],
  ] as const) {
    const { playlists: all } = (await call('POST', '/user/playlists', {
      playlist: { title },
    })) as { playlists: { _id: string; title: string }[] };
    const id = all.find((playlist) => playlist.title === title)?._id ?? '';
    for (const index of videos) {
      await call('POST', `/user/playlists/${id}`, { video: { _id: catalogue.videos[index]?._id } });
    }
    await call('PATCH', `/user/playlists/${id}`, {
      playlist: { description, visibility: 'public' },
    });
    playlists.push(id);
  }
  const creator = catalogue.videos[0]?.creator ?? '';
  const creatorPath = `/creator/${encodeURIComponent(creator)}`;

  for (const size of ['phone', 'desktop'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await devicePage(browser, base, size, colorScheme);
      const shot = async (name: string) => {
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        await page.screenshot({
          path: `docs/screenshots/sharing-${name}-${size}-${colorScheme}.png`,
        });
      };
      await page.goto(`${base}/playlist/${playlists[0]}`);
      await page.getByRole('heading', { level: 1, name: 'Rainy day makes' }).waitFor();
      await shot('playlist');
      await page.goto(`${base}/u/asha-makes`);
      await page.getByRole('heading', { level: 1, name: 'Asha Rao' }).waitFor();
      await shot('profile');
      await page.goto(`${base}${creatorPath}`);
      await page.getByRole('heading', { level: 1, name: creator }).waitFor();
      const slug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await shot('creator');
      await call('PUT', `/user/follows/creator/${slug}`);
      await page.evaluate((token) => window.localStorage.setItem('token', token), encodedToken);
      await page.goto(`${base}/following`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('.video-card').first().waitFor();
      await shot('following');
      await context.close();
    }
  }
}

/** A photo of something made, as a maker's phone might take it: a gradient, a shape, a lid. */
function madePhoto(colours: readonly [string, string, string, string]): Promise<Buffer> {
  const [from, to, shape, lid] = colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <ellipse cx="600" cy="520" rx="250" ry="270" fill="${shape}" opacity="0.9"/>
    <rect x="500" y="200" width="200" height="90" rx="24" fill="${lid}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * "Made it": a video's gallery with what its makers reported, the lightbox, the dialog a maker
 * posts from, and Curation's moderation queue with a reported post. The gallery on a desktop
 * (1280 × 800) in light and on a phone (390 × 844) in dark, the rest on a desktop in light.
 * `npm run screenshots -- --made-only` takes only these.
 */
async function madeScreenshots(browser: Browser, base: string, databaseFile: string) {
  const json = { 'content-type': 'application/json' };
  const signUp = async (firstName: string, lastName: string): Promise<string> => {
    const response = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: `${firstName.toLowerCase()}-${Date.now()}@craftreel.test`,
        password: 'screenshots-123',
        firstName,
        lastName,
      }),
    });
    return ((await response.json()) as { encodedToken: string }).encodedToken;
  };
  const call = async (token: string, method: string, path: string, body: unknown) => {
    const binary = body instanceof Buffer;
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: token, 'content-type': binary ? 'image/jpeg' : 'application/json' },
      body: binary ? new Uint8Array(body) : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const videoLink = 'kZNC6k5YVsc';
  const { video } = (await (await fetch(`${base}/api/video/${videoLink}`)).json()) as {
    video: { _id: string; title: string };
  };
  const makers = [
    [
      'Asha',
      'Rao',
      'Two jars for the balcony, lit with fairy lights.',
      45,
      'as_expected',
      [
        ['#f4e3c1', '#d9a066', '#6a8caf', '#c0603a'],
        ['#2b2d42', '#8d99ae', '#f2c14e', '#ef8354'],
      ],
    ],
    [
      'Ben',
      'Okafor',
      'Used a pasta sauce jar instead of a jam jar.',
      60,
      'harder',
      [['#e9f5db', '#97a97c', '#5c7457', '#f2e8cf']],
    ],
    [
      'Chen',
      'Li',
      'Painted the rain with a toothbrush. Messy, and fun.',
      35,
      'easier',
      [['#caf0f8', '#48cae4', '#023e8a', '#ffb703']],
    ],
    [
      'Dana',
      'Ruiz',
      'My first one: the lid took two tries.',
      90,
      'as_expected',
      [
        ['#ffe5ec', '#ffb3c6', '#fb6f92', '#8d5a97'],
        ['#fefae0', '#dda15e', '#bc6c25', '#283618'],
      ],
    ],
  ] as const;
  const posts: string[] = [];
  const tokens: string[] = [];
  for (const [firstName, lastName, caption, minutes, felt, photos] of makers) {
    const token = await signUp(firstName, lastName);
    tokens.push(token);
    const photoIds: string[] = [];
    for (const colours of photos) {
      const { photo } = (await call(token, 'POST', '/user/photos', await madePhoto(colours))) as {
        photo: { _id: string };
      };
      photoIds.push(photo._id);
    }
    const { post } = (await call(token, 'POST', '/user/made', {
      videoId: video._id,
      photoIds,
      caption,
      minutes,
      felt,
      visibility: 'public',
    })) as { post: { _id: string } };
    posts.push(post._id);
  }
  // Two makers report the last post, so the moderation queue has something to show.
  for (const token of tokens.slice(0, 2)) {
    await call(token, 'POST', `/made/${posts.at(-1)}/reports`, { reason: 'spam' });
  }

  const gallery = (page: Page) => page.getByRole('region', { name: /^Made by \d+ makers?$/ });
  const settle = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
  };
  for (const size of ['desktop', 'phone'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await devicePage(browser, base, size, colorScheme);
      await page.goto(`${base}/video/${videoLink}`);
      await gallery(page).scrollIntoViewIfNeeded();
      await gallery(page).getByRole('img').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `docs/screenshots/made-gallery-${size}-${colorScheme}.png` });
      if (size === 'desktop' && colorScheme === 'light') {
        await gallery(page)
          .getByRole('button', { name: /^Open what .+ made$/ })
          .first()
          .click();
        await page.getByRole('dialog', { name: /^Made by / }).waitFor();
        await settle(page);
        await page.screenshot({ path: 'docs/screenshots/made-lightbox-desktop-light.png' });
      }
      await context.close();
    }
  }

  // The video's card, as home shows it, with its makers counted over the thumbnail.
  {
    const { context, page } = await devicePage(browser, base, 'desktop', 'light');
    await page.goto(`${base}/?search=${encodeURIComponent(video.title.toLowerCase())}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: video.title, exact: true }) });
    await card.getByText(/ made it$/).waitFor();
    await settle(page);
    await card.screenshot({ path: 'docs/screenshots/made-card-desktop-light.png' });
    await context.close();
  }

  // A maker's dialog, two photos picked, as they would fill it in.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await onlyFrom(page, base);
  await page.goto(base);
  await page.evaluate((token) => window.localStorage.setItem('token', token), tokens[2] ?? '');
  await page.goto(`${base}/video/${videoLink}`);
  await page.getByRole('button', { name: 'I made it', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Show what you made' });
  await dialog.getByLabel('Add photos').setInputFiles([
    {
      name: 'jar-day.jpg',
      mimeType: 'image/jpeg',
      buffer: await madePhoto(['#fff3b0', '#e09f3e', '#9e2a2b', '#335c67']),
    },
    {
      name: 'jar-night.jpg',
      mimeType: 'image/jpeg',
      buffer: await madePhoto(['#14213d', '#000000', '#fca311', '#e5e5e5']),
    },
  ]);
  await dialog.getByRole('img', { name: 'jar-night.jpg' }).waitFor();
  await dialog.getByRole('progressbar').first().waitFor({ state: 'detached' });
  await dialog.getByLabel('Caption').fill('A second jar, for the kitchen window');
  await dialog.getByLabel('Minutes').fill('40');
  await settle(page);
  await page.screenshot({ path: 'docs/screenshots/made-dialog-desktop-light.png' });

  // The moderation queue, for the demo user made a curator (npm run user:role).
  spawnSync(
    'node_modules/.bin/tsx',
    ['scripts/user-role.ts', '--email', DEMO_CREDENTIALS.email, '--role', 'curator'],
    { env: { ...process.env, DATABASE_URL: `file:${databaseFile}` }, stdio: 'ignore' },
  );
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  const { encodedToken } = (await login.json()) as { encodedToken: string };
  await page.evaluate((token) => window.localStorage.setItem('token', token), encodedToken);
  await page.goto(`${base}/curation/moderation`);
  await page.getByRole('tab', { name: 'Reported' }).waitFor();
  await page.getByRole('button', { name: 'Hide' }).first().waitFor();
  await settle(page);
  await page.screenshot({ path: 'docs/screenshots/made-moderation-desktop-light.png' });
  await context.close();
}

/**
 * The demo (dist-demo/, `npm run build:demo`), served by its plain file server: the banner on
 * the home page, and Settings' "Demo data" with the guest signed in through the page (the API
 * is in the browser).
 */
async function demoScreenshots(browser: Browser): Promise<void> {
  if (!existsSync('dist-demo/sw.js')) {
    console.warn('No dist-demo build: run npm run build:demo for the demo screenshots.');
    return;
  }
  const demoPort = await freePort();
  const files = spawn(
    process.execPath,
    ['scripts/serve-static.mjs', 'dist-demo', '--port', String(demoPort)],
    { stdio: 'ignore' },
  );
  const demo = `http://127.0.0.1:${demoPort}`;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await onlyFrom(page, demo);
    for (let i = 0; i < 100; i++) {
      if (
        await page.goto(demo).then(
          (r) => r?.ok() ?? false,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    await page.getByRole('note', { name: 'Demo mode' }).waitFor();
    await page
      .getByRole('link', { name: /Walking in the Rain/ })
      .first()
      .waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: 'docs/screenshots/demo-home.png' });
    await page.goto(`${demo}/login`);
    await page.getByRole('button', { name: 'Login as Guest' }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).first().waitFor();
    await page.goto(`${demo}/profile/settings`);
    const section = page.getByRole('region', { name: 'Demo data' });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByRole('dialog', { name: 'Reset demo data?' }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: 'docs/screenshots/demo-settings.png' });
  } finally {
    files.kill('SIGTERM');
  }
}

/** Every screenshot the README shows (`npm run screenshots` without an `--…-only`). */
async function everyScreenshot(browser: Browser, base: string, dir: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await onlyFrom(page, base);
  await page.goto(base);
  await page
    .getByRole('link', { name: /Walking in the Rain/ })
    .first()
    .waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/home.png' });
  await page.goto(`${base}/video/kZNC6k5YVsc`);
  await page.getByRole('heading', { level: 1, name: 'Walking in the Rain' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/video.png' });
  // Settings, signed in as the demo user: logging out here or everywhere, password, account.
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  const { encodedToken } = (await login.json()) as { encodedToken: string };
  await page.evaluate((token) => window.localStorage.setItem('token', token), encodedToken);
  await page.setViewportSize({ width: 1280, height: 1500 });
  await page.goto(`${base}/profile/settings`);
  await page.getByRole('button', { name: 'Delete account' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/settings.png' });
  // A playlist with a description, its first card's menu open (the save actions).
  const auth = { 'content-type': 'application/json', authorization: encodedToken };
  const title = 'Lamps from jars';
  const created = await fetch(`${base}/api/user/playlists`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ playlist: { title } }),
  });
  const { playlists } = (await created.json()) as { playlists: { _id: string; title: string }[] };
  const playlistId = playlists.find((playlist) => playlist.title === title)?._id ?? '';
  const catalogue = (await (await fetch(`${base}/api/videos`)).json()) as {
    videos: { _id: string; title: string }[];
  };
  for (const video of catalogue.videos.slice(0, 4)) {
    await fetch(`${base}/api/user/playlists/${playlistId}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ video: { _id: video._id } }),
    });
  }
  await fetch(`${base}/api/user/playlists/${playlistId}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({
      playlist: { description: 'Things that glow, made from what the kitchen throws away.' },
    }),
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${base}/playlist/${playlistId}`);
  await page
    .getByRole('button', { name: /^More actions for / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save to playlist' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/playlists.png' });
  // The playlist played in order: the list beside the player, with Previous and Next.
  const links = (await (await fetch(`${base}/api/videos`)).json()) as {
    videos: { videoLink: string }[];
  };
  await page.keyboard.press('Escape');
  await page.goto(`${base}/video/${links.videos[1]?.videoLink ?? ''}?list=${playlistId}`);
  await page.getByText('Next', { exact: true }).first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/playlist-play.png' });
  // History by day, searchable and pausable, just after a removal: its toast offers Undo.
  for (const video of catalogue.videos.slice(4, 9)) {
    await fetch(`${base}/api/user/history/${video._id}`, { method: 'PUT', headers: auth });
  }
  await page.goto(`${base}/history`);
  await page
    .getByRole('button', { name: /^More actions for / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Remove from history' }).click();
  await page.getByRole('button', { name: 'Undo' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'docs/screenshots/history.png' });
  // The maker's tools on a video page: its steps, practice mode (waiting for play: offline,
  // the player cannot load) and a note at a moment.
  const maker = catalogue.videos[0];
  if (!maker) throw new Error('the catalogue is empty');
  await fetch(`${base}/api/user/notes`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      videoId: maker._id,
      seconds: 85,
      body: 'Score the fold twice before bending.\nUse the blunt side of the knife.',
    }),
  });
  const makerLink = (await (await fetch(`${base}/api/video/${maker._id}`)).json()) as {
    video: { videoLink: string };
  };
  await page.setViewportSize({ width: 1280, height: 1700 });
  await page.goto(`${base}/video/${makerLink.video.videoLink}`);
  await page.getByRole('heading', { level: 2, name: 'Steps' }).waitFor();
  await page.getByText('Score the fold twice').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/maker-tools.png', fullPage: true });
  // My projects: one of each status; the To try one's materials make "What I still need".
  const statuses = ['to_try', 'making', 'made', 'to_try'];
  for (const [i, video] of catalogue.videos.slice(0, 4).entries()) {
    await fetch(`${base}/api/user/projects/${video._id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ status: statuses[i] }),
    });
  }
  await fetch(`${base}/api/user/projects/${catalogue.videos[0]?._id ?? ''}/materials/0`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ have: true }),
  });
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto(`${base}/projects`);
  await page.getByRole('heading', { level: 1, name: 'My projects' }).waitFor();
  await page.getByRole('heading', { level: 2, name: /still need/i }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/projects.png' });
  // Curation, the demo user made a curator as an operator does (npm run user:role).
  spawnSync(
    'node_modules/.bin/tsx',
    ['scripts/user-role.ts', '--email', DEMO_CREDENTIALS.email, '--role', 'curator'],
    { env: { ...process.env, DATABASE_URL: `file:${join(dir, 'db.sqlite')}` }, stdio: 'ignore' },
  );
  const firstVideo = catalogue.videos[0];
  if (firstVideo) {
    await fetch(`${base}/api/curation/videos/${firstVideo._id}/retire`, {
      method: 'POST',
      headers: auth,
    });
  }
  await page.setViewportSize({ width: 1280, height: 1300 });
  await page.goto(`${base}/curation/videos`);
  await page.getByRole('button', { name: 'Add a video' }).click();
  await page.getByLabel(/YouTube address/).fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('list', { name: 'Videos' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/curation-videos.png' });
  await page.goto(`${base}/curation/import`);
  await page.getByLabel('CSV or JSON file').setInputFiles({
    name: 'new-videos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'url,title,creator,category\n' +
        'https://youtu.be/aaaaaaaaaa1,Woven paper baskets,Loom Lab,Craft Ideas\n' +
        'https://example.com/x,Cork board from bottle caps,Loom Lab,Knitting\n',
    ),
  });
  await page.getByRole('button', { name: 'Import videos' }).click();
  await page.getByRole('table').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/curation-import.png' });
  await page.goto(`${base}/curation/audit`);
  await page.getByRole('list', { name: 'Changes, newest first' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/curation-audit.png' });
  await languageScreenshots(browser, base);
  await sharingScreenshots(browser, base);
  await madeScreenshots(browser, base, join(dir, 'db.sqlite'));
  await demoScreenshots(browser);
  console.log(
    'Wrote docs/screenshots/home.png, video.png, settings.png, playlists.png, playlist-play.png, ' +
      'history.png, maker-tools.png, projects.png, curation-videos.png, curation-import.png, ' +
      'curation-audit.png, home-hi.png, video-hi.png, home-ar.png, video-ar.png, the sharing ' +
      'pages (sharing-*.png), the Made it screens (made-*.png), demo-home.png and demo-settings.png',
  );
}
