import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import { useLoggingOut } from '#client/features/auth/hooks/use-auth-busy.ts';
import { useHistoryLocation } from '#client/lib/router/history-router.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';

/** What the guards keep in the history entry's state: the page a visitor was sent away from. */
export interface OriginState {
  from: { pathname: string; search?: string; hash?: string };
}

const SIGNED_OUT_ONLY = new Set(['/login', '/signup']);

/** The path to return to after signing in: the remembered origin, or home. */
export function originOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const { from } = state as { from: unknown };
  if (typeof from !== 'object' || from === null) return '/';
  const { pathname, search = '', hash = '' } = from as Record<string, unknown>;
  // Only a same-site path counts, and never the login pages themselves (that would loop).
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return '/';
  }
  if (SIGNED_OUT_ONLY.has(pathname.replace(/\/+$/, ''))) return '/';
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/** Signed-in pages: a signed-out visitor goes to /login, which brings them back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  // A logout moves home before it ends the session; should this page still be showing when the
  // session ends, it waits for that move instead of sending the user to the login form.
  const isLoggingOut = useLoggingOut();
  const { pathname, search, hash } = useHistoryLocation();
  if (status === 'checking') return <PageSkeleton label={t`Checking your sign-in`} />;
  if (status === 'signed-out' && isLoggingOut) return <PageSkeleton label={t`Logging out`} />;
  if (status === 'signed-out') {
    const state: OriginState = { from: { pathname, search, hash } };
    return <Redirect to="/login" replace state={state} />;
  }
  return children;
}

/** /login and /signup: a signed-in visitor goes back where they came from, or home. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const location = useHistoryLocation();
  if (status === 'checking') return <PageSkeleton label={t`Checking your sign-in`} />;
  if (status === 'signed-in') return <Redirect to={originOf(location.state)} replace />;
  return children;
}
