import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { useToastStore } from '#client/stores/toast-store.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn } from '#client/testing/session.ts';
import { ServerMessage } from '#shared/messages.ts';
import { AccountSettings } from './account-settings.tsx';

const fetchMock = vi.fn<typeof fetch>();

describe('AccountSettings: Delete account', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    startSignedIn();
    useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s refusal in red and stays signed in when the last curator tries (409)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errors: [ServerMessage.lastCuratorAccount] }, 409));
    const { user } = renderWithProviders(
      <HistoryRouter history={createMemoryHistory(['/profile/settings'])}>
        <AccountSettings />
      </HistoryRouter>,
    );
    const form = screen.getByRole('form', { name: 'Delete account' });
    await user.type(within(form).getByLabelText('Password to confirm'), 'correct horse');
    await user.click(within(form).getByRole('button', { name: 'Delete account' }));

    await waitFor(() =>
      expect(useToastStore.getState()).toMatchObject({
        msg: ServerMessage.lastCuratorAccount,
        bg: 'red',
      }),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/account');
    expect(init?.method).toBe('DELETE');
    expect(useAuthStore.getState().status).toBe('signed-in');
  });
});
