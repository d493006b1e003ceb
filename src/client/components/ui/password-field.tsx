import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Icon } from './icon.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Names the toggle: "Show {subject}" / "Hide {subject}" (default "password"), in the reader's language. */
  subject?: string;
}

/** A password input whose text can be shown and hidden again (docs/product.md, "Screens"). */
export function PasswordField({ subject = t`password`, ...fieldProps }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const toggleLabel = isVisible ? t`Hide ${subject}` : t`Show ${subject}`;
  return (
    <TextField
      {...fieldProps}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="text-field__toggle"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          <Icon name={isVisible ? 'eye-off' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
