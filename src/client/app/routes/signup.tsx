import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { AuthCard } from '#client/features/auth/components/auth-card.tsx';
import { SignupForm } from '#client/features/auth/components/signup-form.tsx';
import { useHistoryLocation } from '#client/lib/router/history-router.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export function SignupRoute() {
  usePageTitle(t`Sign up`);
  const location = useHistoryLocation();
  return (
    <AuthCard
      title="Sign up"
      intro="Make an account to keep the crafts you love: likes, playlists and a watch-later list."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Login
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
