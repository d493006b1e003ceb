import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreferencesResponseSchema } from '#shared/schemas/preferences.schema.ts';
import { SettingsResponseSchema } from '#shared/schemas/progress.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('language, captions and autoplay preferences (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  const read = async (token: string) =>
    (
      await expectJson(
        await api.call('GET', '/api/user/preferences', { token }),
        200,
        PreferencesResponseSchema,
      )
    ).preferences;
  const change = (token: string, body: unknown) =>
    api.call('PATCH', '/api/user/preferences', { token, body });

  it('starts with nothing chosen, no captions and autoplay on', async () => {
    const { token } = await api.signUp();
    expect(await read(token)).toEqual({
      language: null,
      showCaptions: false,
      captionsLanguage: null,
      autoplay: true,
    });
  });

  it('keeps a language chosen, for every sign-in of the account', async () => {
    const { token, email, password } = await signUpWithPassword();
    const changed = await expectJson(
      await change(token, { language: 'hi' }),
      200,
      PreferencesResponseSchema,
    );
    expect(changed.preferences).toEqual({
      language: 'hi',
      showCaptions: false,
      captionsLanguage: null,
      autoplay: true,
    });
    const login = await api.call('POST', '/api/auth/login', { body: { email, password } });
    const { encodedToken } = (await login.json()) as { encodedToken: string };
    expect((await read(encodedToken)).language).toBe('hi');
  });

  it('changes only what is named, and null goes back to not chosen', async () => {
    const { token } = await api.signUp();
    await expectJson(
      await change(token, { showCaptions: true, captionsLanguage: 'ar' }),
      200,
      PreferencesResponseSchema,
    );
    await expectJson(await change(token, { language: 'fr' }), 200, PreferencesResponseSchema);
    expect(await read(token)).toEqual({
      language: 'fr',
      showCaptions: true,
      captionsLanguage: 'ar',
      autoplay: true,
    });
    await expectJson(
      await change(token, { language: null, captionsLanguage: null }),
      200,
      PreferencesResponseSchema,
    );
    expect(await read(token)).toEqual({
      language: null,
      showCaptions: true,
      captionsLanguage: null,
      autoplay: true,
    });
  });

  it('turns autoplay off and on again, leaving the rest as it is', async () => {
    const { token } = await api.signUp();
    await change(token, { language: 'es' });
    const off = await expectJson(
      await change(token, { autoplay: false }),
      200,
      PreferencesResponseSchema,
    );
    expect(off.preferences).toEqual({
      language: 'es',
      showCaptions: false,
      captionsLanguage: null,
      autoplay: false,
    });
    await change(token, { showCaptions: true });
    expect((await read(token)).autoplay).toBe(false);
    await expectJson(await change(token, { autoplay: true }), 200, PreferencesResponseSchema);
    expect(await read(token)).toEqual({
      language: 'es',
      showCaptions: true,
      captionsLanguage: null,
      autoplay: true,
    });
  });

  it('keeps autoplay on for a user whose settings row the history setting made', async () => {
    const { token } = await api.signUp();
    await api.call('PATCH', '/api/user/settings', { token, body: { historyPaused: true } });
    expect((await read(token)).autoplay).toBe(true);
  });

  it('leaves the history setting as it is, and is left by it', async () => {
    const { token } = await api.signUp();
    await api.call('PATCH', '/api/user/settings', { token, body: { historyPaused: true } });
    await change(token, { language: 'es', showCaptions: true });
    const settings = await expectJson(
      await api.call('GET', '/api/user/settings', { token }),
      200,
      SettingsResponseSchema,
    );
    expect(settings.settings).toEqual({ historyPaused: true });
    await api.call('PATCH', '/api/user/settings', { token, body: { historyPaused: false } });
    expect(await read(token)).toEqual({
      language: 'es',
      showCaptions: true,
      captionsLanguage: null,
      autoplay: true,
    });
  });

  it("keeps one user's choice from another's", async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    await change(first.token, { language: 'ar' });
    expect((await read(second.token)).language).toBeNull();
  });

  it('answers 401 without a token', async () => {
    await expectError(await api.call('GET', '/api/user/preferences'), 401);
    await expectError(
      await api.call('PATCH', '/api/user/preferences', { body: { language: 'hi' } }),
      401,
    );
  });

  it.each([
    ['no field', {}, /at least one/],
    ['only an unknown field', { historyPaused: true }, /at least one/],
    [
      'a language we do not offer',
      { language: 'pt' },
      /language must be one of en, hi, es, fr, ar/,
    ],
    ['a region tag', { language: 'hi-IN' }, /language must be one of/],
    ['a number for a language', { language: 3 }, /language must be one of/],
    ['text for showCaptions', { showCaptions: 'yes' }, /showCaptions must be true or false/],
    ['null for showCaptions', { showCaptions: null }, /showCaptions must be true or false/],
    ['text for autoplay', { autoplay: 'no' }, /autoplay must be true or false/],
    ['a number for autoplay', { autoplay: 0 }, /autoplay must be true or false/],
    ['null for autoplay', { autoplay: null }, /autoplay must be true or false/],
    ['a captions language we do not offer', { captionsLanguage: 'de' }, /captionsLanguage must be/],
    ['a list', [], undefined],
  ])('answers 400 in the one error shape to %s', async (_label, body, message) => {
    const { token } = await api.signUp();
    await expectError(await change(token, body), 400, message);
    expect(await read(token)).toEqual({
      language: null,
      showCaptions: false,
      captionsLanguage: null,
      autoplay: true,
    });
  });

  async function signUpWithPassword() {
    const email = `prefs-${crypto.randomUUID()}@example.com`;
    const password = 'a-long-password';
    const { token } = await api.signUp({ email, password });
    return { token, email, password };
  }
});
