import { t } from '@lingui/core/macro';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FORM_CONTROL_CLASS, FORM_FIELD_CLASS } from '#client/components/ui/form-control.ts';
import { DIFFICULTY_LABELS, TIME_RANGE_LABELS } from '#client/lib/craft-facts.ts';
import type { CraftFilters as Filters } from '#client/lib/home-filters.ts';
import {
  DIFFICULTIES,
  type Difficulty,
  TIME_RANGES,
  type TimeRange,
} from '#shared/craft-fact-values.ts';
import { VIDEO_FILTER_LIMITS } from '#shared/video-bounds.ts';
import { useMaterials } from '../api/get-materials.ts';
import './craft-filters.css';

interface CraftFiltersProps {
  /** The craft-fact filters in force (the address's). */
  filters: Filters;
  /** Called with the filters to change; the others stay. */
  onChange(filters: Filters): void;
  /** Drops every craft-fact filter. */
  onClear(): void;
}

/**
 * The home page's project filters, behind a "Filters" button: difficulty and time as selects,
 * and a material field whose suggestions are the catalogue's common materials (asked for when
 * the field is first focused). Open from the start when a filter is in force.
 */
export function CraftFilters({ filters, onChange, onClear }: CraftFiltersProps) {
  const panelId = useId();
  const difficultyId = useId();
  const timeId = useId();
  const active = [filters.difficulty, filters.time, filters.material].filter(Boolean).length;
  const [open, setOpen] = useState(active > 0);

  return (
    <div className="craft-filters">
      <div className="craft-filters__bar">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t`Filters`}{' '}
          {active > 0 && (
            <span className="craft-filters__count">
              {active}
              <span className="visually-hidden"> {t`in force`}</span>
            </span>
          )}
        </Button>
        {active > 0 && (
          <Button variant="ghost" size="sm" icon="close" onClick={onClear}>
            {t`Clear filters`}
          </Button>
        )}
      </div>
      <fieldset id={panelId} className="craft-filters__panel" hidden={!open}>
        <legend className="visually-hidden">{t`Project filters`}</legend>
        <div className={FORM_FIELD_CLASS}>
          <label htmlFor={difficultyId}>{t`Difficulty`}</label>
          <select
            id={difficultyId}
            className={FORM_CONTROL_CLASS}
            value={filters.difficulty ?? ''}
            onChange={(event) =>
              onChange({ difficulty: (event.target.value || undefined) as Difficulty | undefined })
            }
          >
            <option value="">{t`Any difficulty`}</option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {DIFFICULTY_LABELS[difficulty]}
              </option>
            ))}
          </select>
        </div>
        <div className={FORM_FIELD_CLASS}>
          <label htmlFor={timeId}>{t`Time`}</label>
          <select
            id={timeId}
            className={FORM_CONTROL_CLASS}
            value={filters.time ?? ''}
            onChange={(event) =>
              onChange({ time: (event.target.value || undefined) as TimeRange | undefined })
            }
          >
            <option value="">{t`Any time`}</option>
            {TIME_RANGES.map((time) => (
              <option key={time} value={time}>
                {TIME_RANGE_LABELS[time]}
              </option>
            ))}
          </select>
        </div>
        <MaterialField
          value={filters.material ?? ''}
          onApply={(material) => onChange({ material })}
        />
      </fieldset>
    </div>
  );
}

interface MaterialFieldProps {
  value: string;
  onApply(material: string): void;
}

/**
 * A material, applied on Enter, on leaving the field, or on picking a suggestion: not on every
 * keystroke, as a part of a word matches nothing ("card" is not "cardboard").
 */
function MaterialField({ value, onApply }: MaterialFieldProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  // What has been typed but not yet applied; null when the field shows the address's material.
  const [typed, setTyped] = useState<string | null>(null);
  const [wantsSuggestions, setWantsSuggestions] = useState(false);
  const { data: suggestions = [] } = useMaterials(wantsSuggestions);

  const apply = (text: string) => {
    setTyped(null);
    if (text.trim() !== value) onApply(text.trim());
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const native = event.nativeEvent;
    // A suggestion picked from the list arrives as one replacement, not as typing.
    const picked = !(native instanceof InputEvent) || native.inputType === 'insertReplacementText';
    if (picked && suggestions.some((s) => s.name === text)) apply(text);
    else setTyped(text);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(typed ?? value);
  };

  return (
    <form className={`${FORM_FIELD_CLASS} craft-filters__material`} onSubmit={onSubmit}>
      <label htmlFor={inputId}>{t`Material`}</label>
      <input
        id={inputId}
        className={FORM_CONTROL_CLASS}
        type="search"
        list={listId}
        placeholder={t`e.g. cardboard`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={VIDEO_FILTER_LIMITS.material}
        aria-describedby={hintId}
        value={typed ?? value}
        onFocus={() => setWantsSuggestions(true)}
        onChange={onChange}
        onBlur={() => {
          if (typed !== null) apply(typed);
        }}
      />
      <span id={hintId} className="visually-hidden">
        {t`Whole words, such as cardboard or plastic bottle. Press Enter to apply.`}
      </span>
      <datalist id={listId}>
        {suggestions.map((material) => (
          <option key={material.name} value={material.name} />
        ))}
      </datalist>
    </form>
  );
}
