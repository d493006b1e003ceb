import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { Project } from '#shared/schemas/project.schema.ts';
import { useProjects } from '../api/get-projects.ts';
import { MaterialChecklist } from './material-checklist.tsx';

const at = '2026-11-23T08:00:00.000Z';
const video = makeVideo({ materials: [{ name: 'Glue' }, { name: 'Card', quantity: '2 sheets' }] });

function projectWith(have: [boolean, boolean]): Project {
  return {
    video,
    status: 'to_try',
    createdAt: at,
    updatedAt: at,
    changes: [{ status: 'to_try', at }],
    materials: [
      { index: 0, name: 'Glue', have: have[0] },
      { index: 1, name: 'Card', quantity: '2 sheets', have: have[1] },
    ],
  };
}

/** As the Projects page does: the checklist of the list's (first) project. */
function ChecklistFromTheList() {
  const project = useProjects().data?.projects[0];
  return project ? <MaterialChecklist project={project} /> : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('MaterialChecklist', () => {
  it('lists the materials with their quantities and what you have', () => {
    renderWithProviders(<MaterialChecklist project={projectWith([false, true])} />);
    expect(screen.getByRole('group', { name: 'Materials' })).toHaveAccessibleDescription(
      'You have 1 of 2 materials',
    );
    expect(screen.getByRole('checkbox', { name: 'Glue' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Card ?\(2 sheets\)$/ })).toBeChecked();
  });

  it('ticks a material by its index, and shows it ticked while the server answers', async () => {
    startSignedIn();
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(
      <MaterialChecklist project={projectWith([false, false])} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Glue' }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/user/projects/${video._id}/materials/0`,
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ have: true }) }),
    );
    expect(screen.getByRole('checkbox', { name: 'Glue' })).toBeChecked();
    answer(jsonResponse({ project: projectWith([true, false]) }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('shows the tick at once, from the click itself, not a moment later', async () => {
    startSignedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<MaterialChecklist project={projectWith([false, false])} />);
    const glue = screen.getByRole('checkbox', { name: 'Glue' });
    // A click as the browser dispatches it, read before any timer or later task has run.
    act(() => {
      glue.click();
    });
    expect(glue).toBeChecked();
  });

  it('keeps a tick shown once the server answers, while the list is fetched again', async () => {
    startSignedIn();
    const page = (project: Project) => ({
      projects: [project],
      counts: { to_try: 1, making: 0, made: 0 },
      nextCursor: null,
    });
    let lists = 0;
    const fetchMock = vi.fn<typeof fetch>((input, init) => {
      if (init?.method === 'PUT') {
        return Promise.resolve(jsonResponse({ project: projectWith([true, false]) }));
      }
      if (
        String(input).startsWith('/api/user/projects?') ||
        String(input) === '/api/user/projects'
      ) {
        lists += 1;
        // The first read answers; the read again after the tick never does.
        if (lists === 1) return Promise.resolve(jsonResponse(page(projectWith([false, false]))));
      }
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<ChecklistFromTheList />);
    await user.click(await screen.findByRole('checkbox', { name: 'Glue' }));
    await waitFor(() => expect(lists).toBe(2));
    expect(screen.getByRole('checkbox', { name: 'Glue' })).toBeChecked();
  });

  it('says so when the video lists no materials', () => {
    renderWithProviders(
      <MaterialChecklist project={{ ...projectWith([false, false]), materials: [] }} />,
    );
    expect(screen.getByText('This video lists no materials')).toBeInTheDocument();
  });
});
