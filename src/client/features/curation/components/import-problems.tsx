import { plural, t } from '@lingui/core/macro';
import type { RefObject } from 'react';
import type { ImportProblem } from '#shared/schemas/curation.schema.ts';
import { fixAdvice, problemsToShow, refusedSummary } from '../import-file.ts';

/** A refused import's problems, row by row: where (row, line), which field, and why. */
export function ImportProblems({
  problems,
  summaryRef,
}: {
  problems: readonly ImportProblem[];
  summaryRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { shown, more } = problemsToShow(problems);
  return (
    <div className="curation-import__problems">
      <h3 ref={summaryRef} tabIndex={-1} className="curation-import__summary">
        {refusedSummary(problems.length)}
      </h3>
      <p className="curation-import__note">{fixAdvice(problems.length)}</p>
      {/* Focusable so a keyboard can scroll the table sideways on a narrow screen. */}
      <section
        className="curation-import__table-wrap"
        aria-label={t`Problems of the file`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
      >
        <table className="curation-import__table">
          <thead>
            <tr>
              <th scope="col">{t`Row`}</th>
              <th scope="col">{t`Line`}</th>
              <th scope="col">{t`Field`}</th>
              <th scope="col">{t`Reason`}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((problem, index) => (
              // Problems have no id; one row may have several, so the index tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <tr key={index}>
                <td>{problem.row}</td>
                <td>{problem.line}</td>
                <td>
                  <code>{problem.field}</code>
                </td>
                <td>{problem.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {more > 0 ? (
        <p className="curation-import__note">
          {plural(more, {
            one: 'And # more problem not listed here.',
            other: 'And # more problems not listed here.',
          })}
        </p>
      ) : null}
    </div>
  );
}
