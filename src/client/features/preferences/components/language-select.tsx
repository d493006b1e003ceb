import { useId } from 'react';
import { isLocale, LOCALE_TAGS, nativeNameOf } from '#shared/locales.ts';
import { useLanguageChoice } from '../hooks/use-language-choice.ts';
import './preferences.css';

interface LanguageSelectProps {
  /** The label shown beside the menu (a compact menu says less). */
  label?: string;
  className?: string;
}

/**
 * The interface language, each named in itself ("हिन्दी"): choosing one switches the app at
 * once (use-language-choice.ts).
 */
export function LanguageSelect({ label = 'Language', className }: LanguageSelectProps) {
  const id = useId();
  const [locale, choose] = useLanguageChoice();
  return (
    <div className={`language-select${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="language-select__label">
        {label}
      </label>
      <select
        id={id}
        className="preferences__control"
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) choose(next);
        }}
      >
        {LOCALE_TAGS.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {nativeNameOf(tag)}
          </option>
        ))}
      </select>
    </div>
  );
}
