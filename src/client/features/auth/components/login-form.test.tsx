import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { useToastStore } from '#client/stores/toast-store.ts';
import { sampleUser } from '#client/testing/fixtures.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedOut } from '#client/testing/session.ts';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { LoginForm } from './login-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

describe('LoginForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    startSignedOut();
    useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts filled in with the demo credentials, password hidden', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_CREDENTIALS.email);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue(DEMO_CREDENTIALS.password);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('shows the server’s wait in red when there were too many attempts (429)', async () => {
    const wait = 'Too many attempts. Please try again in 5 minutes.';
    fetchMock.mockResolvedValue(jsonResponse({ errors: [wait] }, 429));
    const { user } = renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(useToastStore.getState()).toMatchObject({ msg: wait, bg: 'red' }));
  });

  it('logs in with what is typed and says so in green', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ foundUser: sampleUser, encodedToken: 'tok-9' }));
    const { user } = renderWithProviders(<LoginForm />);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const message = await screen.findByText('Login SuccessFully');
    expect(message.closest('[data-colour]')).toHaveAttribute('data-colour', 'green');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'me@example.com',
      password: DEMO_CREDENTIALS.password,
    });
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', user: sampleUser });
  });

  it('Login as Guest sends the demo credentials whatever the fields hold', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ foundUser: sampleUser, encodedToken: 'tok-g' }));
    const { user } = renderWithProviders(<LoginForm />);
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Login as Guest' }));
    await screen.findByText('Login SuccessFully');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual(DEMO_CREDENTIALS);
  });

  it("says 'no such user found' in red when login fails", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ errors: ['The email you entered is not Registered. Not Found error'] }, 404),
    );
    const { user } = renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const message = await screen.findByText('no such user found');
    expect(message.closest('[data-colour]')).toHaveAttribute('data-colour', 'red');
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(screen.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('is busy while the login runs: the buttons say so and a second click sends nothing', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const login = screen.getByRole('button', { name: /Login$/ });
    await waitFor(() => expect(login).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Login as Guest' })).toBeDisabled();
    await user.click(login);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(jsonResponse({ foundUser: sampleUser, encodedToken: 'tok-1' }));
    await screen.findByText('Login SuccessFully');
    await waitFor(() => expect(login).not.toHaveAttribute('aria-busy', 'true'));
  });
});
