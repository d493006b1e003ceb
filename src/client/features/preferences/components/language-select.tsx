import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { FORM_CONTROL_CLASS, FORM_FIELD_CLASS } from '#client/components/ui/form-control.ts';
import { chooseLocale, useChosenLocale } from '#client/i18n/chosen-locale.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { isLocale, LOCALE_TAGS, nativeNameOf } from '#shared/locales.ts';
import { useUpdatePreferences } from '../api/preferences.ts';
import './preferences.css';

interface LanguageSelectProps {
  /** The label shown above the menu. */
  label?: string;
  className?: string;
}

/**
 * The interface language, each named in itself ("हिन्दी"): choosing one switches the app at
 * once and this browser remembers it (chosen-locale.ts); a signed-in user's account keeps it
 * too, for their other devices.
 */
export function LanguageSelect({ label = t`Language`, className }: LanguageSelectProps) {
  const id = useId();
  const locale = useChosenLocale((state) => state.locale);
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const { mutate } = useUpdatePreferences();
  return (
    <div className={`${FORM_FIELD_CLASS} language-select${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="language-select__label">
        {label}
      </label>
      <select
        id={id}
        className={FORM_CONTROL_CLASS}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          chooseLocale(next);
          if (signedIn) mutate({ language: next });
        }}
      >
        <LocaleOptions />
      </select>
    </div>
  );
}

/** An `<option>` for each interface language, named in itself and marked with its `lang`. */
export function LocaleOptions() {
  return LOCALE_TAGS.map((tag) => (
    <option key={tag} value={tag} lang={tag}>
      {nativeNameOf(tag)}
    </option>
  ));
}
