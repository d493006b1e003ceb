import type { APIRequestContext, APIResponse } from '@playwright/test';
import { CategoriesResponseSchema, type Category } from '#shared/schemas/category.schema.ts';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import {
  LoginResponseSchema,
  SignupResponseSchema,
  type User,
} from '#shared/schemas/user.schema.ts';
import { type Video, VideosPageSchema } from '#shared/schemas/video.schema.ts';

interface SignedUpUser {
  email: string;
  password: string;
  token: string;
  user: User;
}

type UserList = 'likes' | 'watchlater' | 'history';

let signupCount = 0;

async function answerOf(response: APIResponse, what: string, status: number): Promise<unknown> {
  const text = await response.text();
  if (response.status() !== status) {
    throw new Error(`${what} answered ${response.status()}: ${text}`);
  }
  return JSON.parse(text) as unknown;
}

/**
 * The server under test, called straight through its HTTP API (Playwright's `request`
 * fixture, which knows the baseURL): to set a journey up quickly, or to read what the seed put
 * in the database.
 */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  /** A brand-new account (POST /api/auth/signup). */
  async signUp(): Promise<SignedUpUser> {
    signupCount += 1;
    const email = `e2e-${Date.now()}-${process.pid}-${signupCount}@craftreel.test`;
    const password = 'e2e-password-123';
    const response = await this.request.post('/api/auth/signup', {
      data: { email, password, firstName: 'Erin', lastName: 'Tester' },
    });
    const { encodedToken, createdUser } = SignupResponseSchema.parse(
      await answerOf(response, 'signup', 201),
    );
    return { email, password, token: encodedToken, user: createdUser };
  }

  /** A login from elsewhere (another device): its token (POST /api/auth/login). */
  async logIn(email: string, password: string): Promise<string> {
    const response = await this.request.post('/api/auth/login', { data: { email, password } });
    return LoginResponseSchema.parse(await answerOf(response, 'login', 200)).encodedToken;
  }

  /** Whether the server still takes the token (POST /api/auth/verify answers 200). */
  async tokenWorks(token: string): Promise<boolean> {
    const response = await this.request.post('/api/auth/verify', {
      data: { encodedToken: token },
    });
    return response.status() === 200;
  }

  /** The catalogue's first page (GET /api/videos): the seeded videos, as the API shows them. */
  async videos(): Promise<Video[]> {
    const response = await this.request.get('/api/videos');
    const { videos } = VideosPageSchema.parse(await answerOf(response, 'GET /api/videos', 200));
    if (videos.length === 0) throw new Error('The seed put no videos in the database');
    return videos;
  }

  /** The categories, in their order (GET /api/categories). */
  async categories(): Promise<Category[]> {
    const response = await this.request.get('/api/categories');
    return CategoriesResponseSchema.parse(await answerOf(response, 'GET /api/categories', 200))
      .categories;
  }

  /** A playlist made through the API (POST /api/user/playlists); answers its id. */
  async createPlaylist(token: string, title: string): Promise<string> {
    const response = await this.request.post('/api/user/playlists', {
      headers: { authorization: token },
      data: { playlist: { title } },
    });
    const { playlists } = PlaylistsResponseSchema.parse(
      await answerOf(response, `creating playlist ${title}`, 201),
    );
    const created = playlists.find((playlist) => playlist.title === title);
    if (!created) throw new Error(`the new playlist ${title} is not in the answer`);
    return created._id;
  }

  /** Adds a video to a playlist (POST /api/user/playlists/{id}). */
  async addToPlaylist(token: string, playlistId: string, videoId: string): Promise<void> {
    const response = await this.request.post(`/api/user/playlists/${playlistId}`, {
      headers: { authorization: token },
      data: { video: { _id: videoId } },
    });
    await answerOf(response, 'adding to a playlist', 201);
  }

  /** Moves a video within a playlist to `position`, 0 first (PATCH /api/user/playlists/{id}/{videoId}). */
  async movePlaylistVideo(
    token: string,
    playlistId: string,
    videoId: string,
    position: number,
  ): Promise<void> {
    const response = await this.request.patch(`/api/user/playlists/${playlistId}/${videoId}`, {
      headers: { authorization: token },
      data: { position },
    });
    await answerOf(response, 'moving a video in a playlist', 200);
  }

  /** Adds a video to one of the user's lists (POST /api/user/{list}). */
  async addToList(token: string, list: UserList, videoId: string): Promise<void> {
    const response = await this.request.post(`/api/user/${list}`, {
      headers: { authorization: token },
      data: { video: { _id: videoId } },
    });
    await answerOf(response, `adding to ${list}`, 201);
  }
}
