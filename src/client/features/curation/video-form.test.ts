import { describe, expect, it } from 'vitest';
import { CURATION_LIMITS } from '#shared/schemas/curation.schema.ts';
import { AddVideoBodySchema } from '#shared/schemas/curation-request.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import {
  addVideoBody,
  checkVideoForm,
  EMPTY_VIDEO_FORM,
  editVideoBody,
  fieldOfMessage,
  parseMaterials,
  type VideoField,
  videoFormValues,
} from './video-form.ts';

const filled = {
  ...EMPTY_VIDEO_FORM,
  url: 'https://youtu.be/dQw4w9WgXcQ?t=4',
  title: ' Paper crane ',
  creator: 'Folds',
  category: 'Origami',
};

const video: Video = {
  _id: 'v1',
  title: 'Paper crane',
  videoLink: 'dQw4w9WgXcQ',
  gif: '',
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  views: '12K',
  viewCount: 12_000,
  created: '3 years ago',
  publishedAt: '2021-05-04T10:00:00.000Z',
  creator: 'Folds',
  description: 'Fold a crane.',
  categoryName: 'Origami',
  difficulty: 'beginner',
  projectMinutes: 20,
  materials: [{ name: 'Paper', quantity: '1 sheet' }, { name: 'Patience' }],
};

describe('parseMaterials', () => {
  it('reads one "name | quantity" a line, the quantity optional, blank lines skipped', () => {
    expect(parseMaterials('Paper | 2 sheets\n\n  Glue  \nScissors |')).toEqual([
      { name: 'Paper', quantity: '2 sheets' },
      { name: 'Glue' },
      { name: 'Scissors' },
    ]);
  });
});

describe('checkVideoForm', () => {
  it('passes a form with the required fields', () => {
    expect(checkVideoForm(filled)).toEqual({});
  });

  it("names each wrong field in the server's words", () => {
    const errors = checkVideoForm({
      ...EMPTY_VIDEO_FORM,
      url: 'https://vimeo.com/1',
      views: '1.5',
      projectMinutes: '0',
      thumbnail: 'ftp://x',
      materials: '| 2',
    });
    expect(errors.url).toMatch(/^url: this is not a YouTube address/);
    expect(errors.title).toBe('title must not be empty');
    expect(errors.creator).toBe('creator must not be empty');
    expect(errors.category).toBe('category must not be empty');
    expect(errors.views).toBe('views must be a whole number');
    expect(errors.projectMinutes).toBe('projectMinutes must be at least 1');
    expect(errors.thumbnail).toBe('thumbnail must be an http(s) address of an image');
    expect(errors.materials).toBe('materials.name must not be empty');
  });

  /** What the server answers for an address it cannot read (the route's check, youtube-url.ts). */
  const NOT_YOUTUBE =
    'this is not a YouTube address or video id. Paste the video’s address (youtube.com/watch?v=…, youtu.be/…) or its 11-character id.';

  /** One field of a good form made wrong, and what the server says of it. */
  const BAD_FIELDS: Array<[field: VideoField, message: string, value: string]> = [
    ['url', 'url must not be empty', '  '],
    ['url', `url: ${NOT_YOUTUBE}`, 'https://vimeo.com/1'],
    ['title', 'title must be at most 200 characters', 't'.repeat(CURATION_LIMITS.title + 1)],
    ['creator', 'creator must not be empty', ' '],
    ['category', 'category must not be empty', ''],
    ['description', 'description must be at most 5000 characters', 'd'.repeat(5001)],
    ['thumbnail', 'thumbnail must be an http(s) address of an image', 'ftp://x'],
    ['views', 'views must be a number', 'many'],
    ['views', 'views must be a whole number', '1.5'],
    ['views', 'views must be 0 or more', '-1'],
    ['views', 'views must be at most 2147483647', '3000000000'],
    ['publishedAt', 'publishedAt must be between 2005 and today', '1999-01-01'],
    ['publishedAt', 'publishedAt is not a real date', '2021-02-30'],
    ['projectMinutes', 'projectMinutes must be a whole number of minutes', '1.5'],
    ['projectMinutes', 'projectMinutes must be at least 1', '0'],
    ['projectMinutes', 'projectMinutes must be at most 1440 (a day)', '1441'],
    ['materials', 'materials.name must not be empty', '| 2'],
    ['materials', 'materials.name must hold a letter or a digit', '--'],
    ['materials', 'materials.quantity must be at most 60 characters', `Paper | ${'q'.repeat(61)}`],
    ['materials', 'materials may list at most 30 things', 'Glue\n'.repeat(31)],
  ];

  it.each(BAD_FIELDS)(
    "shows the server's own message for a wrong %s: %s",
    (field, message, value) => {
      const values = { ...filled, [field]: value };
      const errors = checkVideoForm(values);
      expect(errors).toEqual({ [field]: message });
      // The message is the server's: its schema's first word on that field of the body.
      if (message !== `url: ${NOT_YOUTUBE}`) {
        const issue = AddVideoBodySchema.safeParse(addVideoBody(values)).error?.issues[0];
        expect(issue?.path[0]).toBe(field);
        expect(errors[field]).toBe(issue?.message);
      }
    },
  );

  it('checks only the changed fields of an edit, as PATCH does', () => {
    const initial = videoFormValues(video, 12_345);
    // The video's own date is kept as it is, whatever it holds; a changed title is checked.
    const old = { ...initial, publishedAt: '1999-01-01' };
    expect(checkVideoForm(old, old)).toEqual({});
    expect(checkVideoForm({ ...old, title: ' ' }, old)).toEqual({
      title: 'title must not be empty',
    });
    expect(checkVideoForm({ ...initial, url: 'https://vimeo.com/1' }, initial).url).toMatch(
      /^url: this is not a YouTube address/,
    );
  });
});

describe('addVideoBody', () => {
  it('trims the text and leaves out the optional fields left empty', () => {
    expect(addVideoBody(filled)).toEqual({
      url: 'https://youtu.be/dQw4w9WgXcQ?t=4',
      title: 'Paper crane',
      creator: 'Folds',
      category: 'Origami',
    });
  });

  it('sends views and minutes as numbers, and the date as it is', () => {
    const body = addVideoBody({
      ...filled,
      views: '1200',
      projectMinutes: '45',
      publishedAt: '2024-05-01',
      difficulty: 'advanced',
      materials: 'Paper | 1',
    });
    expect(body).toMatchObject({
      views: 1200,
      projectMinutes: 45,
      publishedAt: '2024-05-01',
      difficulty: 'advanced',
      materials: [{ name: 'Paper', quantity: '1' }],
    });
  });
});

describe('editVideoBody', () => {
  const initial = videoFormValues(video, 12_345);

  it('fills the form from a video, its views as the number they are', () => {
    expect(initial).toMatchObject({
      url: 'dQw4w9WgXcQ',
      publishedAt: '2021-05-04',
      projectMinutes: '20',
      views: '12345',
      materials: 'Paper | 1 sheet\nPatience',
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(editVideoBody(initial, { ...initial })).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(
      editVideoBody(initial, {
        ...initial,
        title: 'Paper crane, again',
        views: '5000',
        publishedAt: '2022-01-02',
        description: '',
        materials: 'Paper | 1 sheet',
      }),
    ).toEqual({
      title: 'Paper crane, again',
      views: 5000,
      publishedAt: '2022-01-02',
      description: '',
      materials: [{ name: 'Paper', quantity: '1 sheet' }],
    });
  });
});

describe('fieldOfMessage', () => {
  it("finds the field a server message names, or none for the form's", () => {
    expect(fieldOfMessage('title must not be empty')).toBe('title');
    expect(fieldOfMessage('url: this is not a YouTube address')).toBe('url');
    expect(fieldOfMessage('materials.name must hold a letter or a digit')).toBe('materials');
    expect(fieldOfMessage('body: name at least one field to change')).toBeUndefined();
  });
});
