import { describe, expect, it } from 'vitest';
import type { Video } from '#shared/schemas/video.schema.ts';
import {
  addVideoBody,
  checkVideoForm,
  EMPTY_VIDEO_FORM,
  editVideoBody,
  fieldOfMessage,
  parseMaterials,
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
    expect(errors.materials).toBe('materials.name must hold a letter or a digit');
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
