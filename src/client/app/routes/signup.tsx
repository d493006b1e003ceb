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
      title={t`Sign up`}
      intro={t`Make an account to keep the crafts you love: likes, playlists and a watch-later list.`}
      footer={
        <>
          {t`Already have an account?`}{' '}
          <Link to="/login" state={location.state}>
            {t`Login`}
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
