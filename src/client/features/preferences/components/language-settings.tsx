import { t } from '@lingui/core/macro';
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
      <h2 id={titleId}>{t`Language and captions`}</h2>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">{t`Language`}</h3>
          <p className="settings-panel__text">
            {t`CraftReel’s language, on this device and wherever you sign in.`}
          </p>
        </div>
        <LanguageSelect label={t`Interface language`} className="language-select--settings" />
      </div>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">{t`Captions`}</h3>
          <p className="settings-panel__text">
            {t`Captions on YouTube’s player, where the video has them.`}
          </p>
        </div>
        <div className="preferences__fields">
          <label className="preferences__check">
            <input
              type="checkbox"
              checked={captions.showCaptions}
              onChange={(event) => changeCaptions({ showCaptions: event.target.checked })}
            />
            {t`Show captions`}
          </label>
          <div className="language-select language-select--settings">
            <label htmlFor={captionsLanguageId} className="language-select__label">
              {t`Captions language`}
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
              <option value="">{t`Same as the interface`}</option>
              <LocaleOptions />
            </select>
          </div>
        </div>
      </div>
    </section>
  );
}
