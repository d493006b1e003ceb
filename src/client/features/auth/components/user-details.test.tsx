import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { sampleUser } from '#client/testing/fixtures.ts';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { UserDetails } from './user-details.tsx';

afterEach(() => startSignedOut());

describe('UserDetails', () => {
  it('shows the Name and Email Id of the signed-in user', () => {
    startSignedIn();
    render(<UserDetails />);
    const details = screen.getByRole('region', { name: 'User' });
    expect(details).toHaveTextContent(`Name${sampleUser.firstName} ${sampleUser.lastName}`);
    expect(details).toHaveTextContent(`Email Id${sampleUser.email}`);
  });

  it('says the details will come while a stored sign-in could not be checked yet', () => {
    localStorage.setItem('token', 'stored-token');
    useAuthStore.getState().keepUnverified();
    render(<UserDetails />);
    expect(screen.getByRole('region', { name: 'User' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your name and email show once CraftReel can reach the server.',
    );
  });
});
