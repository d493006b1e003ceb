import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Message } from '#client/lib/messages.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';

/**
 * Logs out (spec section 4): clears the stored token and auth, empties every cached list
 * (liked, playlists, history, watch later), says Message.loggedOut and goes home.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Leave the signed-in-only page first, or its guard would send us to /login instead of home.
    // flushSync: the router otherwise renders the move in a transition, after signOut's update.
    await navigate('/', { flushSync: true });
    useAuthStore.getState().signOut();
    queryClient.clear();
    toast(Message.loggedOut, 'green');
  }, [navigate, queryClient]);
}
