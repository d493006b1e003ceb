import { useIsMutating, useQueryClient } from '@tanstack/react-query';

/** Every sign-in, sign-up and log-out mutation carries this key. */
export const authMutationKey = ['auth'] as const;
export const logoutMutationKey = [...authMutationKey, 'logout'] as const;

/**
 * The auth "loading" flag of docs/product.md: true while a login, signup or logout runs
 * (logout holds it for a second after it is done). Derived from the mutations themselves.
 */
export function useAuthBusy(): boolean {
  return useIsMutating({ mutationKey: authMutationKey }) > 0;
}

/** True from the moment a logout starts until its busy second is over. */
export function useLoggingOut(): boolean {
  const queryClient = useQueryClient();
  // useIsMutating re-renders when a logout starts or ends, but hears of it a tick late; the
  // mutation cache knows at once, which matters in the very render the sign-out causes.
  const heard = useIsMutating({ mutationKey: logoutMutationKey }) > 0;
  return heard || queryClient.isMutating({ mutationKey: logoutMutationKey }) > 0;
}
