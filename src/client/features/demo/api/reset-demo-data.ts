import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '#client/lib/router/history-router.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import { DEMO_RESET_PATH } from '#shared/demo-paths.ts';

/** The reset's toasts (translated where shown). */
export const DEMO_RESET_DONE = msg`Demo data reset: CraftReel is back to its sample data`;
export const DEMO_RESET_FAILED = msg`The demo data could not be reset. Reload and try again.`;

/** Asks the demo's service worker to put the database back to its seed, with a new secret. */
export async function resetDemoData(): Promise<void> {
  const response = await fetch(DEMO_RESET_PATH, { method: 'POST' });
  if (!response.ok) throw new Error(`The demo's reset answered ${response.status}`);
}

/**
 * Settings → Reset demo data: the reset, then this browser forgets the session (its token was
 * signed with the old secret and its account is gone) and every cached answer, and goes home.
 */
export function useResetDemoData() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetDemoData,
    onSuccess: () => {
      // Leave the signed-in-only page first, or its guard would send us to /login (use-logout.ts).
      navigate('/', { flushSync: true });
      useAuthStore.getState().signOut();
      queryClient.removeQueries();
      toast(i18n._(DEMO_RESET_DONE));
    },
    onError: () => toast(i18n._(DEMO_RESET_FAILED), 'red'),
  });
}
