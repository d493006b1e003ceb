import { t } from '@lingui/core/macro';
import { SWITCH_TRACK_CLASS } from '#client/components/ui/switch-track.ts';
import { useAutoplaySetting } from '../hooks/use-autoplay.ts';
import './preferences.css';

interface AutoplayFieldProps {
  /**
   * Where it is drawn: Settings, the side menu (a checkbox "Autoplay next video"), or beside the
   * video page's "Up next" (a small switch, "Autoplay").
   */
  place: 'settings' | 'menu' | 'up-next';
}

/**
 * "Autoplay next video" (docs/product.md, "Video page", "Autoplay"): on by default; a visitor's
 * kept in this browser, a signed-in user's on their account as well (use-autoplay.ts). Every
 * place that shows it shows the one setting.
 */
export function AutoplayField({ place }: AutoplayFieldProps) {
  const [autoplay, changeAutoplay] = useAutoplaySetting();
  if (place === 'up-next') {
    return (
      <label className="preferences__switch">
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox tells its state itself (ARIA in HTML: no aria-checked on one), and the attribute would not follow the setting stored here on a hydrated page
          role="switch"
          className="preferences__switch-input"
          checked={autoplay}
          onChange={(event) => changeAutoplay(event.target.checked)}
        />
        <span className={`${SWITCH_TRACK_CLASS} preferences__switch-track`} aria-hidden="true" />
        {t({
          comment: 'A switch beside the videos up next: play the next one by itself',
          message: 'Autoplay',
        })}
      </label>
    );
  }
  return (
    <div className={`preferences__fields preferences__fields--${place}`}>
      <label className="preferences__check">
        <input
          type="checkbox"
          checked={autoplay}
          onChange={(event) => changeAutoplay(event.target.checked)}
        />
        {t`Autoplay next video`}
      </label>
    </div>
  );
}
