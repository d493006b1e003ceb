import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { StartupLoader } from '#client/components/ui/startup-loader.tsx';
import { CardOverlaysContext } from '#client/components/video-card/card-overlays.tsx';
import { withAreas } from '#client/i18n/activate-locale.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own; the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

type CardOverlays = ComponentType<{ videoId: string }>;

/**
 * What cards show over their thumbnails (./card-overlays.tsx), fetched once the app runs: the
 * first load of / leaves its code out, and the server's page, drawn without it, is taken over
 * as drawn. Cards that cannot have it (offline, say) show none.
 */
function useCardOverlays(): CardOverlays | null {
  const [overlays, setOverlays] = useState<CardOverlays | null>(null);
  useEffect(() => {
    let mounted = true;
    withAreas(['made'], () => import('./card-overlays.tsx')).then(
      (loaded) => mounted && setOverlays(() => loaded.CardOverlays),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return overlays;
}

/** App-wide context: the server-state cache, and what cards show over their thumbnails. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CardOverlaysContext.Provider value={useCardOverlays()}>
        {children}
      </CardOverlaysContext.Provider>
    </QueryClientProvider>
  );
}

/** Shows the full-page loader until the stored sign-in has been checked (docs/product.md, "Accounts"). */
export function StartupGate({ children }: { children: ReactNode }) {
  const isChecking = useAuthStore((state) => state.status === 'checking');
  return isChecking ? <StartupLoader /> : children;
}
