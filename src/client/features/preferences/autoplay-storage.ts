import { create } from 'zustand';

/** "Autoplay next video" as this browser keeps it: a visitor's, and a signed-in user's copy. */
interface AutoplaySetting {
  autoplay: boolean;
}

export const AUTOPLAY_STORAGE_KEY = 'autoplay';

function readStored(): AutoplaySetting {
  try {
    // On unless this browser has turned it off.
    return { autoplay: localStorage.getItem(AUTOPLAY_STORAGE_KEY) !== 'off' };
  } catch {
    // No storage here (the server's renderer, private mode): the default.
    return { autoplay: true };
  }
}

/** The autoplay setting kept in this browser (localStorage `autoplay`), read once at start. */
export const useStoredAutoplay = create<AutoplaySetting>()(() => readStored());

/** Changes the autoplay setting kept in this browser. */
export function storeAutoplay(autoplay: boolean): void {
  useStoredAutoplay.setState({ autoplay });
  try {
    localStorage.setItem(AUTOPLAY_STORAGE_KEY, autoplay ? 'on' : 'off');
  } catch {
    // Storage refused: the setting holds until the page is left.
  }
}
