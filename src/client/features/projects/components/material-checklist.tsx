import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import type { Project } from '#shared/schemas/project.schema.ts';
import { type Tick, useTickMaterial } from '../api/tick-material.ts';
import { checklistSummary } from '../project-status.ts';

/**
 * A project's materials, each with a checkbox: tick what you have. The server's answer is the
 * checklist shown; a tick in flight shows as ticked until it answers.
 */
export function MaterialChecklist({ project }: { project: Project }) {
  const legendId = useId();
  const tick = useTickMaterial(project.video._id);
  // The tick in flight, set in the click's own handler: the mutation's pending state reaches the
  // component only a task later (TanStack Query notifies by setTimeout), and meanwhile React put
  // the box back as the server last had it, so it flickered off and on.
  const [pending, setPending] = useState<Tick | undefined>(undefined);
  if (project.materials.length === 0) {
    return <p className="project-card__note">{checklistSummary(project)}</p>;
  }
  return (
    <fieldset className="material-checklist" aria-describedby={`${legendId}-summary`}>
      <legend id={legendId} className="material-checklist__legend">
        {t`Materials`}
      </legend>
      <p id={`${legendId}-summary`} className="material-checklist__summary">
        {checklistSummary(project)}
      </p>
      <ul className="material-checklist__items">
        {project.materials.map((item) => {
          const have = pending?.index === item.index ? pending.have : item.have;
          return (
            <li key={item.index}>
              <label className="material-checklist__item">
                <input
                  type="checkbox"
                  checked={have}
                  onChange={(event) => {
                    const next = { index: item.index, have: event.target.checked };
                    setPending(next);
                    tick.mutate(next, { onSettled: () => setPending(undefined) });
                  }}
                />
                <span>
                  {item.name}
                  {item.quantity && (
                    <span className="material-checklist__quantity"> ({item.quantity})</span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
