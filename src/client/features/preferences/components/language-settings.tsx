import { useId } from 'react';
import { isLocale } from '#shared/locales.ts';
import { useCaptionsSettings } from '../hooks/use-captions.ts';
import { LanguageSelect, LocaleOptions } from './language-select.tsx';
import '#client/components/ui/settings-panel.css';
import './preferences.css';

/**
 * Settings, "Language and captions": the interface language, and YouTube's captions (on from the
 * start or not, and their language: the interface's unless another is chosen). A signed-in
 * user's account keeps them (docs/product.md, "Language" and "Captions").
 */
export function LanguageSettings() {
  const titleId = useId();
  const captionsLanguageId = useId();
  const [captions, changeCaptions] = useCaptionsSettings();
  return (
    <section className="settings-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Language and captions</h2>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">Language</h3>
          <p className="settings-panel__text">
            CraftReel’s language, on this device and wherever you sign in.
          </p>
        </div>
        <LanguageSelect label="Interface language" className="language-select--settings" />
      </div>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">Captions</h3>
          <p className="settings-panel__text">
            Captions on YouTube’s player, where the video has them.
          </p>
        </div>
        <div className="preferences__fields">
          <label className="preferences__check">
            <input
              type="checkbox"
              checked={captions.showCaptions}
              onChange={(event) => changeCaptions({ showCaptions: event.target.checked })}
            />
            Show captions
          </label>
          <div className="language-select language-select--settings">
            <label htmlFor={captionsLanguageId} className="language-select__label">
              Captions language
            </label>
            <select
              id={captionsLanguageId}
              className="preferences__control"
              value={captions.captionsLanguage ?? ''}
              onChange={(event) => {
                const next = event.target.value;
                changeCaptions({ captionsLanguage: isLocale(next) ? next : null });
              }}
            >
              <option value="">Same as the interface</option>
              <LocaleOptions />
            </select>
          </div>
        </div>
      </div>
    </section>
  );
}
