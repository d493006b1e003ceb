import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '#client/stores/toast-store.ts';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { Project } from '#shared/schemas/project.schema.ts';
import { ProjectStatusControl } from './project-status-control.tsx';

const video = makeVideo({ materials: [{ name: 'Glue' }] });

function projectOf(status: Project['status']): Project {
  const at = '2026-11-23T08:00:00.000Z';
  return {
    video,
    status,
    createdAt: at,
    updatedAt: at,
    changes: [{ status, at }],
    materials: [{ index: 0, name: 'Glue', have: false }],
  };
}

beforeEach(() => {
  useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('ProjectStatusControl', () => {
  it('asks a signed-out visitor to log in (the server answers 401)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ errors: ['The token is invalid.'] }, 401)),
    );
    const { user } = renderWithProviders(<ProjectStatusControl video={video} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'To try');
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Please login first'));
    expect(useToastStore.getState().bg).toBe('red');
  });

  it('adds the video To try, then removes it, with what the server answered', async () => {
    startSignedIn();
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
      if (init?.method === 'PUT') return jsonResponse({ project: projectOf('to_try') }, 201);
      if (init?.method === 'DELETE') return jsonResponse({ project: null });
      return jsonResponse({ project: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<ProjectStatusControl video={video} />);
    const select = screen.getByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('option', { name: 'Add to projects' })).toBeInTheDocument();

    await user.selectOptions(select, 'To try');
    await waitFor(() => expect(select).toHaveValue('to_try'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(`/api/user/projects/${video._id}`);
    expect(put?.[1]?.body).toBe(JSON.stringify({ status: 'to_try' }));
    expect(useToastStore.getState().msg).toBe('Moved to To try');
    expect(screen.getByText('To try since 23 Nov 2026')).toBeInTheDocument();

    await user.selectOptions(select, 'Remove from projects');
    await waitFor(() => expect(select).toHaveValue(''));
    expect(useToastStore.getState().msg).toBe('Removed from your projects');
  });
});
