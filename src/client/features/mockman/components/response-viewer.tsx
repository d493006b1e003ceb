import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef } from 'react';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatCount } from '#shared/format/numbers.ts';
import type { TesterOutcome, TesterResponse } from '../api/send-request.ts';
import './response-viewer.css';

export interface ResponseViewerProps {
  outcome: TesterOutcome | undefined;
  pending: boolean;
}

function announcement(outcome: TesterOutcome | undefined, pending: boolean): string {
  if (pending) return t`Sending request…`;
  if (!outcome) return '';
  if (outcome.kind === 'network-error') {
    const { message } = outcome;
    return t`Request failed: ${message}`;
  }
  // The status code and text are the answer's own, shown as they came.
  const { status, statusText } = outcome.response;
  return t`Response ${status} ${statusText}`.trim();
}

/** Shows status, status text, data and headers, for success and error responses alike. */
export function ResponseViewer({ outcome, pending }: ResponseViewerProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  // On a phone the panes stack and a new answer lands below the fold: bring it into view.
  useEffect(() => {
    const section = sectionRef.current;
    if (!outcome || !section) return;
    if (section.getBoundingClientRect().top < window.innerHeight * 0.75) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [outcome]);

  return (
    <section
      ref={sectionRef}
      className="mockman__pane mockman__response"
      aria-labelledby={headingId}
      aria-busy={pending}
    >
      <div className="mockman__response-head">
        <h2 className="mockman__pane-title" id={headingId}>
          {t`Response`}
        </h2>
        {pending ? (
          <span className="mockman__pending" aria-hidden="true">
            <span className="mockman__spinner" />
            {t`Sending…`}
          </span>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {announcement(outcome, pending)}
      </p>
      {!outcome ? (
        <p className="mockman__empty">{t`Response is undefined.`}</p>
      ) : outcome.kind === 'network-error' ? (
        <div className="mockman__network-error">
          <h3 className="mockman__section-title">{t`Network error`}</h3>
          <p className="mockman__network-message">{outcome.message}</p>
          <p className="mockman__hint">
            {t`The request got no answer. Check the endpoint and try again.`}
          </p>
        </div>
      ) : (
        <ResponseDetails response={outcome.response} />
      )}
    </section>
  );
}

function ResponseDetails({ response }: { response: TesterResponse }) {
  const dataId = useId();
  const tone = response.ok ? 'ok' : 'error';
  const headerCount = formatCount(response.headers.length, useActiveLocale());
  return (
    <div className="mockman__details">
      <dl className="mockman__status">
        <div className="mockman__status-item">
          <dt>{t({ message: `Status`, context: `HTTP response` })}</dt>
          <dd className={`mockman__badge mockman__badge--${tone}`}>{response.status}</dd>
        </div>
        <div className="mockman__status-item">
          <dt>{t`Status text`}</dt>
          <dd className="mockman__status-text">{response.statusText || '—'}</dd>
        </div>
      </dl>

      <h3 className="mockman__section-title" id={dataId}>
        {response.isJson ? t`Data (JSON)` : t`Data`}
      </h3>
      {response.data === '' ? (
        <p className="mockman__hint">{t`The response has no body.`}</p>
      ) : (
        // Scrollable, so it takes focus: keyboard users can scroll a long answer (axe's
        // scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        // biome-ignore lint/a11y/useSemanticElements: a <section> would add a landmark per answer
        <div className="mockman__code" role="region" aria-labelledby={dataId} tabIndex={0}>
          <pre className="mockman__pre">{response.data}</pre>
        </div>
      )}

      <h3 className="mockman__section-title">{t`Headers (${headerCount})`}</h3>
      {response.headers.length === 0 ? (
        <p className="mockman__hint">{t`No headers.`}</p>
      ) : (
        <dl className="mockman__response-headers">
          {response.headers.map(([name, value]) => (
            <div className="mockman__response-header" key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
