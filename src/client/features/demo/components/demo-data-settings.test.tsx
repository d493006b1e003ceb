import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastBar } from '#client/components/ui/toast-bar.tsx';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { startSignedIn } from '#client/testing/session.ts';
import { DEMO_RESET_DONE, DEMO_RESET_FAILED } from '../api/reset-demo-data.ts';
import { DemoDataSettings } from './demo-data-settings.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(status: number) {
  startSignedIn('token-1');
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status }));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['likes'], [{ _id: 'v1' }]);
  const history = createMemoryHistory(['/profile/settings']);
  render(
    <QueryClientProvider client={queryClient}>
      <HistoryRouter history={history}>
        <DemoDataSettings />
      </HistoryRouter>
      <ToastBar />
    </QueryClientProvider>,
  );
  return { fetchMock, queryClient, history, user: userEvent.setup() };
}

describe('DemoDataSettings', () => {
  it('asks first, then resets, signs out here, forgets the cache and goes home', async () => {
    const { fetchMock, queryClient, history, user } = setup(204);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset demo data?' });
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByText(i18n._(DEMO_RESET_DONE))).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith('/__demo/reset', { method: 'POST' });
    expect(useAuthStore.getState().status).toBe('signed-out');
    expect(queryClient.getQueryData(['likes'])).toBeUndefined();
    expect(history.location.pathname).toBe('/');
    expect(dialog).not.toHaveAttribute('open');
  });

  it('keeps everything when Cancel is pressed', async () => {
    const { fetchMock, user } = setup(204);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState().status).toBe('signed-in');
  });

  it('says so in red, and stays signed in, when the reset fails', async () => {
    const { user } = setup(503);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByText(i18n._(DEMO_RESET_FAILED))).toBeInTheDocument());
    expect(useAuthStore.getState().status).toBe('signed-in');
  });
});
