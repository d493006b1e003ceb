import { type ComponentType, createContext } from 'react';

/**
 * What a card shows over its thumbnail of what others know of its video: the signed-in user's
 * progress, how many makers made it. A component the app supplies (it knows who is signed in
 * and asks the server), given the video's id, and loads after the first screen
 * (src/client/app/providers.tsx). Without one, as in a visitor's tests, cards show none.
 */
export const CardOverlaysContext = createContext<ComponentType<{ videoId: string }> | null>(null);
