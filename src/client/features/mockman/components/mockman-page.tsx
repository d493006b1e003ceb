import { t } from '@lingui/core/macro';
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import {
  isRequestMethod,
  REQUEST_METHODS,
  type RequestMethod,
  useSendTesterRequest,
} from '../api/send-request.ts';
import { headerRowsReducer, initialHeaderRows, toRequestHeaders } from '../model/header-rows.ts';
import { parseJsonBody } from '../model/request-body.ts';
import { BodyEditor } from './body-editor.tsx';
import { HeaderEditor } from './header-editor.tsx';
import { ResponseViewer } from './response-viewer.tsx';
import './mockman.css';

/** The request tester's defaults (docs/product.md, "Request tester"). */
const DEFAULT_ENDPOINT = '/api/test-todos';
const DEFAULT_BODY = '{}';

/**
 * The request tester: method, endpoint, ticked headers and a JSON body go to this site's server
 * with fetch; whatever answers (2xx or not) is shown in the response viewer.
 */
export function MockmanPage() {
  const [method, setMethod] = useState<RequestMethod>('GET');
  const [endpoint, setEndpoint] = useState(DEFAULT_ENDPOINT);
  const [headerRows, dispatchHeaders] = useReducer(headerRowsReducer, initialHeaderRows);
  const [body, setBody] = useState(DEFAULT_BODY);
  const [bodyHasError, setBodyHasError] = useState(false);
  const { send, isPending, outcome, abort } = useSendTesterRequest();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const methodId = useId();
  const endpointId = useId();
  const requestTitleId = useId();

  // Leaving the page drops the request still on its way.
  useEffect(() => abort, [abort]);

  function changeBody(text: string) {
    setBody(text);
    setBodyHasError(!parseJsonBody(text).ok);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseJsonBody(body);
    if (!parsed.ok) {
      setBodyHasError(true);
      bodyRef.current?.focus();
      return;
    }
    send({
      method,
      endpoint: endpoint.trim(),
      headers: toRequestHeaders(headerRows),
      body: parsed.value,
    });
  }

  return (
    <div className="mockman">
      <header className="mockman__intro">
        <h1 className="mockman__title">{t`Mockman`}</h1>
        <p className="mockman__lede">
          {t`Send a request to the CraftReel API and read the answer: status, data and headers.`}
        </p>
      </header>
      <div className="mockman__panes">
        <form
          className="mockman__pane mockman__request"
          aria-labelledby={requestTitleId}
          onSubmit={submit}
        >
          <h2 className="mockman__pane-title" id={requestTitleId}>
            {t`Request`}
          </h2>
          <div className="mockman__request-line">
            <div className="mockman__field mockman__method">
              <label className="mockman__label" htmlFor={methodId}>
                {t`Method`}
              </label>
              <select
                id={methodId}
                className="mockman__input mockman__select"
                value={method}
                onChange={(event) => {
                  if (isRequestMethod(event.target.value)) setMethod(event.target.value);
                }}
              >
                {REQUEST_METHODS.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className="mockman__field mockman__endpoint">
              <label className="mockman__label" htmlFor={endpointId}>
                {t`Endpoint`}
              </label>
              <input
                id={endpointId}
                type="text"
                inputMode="url"
                className="mockman__input mockman__endpoint-input"
                placeholder={t`Enter your endpoint`}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                required
                value={endpoint}
                onChange={(event) => setEndpoint(event.target.value)}
              />
            </div>
            <button type="submit" className="mockman__submit">
              {t`Submit`}
            </button>
          </div>
          <HeaderEditor rows={headerRows} onAction={dispatchHeaders} />
          <BodyEditor
            value={body}
            hasError={bodyHasError}
            onChange={changeBody}
            textareaRef={bodyRef}
          />
        </form>
        <ResponseViewer outcome={outcome} pending={isPending} />
      </div>
    </div>
  );
}
