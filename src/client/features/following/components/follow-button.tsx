import { t } from '@lingui/core/macro';
import { Button } from '#client/components/ui/button.tsx';
import { useHistoryLocation, useNavigate } from '#client/lib/router/history-router.tsx';
import { isSignedIn, useAuthStore } from '#client/stores/auth-store.ts';
import type { FollowKind } from '#shared/schemas/follow.schema.ts';
import { useIsFollowing } from '../api/get-follows.ts';
import { useSetFollow } from '../api/set-follow.ts';

interface FollowButtonProps {
  kind: FollowKind;
  /** A creator's slug or a category's _id. */
  target: string;
  /** What is followed, as the page names it: the button's accessible name says it. */
  name: string;
}

/**
 * Follow or Unfollow a creator or a category (docs/product.md, "Following"). A visitor pressing
 * Follow is led to the login form, which brings them back here afterwards.
 */
export function FollowButton({ kind, target, name }: FollowButtonProps) {
  const signedIn = useAuthStore(isSignedIn);
  const following = useIsFollowing(kind, target);
  const setFollow = useSetFollow(kind, target);
  const navigate = useNavigate();
  const { pathname, search, hash } = useHistoryLocation();
  if (signedIn && following === undefined) {
    return <Button variant="secondary" icon="plus" disabled>{t`Follow`}</Button>;
  }
  if (following) {
    return (
      <Button
        variant="secondary"
        icon="check"
        aria-label={t`Unfollow ${name}`}
        disabled={setFollow.isPending}
        onClick={() => setFollow.mutate(false)}
      >
        {t`Unfollow`}
      </Button>
    );
  }
  return (
    <Button
      variant="primary"
      icon="plus"
      aria-label={t`Follow ${name}`}
      disabled={setFollow.isPending}
      onClick={() => {
        // The login form sends a visitor back to `from` once signed in.
        if (!signedIn) navigate('/login', { state: { from: { pathname, search, hash } } });
        else setFollow.mutate(true);
      }}
    >
      {t`Follow`}
    </Button>
  );
}
