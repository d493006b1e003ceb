import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { type Ref, useId } from 'react';
import { JSON_ERROR_MESSAGE } from '../model/request-body.ts';

export interface BodyEditorProps {
  value: string;
  hasError: boolean;
  onChange: (text: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The JSON body area; 'Error in JSON format' shows while the text does not parse. */
export function BodyEditor({ value, hasError, onChange, textareaRef }: BodyEditorProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="mockman__field mockman__body">
      <label className="mockman__label" htmlFor={id}>
        {t`Body`}
      </label>
      <p className="mockman__hint" id={hintId}>
        {t`JSON, sent with POST and DELETE. GET sends no body.`}
      </p>
      <textarea
        id={id}
        ref={textareaRef}
        className="mockman__input mockman__textarea"
        rows={8}
        spellCheck={false}
        autoComplete="off"
        value={value}
        aria-invalid={hasError}
        aria-describedby={hasError ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      {hasError ? (
        <p className="mockman__error" id={errorId} role="alert">
          {i18n._(JSON_ERROR_MESSAGE)}
        </p>
      ) : null}
    </div>
  );
}
