import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { StartupLoader } from '#client/components/ui/startup-loader.tsx';
import { CardProgressContext } from '#client/components/video-card/card-progress.tsx';
import { CardProgress } from '#client/features/progress/components/card-progress.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own; the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

/** App-wide context: the server-state cache, and what cards show of the user's progress. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CardProgressContext.Provider value={CardProgress}>{children}</CardProgressContext.Provider>
    </QueryClientProvider>
  );
}

/** Shows the full-page loader until the stored sign-in has been checked (docs/product.md, "Accounts"). */
export function StartupGate({ children }: { children: ReactNode }) {
  const isChecking = useAuthStore((state) => state.status === 'checking');
  return isChecking ? <StartupLoader /> : children;
}
