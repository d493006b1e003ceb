import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { Message } from '#client/lib/messages.ts';
import { useNavigate } from '#client/lib/router/history-router.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { ChangePasswordBody, DeleteAccountBody } from '#shared/schemas/user-request.schema.ts';
import { changePassword, deleteAccount } from '../api/account.ts';
import { endEverySession, endSession } from '../api/logout.ts';
import { logoutMutationKey } from './use-auth-busy.ts';

/** After logging out, the auth buttons stay busy this long (docs/product.md, "Timings"). */
export const LOGOUT_BUSY_MS = 1000;

/**
 * Logs out: ends the session on the server (the token is refused from then on), clears the
 * stored token and the session, empties every cached list (liked, playlists, history, watch
 * later), says 'logged out successfully' and goes home. The mutation stays pending for
 * LOGOUT_BUSY_MS more, which is what keeps the auth buttons busy meanwhile. A server that cannot
 * be reached does not keep anyone signed in here: the app forgets the token all the same.
 */
export function useLogout() {
  const signOutHere = useSignOutHere();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async () => {
      // Reads the token now, before it is forgotten; not waited for.
      endSession().catch((error: unknown) => console.warn('Could not end the session', error));
      await signOutHere(Message.loggedOut);
    },
  });
}

/**
 * "Sign out everywhere" (Settings): ends every session of the user on the server (other
 * devices' tokens are refused from their next request), then signs out here as Log Out does.
 * If the server cannot do it, nothing changes and a red toast says so.
 */
export function useLogoutEverywhere() {
  const signOutHere = useSignOutHere();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async () => {
      await endEverySession();
      await signOutHere(Message.signedOutEverywhere);
    },
    onError: () => toast(Message.signOutEverywhereFailed, 'red'),
  });
}

/** A failed account change's red toast: the server's own words (wrong password, a limit), else ours. */
function failureToast(fallback: string) {
  return (error: unknown) =>
    toast((error instanceof ApiRequestError && errorText(error)) || fallback, 'red');
}

/** Change password (Settings): stays signed in here; every other session ends. */
export function useChangePassword(onChanged: () => void) {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(body),
    onSuccess: () => {
      toast(Message.passwordChanged);
      onChanged();
    },
    onError: failureToast(Message.passwordChangeFailed),
  });
}

/** Delete account (Settings): gone on the server, then signed out here as Log Out does. */
export function useDeleteAccount() {
  const signOutHere = useSignOutHere();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async (body: DeleteAccountBody) => {
      await deleteAccount(body);
      await signOutHere(Message.accountDeleted);
    },
    onError: failureToast(Message.accountDeleteFailed),
  });
}

/** The sign-out in this browser: leave for home, forget the session and its data, say so. */
function useSignOutHere() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (message: string) => {
    // Leave the signed-in-only page first, or its guard would send us to /login instead of
    // home. flushSync: the router otherwise renders the move in a transition, after signOut's.
    navigate('/', { flushSync: true });
    useAuthStore.getState().signOut();
    queryClient.removeQueries();
    toast(message);
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_BUSY_MS));
  };
}
