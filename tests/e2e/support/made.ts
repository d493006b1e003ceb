import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { MadeFelt } from '#shared/schemas/made-post.schema.ts';
import { expect } from './fixtures.ts';

/** The post's photo: a plain JPEG of one colour, `width` by 600 pixels. */
interface PhotoSpec {
  width: number;
  background: { r: number; g: number; b: number };
}

/** What the post says besides its photo (POST /api/user/made). */
interface PostSpec {
  videoId: string;
  caption: string;
  minutes: number;
  felt: MadeFelt;
}

/**
 * A maker's public "Made it" post with one photo, made through the API to set a journey up
 * (Playwright's `request` fixture): the photo uploaded first, then the post that takes it.
 * Answers both ids.
 */
export async function postPubliclyWithPhoto(
  request: APIRequestContext,
  token: string,
  photoSpec: PhotoSpec,
  postSpec: PostSpec,
): Promise<{ photo: { _id: string }; post: { _id: string } }> {
  const jpeg = await sharp({
    create: { width: photoSpec.width, height: 600, channels: 3, background: photoSpec.background },
  })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/user/photos', {
    headers: { authorization: token, 'content-type': 'image/jpeg' },
    data: jpeg,
  });
  expect(upload.status()).toBe(201);
  const { photo } = (await upload.json()) as { photo: { _id: string } };
  const posted = await request.post('/api/user/made', {
    headers: { authorization: token },
    data: { ...postSpec, photoIds: [photo._id], visibility: 'public' },
  });
  expect(posted.status()).toBe(201);
  const { post } = (await posted.json()) as { post: { _id: string } };
  return { photo, post };
}
