import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import './text-field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** Help shown under the field and tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Something inside the field's right edge, e.g. a show/hide button. */
  trailing?: ReactNode;
  id?: string;
}

/** A labelled text input: the label is always visible and always tied to the input. */
export function TextField({ label, hint, trailing, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={['text-field', className].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={trailing ? 'text-field__box text-field__box--trailing' : 'text-field__box'}>
        <input
          id={inputId}
          className="text-field__input"
          aria-describedby={hint ? hintId : undefined}
          {...inputProps}
        />
        {trailing ? <span className="text-field__trailing">{trailing}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
