import { describe, expect, it } from 'vitest';
import { VideoResponseSchema, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { twoServerProcesses } from '../support/two-server-processes.ts';

// docs/decisions/0010: "after a curator edit, a cached catalogue page and its ETag change and the new title
// is found by search, with two app processes on one PostgreSQL". Two real server processes, each
// with caches of its own, on a schema of this run's own; the curator writes through A, B answers.

const { schema, admin, urls } = twoServerProcesses('curation');

async function signUpCurator(): Promise<string> {
  const email = `curator-${Date.now()}@example.com`;
  const res = await fetch(`${urls.a}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'curator password',
      firstName: 'Cu',
      lastName: 'Rator',
    }),
  });
  expect(res.status).toBe(201);
  const { encodedToken } = (await res.json()) as { encodedToken: string };
  // As `npm run user:role` does: the role is read from the database on each request.
  await admin.query(`update "${schema}".users set role = 'curator' where email = $1`, [email]);
  return encodedToken;
}

async function curate(token: string, path: string, method: string, body?: unknown) {
  const res = await fetch(`${urls.a}/api/curation/videos/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return VideoResponseSchema.parse(await res.json()).video;
}

async function searchB(text: string): Promise<string[]> {
  const res = await fetch(`${urls.b}/api/videos?search=${encodeURIComponent(text)}`);
  expect(res.status).toBe(200);
  return VideosPageSchema.parse(await res.json()).videos.map((v) => v._id);
}

describe('a curator’s change through one server process, read through another', () => {
  it('reaches B’s cached catalogue page, its ETag and its search; a retirement too', async () => {
    const token = await signUpCurator();
    // B caches the first catalogue page and hands out its ETag.
    const first = await fetch(`${urls.b}/api/videos`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const cached = await fetch(`${urls.b}/api/videos`, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    const video = VideosPageSchema.parse(await first.json()).videos[0];
    if (!video) throw new Error('the seeded catalogue is empty');
    const oldTitle = video.title;
    const newTitle = `Quillwork ${Date.now().toString(36)} bookmark`;
    expect(await searchB(newTitle)).toEqual([]);

    const edited = await curate(token, video._id, 'PATCH', { title: newTitle });
    expect(edited.title).toBe(newTitle);

    const after = await fetch(`${urls.b}/api/videos`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const listed = VideosPageSchema.parse(await after.json()).videos.find(
      (v) => v._id === video._id,
    );
    expect(listed?.title).toBe(newTitle);
    expect(await searchB(newTitle)).toEqual([video._id]);
    expect(await searchB(oldTitle)).not.toContain(video._id);

    await curate(token, `${video._id}/retire`, 'POST');
    expect(await searchB(newTitle)).toEqual([]);
    const gone = await fetch(`${urls.b}/api/video/${video._id}`);
    expect(gone.status).toBe(404);
  }, 15_000);
});
