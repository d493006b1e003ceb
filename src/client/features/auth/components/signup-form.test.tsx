import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { useToastStore } from '#client/stores/toast-store.ts';
import { sampleUser } from '#client/testing/fixtures.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedOut } from '#client/testing/session.ts';
import { SignupForm } from './signup-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

async function fillForm(
  user: ReturnType<typeof renderWithProviders>['user'],
  { password = 'paper-cranes', confirm = 'paper-cranes' } = {},
) {
  // Pasting keeps these tests quick; typing is covered by the login form's tests.
  const fill = async (label: string, value: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  };
  await fill('First name', 'Asha');
  await fill('Last name', 'Rao');
  await fill('Email', 'asha@example.com');
  await fill('Password', password);
  await fill('Confirm password', confirm);
}

describe('SignupForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    startSignedOut();
    useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing and shows no message when the passwords differ', async () => {
    const { user } = renderWithProviders(<SignupForm />);
    await fillForm(user, { password: 'paper-cranes', confirm: 'paper-crane' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAuthStore.getState().status).toBe('signed-out');
  });

  it('signs up with matching passwords, never sending the confirmation', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { createdUser: { ...sampleUser, email: 'asha@example.com' }, encodedToken: 't1' },
        201,
      ),
    );
    const { user } = renderWithProviders(<SignupForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Successfully Signed up')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/signup');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'paper-cranes',
    });
    expect(localStorage.getItem('token')).toBe('t1');
    expect(useAuthStore.getState().status).toBe('signed-in');
  });

  it("says 'error signing up' in red when the server refuses", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ errors: ['Unprocessable Entity. Email Already Exists.'] }, 422),
    );
    const { user } = renderWithProviders(<SignupForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const message = await screen.findByText('error signing up');
    expect(message.closest('[data-colour]')).toHaveAttribute('data-colour', 'red');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('disables the submit button while the call runs', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<SignupForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    answer(jsonResponse({ createdUser: sampleUser, encodedToken: 't2' }, 201));
    await waitFor(() => expect(useAuthStore.getState().status).toBe('signed-in'));
  });

  it('shows and hides each password separately', async () => {
    const { user } = renderWithProviders(<SignupForm />);
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
