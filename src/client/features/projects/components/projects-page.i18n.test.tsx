import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { LocaleProvider } from '#client/i18n/locale-provider.tsx';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { makeVideo } from '#client/testing/fixtures.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { Project } from '#shared/schemas/project.schema.ts';
import { ProjectsPage } from './projects-page.tsx';

const at = '2026-11-23T08:00:00.000Z';
const projectOf = (id: string, materials: Project['materials']): Project => ({
  video: makeVideo({ _id: id, title: `Video ${id}`, videoLink: `v=${id}` }),
  status: 'to_try',
  createdAt: at,
  updatedAt: at,
  changes: [{ status: 'to_try', at }],
  materials,
});

/** Glue, needed by both projects. */
const glue = {
  key: 'glue',
  name: 'Glue',
  videos: [
    { videoId: 'v1', title: 'Video v1', index: 0 },
    { videoId: 'v2', title: 'Video v2', index: 1 },
  ],
};

beforeEach(async () => {
  await speakInTest('ar');
  startSignedIn();
  const projects = [
    projectOf('v1', [{ index: 0, name: 'Glue', have: true }]),
    projectOf('v2', [
      { index: 0, name: 'Card', have: false },
      { index: 1, name: 'Glue', have: false },
    ]),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith('/still-need')
        ? jsonResponse({ materials: [glue] })
        : jsonResponse({ projects, counts: { to_try: 2, making: 0, made: 0 } }),
    ),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  startSignedOut();
  await activateLocale('en');
});

describe('ProjectsPage in Arabic', () => {
  it('says its heading, tabs, count, checklists and what is still needed in Arabic', async () => {
    renderWithProviders(
      <LocaleProvider>
        <HistoryRouter history={createMemoryHistory(['/projects'])}>
          <ProjectsPage />
        </HistoryRouter>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'مشاريعي' })).toBeInTheDocument();
    // Two projects: Arabic's dual.
    expect(await screen.findByText('مشروعان')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'حالة المشروع' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^للتجربة/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^قيد الصنع/ })).toBeInTheDocument();
    // One material of one, and none of two: the checklists' counts in their own forms.
    expect(screen.getByText('لديك 1 من مادة واحدة')).toBeInTheDocument();
    expect(screen.getByText('لديك 0 من مادتين')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'الحالة' })).toHaveLength(2);
    const stillNeed = await screen.findByRole('region', { name: 'ما لا يزال ينقصني' });
    expect(await within(stillNeed).findByRole('listitem')).toHaveTextContent(
      'Glue من أجل Video v1 وVideo v2',
    );
  });
});
