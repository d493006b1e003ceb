import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { AuthCard } from '#client/features/auth/components/auth-card.tsx';
import { LoginForm } from '#client/features/auth/components/login-form.tsx';
import { useHistoryLocation } from '#client/lib/router/history-router.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export function LoginRoute() {
  usePageTitle(t`Login`);
  const location = useHistoryLocation();
  return (
    <AuthCard
      title={t`Login`}
      intro={t`Welcome back! Sign in to like videos, build playlists and pick up where you left off.`}
      footer={
        <>
          {t`New to CraftReel?`}{' '}
          {/* Pass the origin along so signing up also returns the visitor there. */}
          <Link to="/signup" state={location.state}>
            {t`Create an account`}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
