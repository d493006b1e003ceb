import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { AutoplayField } from './autoplay-field.tsx';
import { CaptionsFields } from './captions-fields.tsx';
import { LanguageSelect } from './language-select.tsx';
import '#client/components/ui/settings-panel.css';
import './preferences.css';

/**
 * Settings, "Language and captions": the interface language, YouTube's captions (on from the
 * start or not, and their language: the interface's unless another is chosen), and whether the
 * next video plays by itself. A signed-in user's account keeps them (docs/product.md, "Language",
 * "Captions" and "Video page").
 */
export function LanguageSettings() {
  const titleId = useId();
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
        <CaptionsFields place="settings" />
      </div>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">{t`Autoplay`}</h3>
          <p className="settings-panel__text">
            {t`When a video ends, the next one plays after a short countdown.`}
          </p>
        </div>
        <AutoplayField place="settings" />
      </div>
    </section>
  );
}
