import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addVideoBody,
  checkVideoForm,
  EMPTY_VIDEO_FORM,
  type VideoFormValues,
} from '#client/features/curation/video-form.ts';
import { expectError } from '../support/api-assertions.ts';
import { signUpCurator, youtubeIdFor } from '../support/curators.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** One field of the curation form made wrong at a time. */
const WRONG_FIELDS: Array<Partial<VideoFormValues>> = [
  { url: 'https://vimeo.com/1' },
  { title: ' ' },
  { title: 't'.repeat(201) },
  { creator: '' },
  { category: '' },
  { description: 'd'.repeat(5001) },
  { thumbnail: 'ftp://x' },
  { views: 'many' },
  { views: '1.5' },
  { views: '-1' },
  { publishedAt: '1999-01-01' },
  { projectMinutes: '0' },
  { projectMinutes: '1441' },
  { materials: '| 2' },
  { materials: '--' },
  { materials: 'Glue\n'.repeat(31) },
];

describe.each(DIALECTS)("the curation form speaks the API's words (%s)", (dialect) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    ({ token } = await signUpCurator(api));
  });
  afterAll(() => api.close());

  it.each(WRONG_FIELDS)('names a wrong field as the API does: %j', async (wrong) => {
    const values: VideoFormValues = {
      ...EMPTY_VIDEO_FORM,
      url: `https://youtu.be/${youtubeIdFor(0)}`,
      title: 'Paper crane',
      creator: 'Folds',
      category: 'craft-ideas',
      ...wrong,
    };
    const errors = checkVideoForm(values);
    const message = Object.values(errors)[0] ?? '';
    expect(Object.keys(errors)).toEqual(Object.keys(wrong));

    const res = await api.call('POST', '/api/curation/videos', {
      token,
      body: addVideoBody(values),
    });
    const answered = await expectError(res, 400);
    // The API puts the field's path first when its message does not start with it
    // (`materials.0.name: materials.name must…`, src/server/http/router.ts).
    expect(answered[0]).toSatisfy(
      (answer: string) => answer === message || answer.endsWith(`: ${message}`),
    );
  });
});
