import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { FORM_CONTROL_CLASS, FORM_FIELD_CLASS } from '#client/components/ui/form-control.ts';
import { isLocale } from '#shared/locales.ts';
import { useCaptionsSettings } from '../hooks/use-captions.ts';
import { LocaleOptions } from './language-select.tsx';
import './preferences.css';

interface CaptionsFieldsProps {
  /** Where they are drawn: Settings' captions setting, or the side menu under the language. */
  place: 'settings' | 'menu';
}

/**
 * YouTube's captions (docs/product.md, "Captions"): on from the start or not, and their language,
 * the interface's unless another is chosen. A visitor's are kept in this browser, a signed-in
 * user's on their account as well (use-captions.ts).
 */
export function CaptionsFields({ place }: CaptionsFieldsProps) {
  const languageId = useId();
  const [captions, changeCaptions] = useCaptionsSettings();
  return (
    <div className={`preferences__fields preferences__fields--${place}`}>
      <label className="preferences__check">
        <input
          type="checkbox"
          checked={captions.showCaptions}
          onChange={(event) => changeCaptions({ showCaptions: event.target.checked })}
        />
        {t`Show captions`}
      </label>
      <div className={`${FORM_FIELD_CLASS} language-select language-select--${place}`}>
        <label htmlFor={languageId} className="language-select__label">
          {t`Captions language`}
        </label>
        <select
          id={languageId}
          className={FORM_CONTROL_CLASS}
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
  );
}
