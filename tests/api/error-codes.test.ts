import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimits } from '#server/http/rate-limits.ts';
import { ERROR_CODES } from '#shared/error-codes.ts';
import { ServerMessage } from '#shared/messages.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** An error answer's status and body, read raw: the codes are compared as literals here. */
async function refusal(res: Response): Promise<{ status: number; body: unknown }> {
  return { status: res.status, body: await res.json() };
}

describe.each(DIALECTS)('error codes over HTTP (%s)', (dialect) => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await createTestApi(dialect);
    ({ token } = await api.signUp());
  });
  afterAll(() => api.close());

  it('answers 401 with invalid_token', async () => {
    expect(await refusal(await api.call('GET', '/api/user/likes'))).toEqual({
      status: 401,
      body: { errors: [ServerMessage.invalidToken], codes: ['invalid_token'] },
    });
  });

  it('answers 404 with the code of what is missing', async () => {
    expect(await refusal(await api.call('GET', '/api/video/no-such-video'))).toEqual({
      status: 404,
      body: { errors: [ServerMessage.videoNotFound], codes: ['video_not_found'] },
    });
    expect(await refusal(await api.call('GET', '/api/no-such-route'))).toEqual({
      status: 404,
      body: { errors: [ServerMessage.routeNotFound], codes: ['route_not_found'] },
    });
    expect(await refusal(await api.call('DELETE', '/no-such-page'))).toEqual({
      status: 404,
      body: { errors: [ServerMessage.pageNotFound], codes: ['page_not_found'] },
    });
  });

  it('answers 409 with playlist_exists', async () => {
    const create = () =>
      api.call('POST', '/api/user/playlists', { token, body: { playlist: { title: 'Twice' } } });
    expect((await create()).status).toBe(201);
    expect(await refusal(await create())).toEqual({
      status: 409,
      body: { errors: [ServerMessage.playlistExists], codes: ['playlist_exists'] },
    });
  });

  it('answers 422 with email_exists', async () => {
    const { email } = await api.signUp();
    const again = await api.call('POST', '/api/auth/signup', {
      body: { email, password: 'correct horse battery', firstName: 'A', lastName: 'B' },
    });
    expect(await refusal(again)).toEqual({
      status: 422,
      body: { errors: [ServerMessage.emailExists], codes: ['email_exists'] },
    });
  });

  it('answers 413 with body_too_large', async () => {
    const big = JSON.stringify({ playlist: { title: 'x'.repeat(101 * 1024) } });
    expect(
      await refusal(await api.call('POST', '/api/user/playlists', { token, body: big })),
    ).toEqual({
      status: 413,
      body: { errors: [ServerMessage.bodyTooLarge], codes: ['body_too_large'] },
    });
  });

  it('answers 400 malformed JSON with malformed_json, and 415 with not_json', async () => {
    expect(await refusal(await api.call('POST', '/api/auth/login', { body: '{"email":' }))).toEqual(
      {
        status: 400,
        body: { errors: [ServerMessage.malformedJson], codes: ['malformed_json'] },
      },
    );
    const notJson = await api.call('POST', '/api/auth/login', {
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(await refusal(notJson)).toEqual({
      status: 415,
      body: { errors: [ServerMessage.notJson], codes: ['not_json'] },
    });
  });

  it('answers a failed validation with one validation code per message, in order', async () => {
    const res = await api.call('POST', '/api/auth/signup', {
      body: { email: 'not an email', password: 'short' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: string[]; codes: string[] };
    expect(body.errors.length).toBeGreaterThan(1);
    expect(body.codes).toEqual(body.errors.map(() => 'validation'));
  });

  it('answers a JSON body nested too deep with json_too_deep', async () => {
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    expect(await refusal(await api.call('POST', '/api/auth/login', { body: deep }))).toEqual({
      status: 400,
      body: { errors: [ServerMessage.jsonTooDeep], codes: ['json_too_deep'] },
    });
  });

  it('lists every code of the table, and no other, in the OpenAPI document', async () => {
    const doc = (await (await api.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const login = doc.paths['/api/auth/login']?.post?.responses['401'];
    const schema = (login as { content: Record<string, { schema: unknown }> }).content[
      'application/json'
    ]?.schema as {
      required: string[];
      properties: { codes: { items: { enum: string[] } } };
    };
    expect(schema.required).toEqual(expect.arrayContaining(['errors', 'codes']));
    expect(schema.properties.codes.items.enum).toEqual([...ERROR_CODES]);
  });
});

describe.each(DIALECTS)('error codes of a rate limit (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect, {
      rateLimits: memoryRateLimits({ apiPerAddress: { points: 1, seconds: 60 } }),
    });
  });
  afterAll(() => api.close());

  it('answers 429 with too_many_requests', async () => {
    expect((await api.call('GET', '/api/categories')).status).toBe(200);
    const res = await api.call('GET', '/api/categories');
    const body = (await res.json()) as { errors: string[]; codes: string[] };
    expect(res.status).toBe(429);
    expect(body.errors).toEqual([expect.stringMatching(/^Too many requests\./)]);
    expect(body.codes).toEqual(['too_many_requests']);
  });
});
