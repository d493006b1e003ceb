import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import type { PublicProfile } from '#shared/schemas/profile.schema.ts';
import { PublicProfilePage } from './public-profile-page.tsx';

const profile: PublicProfile = {
  handle: 'lantern-lu',
  displayName: 'Lu Makes Lanterns',
  joinedAt: '2026-03',
  playlists: [
    { _id: 'p1', title: 'Paper lanterns', videoCount: 3, thumbnail: '/thumbnails/v1' },
    { _id: 'p2', title: 'Empty for now', videoCount: 0, thumbnail: null },
  ],
};

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(body, status));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublicProfilePage', () => {
  it('shows the name, handle, month joined and the public playlists as cards', async () => {
    const fetchMock = answer(profile);
    renderWithProviders(<PublicProfilePage handle="Lantern-Lu" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lu Makes Lanterns' }),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/Lantern-Lu');
    expect(screen.getByText('@lantern-lu')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paper lanterns' })).toHaveAttribute(
      'href',
      '/playlist/p1',
    );
    expect(screen.getByText('3 videos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empty for now' })).toHaveAttribute(
      'href',
      '/playlist/p2',
    );
    expect(screen.queryByText('No public playlists yet')).not.toBeInTheDocument();
    expect(document.title).toBe('CraftReel | Lu Makes Lanterns (@lantern-lu)');
  });

  it('says when there are no public playlists yet', async () => {
    answer({ ...profile, playlists: [] });
    renderWithProviders(<PublicProfilePage handle="lantern-lu" />);
    expect(await screen.findByText('No public playlists yet')).toBeInTheDocument();
  });

  it('says no one has a handle the server does not know', async () => {
    answer(
      { errors: ['No one has this handle. Not Found error.'], codes: ['profile_not_found'] },
      404,
    );
    renderWithProviders(<PublicProfilePage handle="nobody-here" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No one has the handle @nobody-here.')).toBeInTheDocument();
    expect(document.title).toBe('CraftReel | Profile not found');
  });
});
