import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { Icon } from '#client/components/ui/icon.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatCount } from '#shared/format/numbers.ts';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
} from '#shared/schemas/curation.schema.ts';
import { type ImportStage, useImportVideos } from '../api/import-videos.ts';
import {
  checkImportFile,
  countRows,
  EXAMPLE_CSV,
  formatBytes,
  type ImportFileKind,
  importedMessage,
  jsonImportBody,
} from '../import-file.ts';
import { ImportProblems } from './import-problems.tsx';
import './import-section.css';

const REQUIRED_COLUMNS: ReadonlySet<string> = new Set(['url', 'title', 'creator', 'category']);

/** Offers the example file as a download, made here: there is nothing to fetch. */
function downloadExample() {
  const url = URL.createObjectURL(new Blob([EXAMPLE_CSV], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'craftreel-import-example.csv';
  link.click();
  // The click has started the download; the address is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface ChosenFile {
  file: File;
  /** The file's kind, or why it cannot be sent. */
  check: ReturnType<typeof checkImportFile>;
}

/**
 * The Curation page's bulk import (docs/decisions/0010): a CSV or JSON file of videos, checked here for its
 * kind and size, sent with its upload's progress; the server then checks every row and writes
 * all of them or none, and its refusal is listed row by row.
 */
export function ImportSection() {
  const headingId = useId();
  const inputId = useId();
  const labelId = useId();
  const fileId = useId();
  const hintId = useId();
  const fileErrorId = useId();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [rows, setRows] = useState(0);
  const [isDragging, setIsDragging] = useState(false);
  const importVideos = useImportVideos();
  const locale = useActiveLocale();
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const answer = importVideos.data;

  // A refusal is the thing to read next: focus moves to its summary, above the problems.
  useEffect(() => {
    if (answer?.outcome === 'refused') summaryRef.current?.focus();
  }, [answer]);

  const choose = (file: File | undefined) => {
    importVideos.reset();
    setReadError(null);
    setStage(null);
    setChosen(file ? { file, check: checkImportFile(file, locale) } : null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen?.check.ok || importVideos.isPending) return;
    const kind: ImportFileKind = chosen.check.kind;
    setReadError(null);
    let text: string;
    try {
      text = await chosen.file.text();
    } catch {
      setReadError(`${chosen.file.name} could not be read. Choose it again.`);
      return;
    }
    let body = text;
    if (kind === 'json') {
      const json = jsonImportBody(text);
      if (!json.ok) {
        setReadError(`${chosen.file.name}: ${json.message}`);
        return;
      }
      body = json.body;
    }
    setRows(countRows(kind, text));
    importVideos.mutate({ kind, body, onStage: setStage }, { onSettled: () => setStage(null) });
  };

  const fileError = readError ?? (chosen && !chosen.check.ok ? chosen.check.message : null);
  const canSend = chosen?.check.ok === true && !importVideos.isPending;

  return (
    <section className="curation-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="curation-section__title">
        Bulk import
      </h2>
      <p className="curation-section__lede">
        Add up to {formatCount(IMPORT_MAX_ROWS, locale)} videos at once from a CSV or JSON file of
        at most {formatBytes(IMPORT_MAX_BYTES, locale)}. Every row is checked first: if any row has
        a problem, nothing is imported and each problem is listed.
      </p>

      <div className="curation-card">
        <h3 className="curation-section__subtitle">Columns</h3>
        <ul className="curation-import__column-list" aria-label="Columns of an import file">
          {IMPORT_COLUMNS.map((column) => (
            <li key={column} className="curation-import__column">
              <code>{column}</code>
              {REQUIRED_COLUMNS.has(column) ? (
                <span className="curation-import__required"> (required)</span>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="curation-import__note">
          CSV: a header line naming the columns, in any order, then a line per video;{' '}
          <code>category</code> is a category's name; <code>materials</code> is written{' '}
          <code>name | quantity; name</code>. JSON: <code>{'{ "videos": [ … ] }'}</code> with the
          same fields; a file holding just the list of videos is wrapped in that for you.
        </p>
        <Button
          variant="secondary"
          icon="download"
          className="curation-import__example"
          onClick={downloadExample}
        >
          Download an example CSV
        </Button>
      </div>

      <form className="curation-import__form" onSubmit={send} noValidate>
        {/* Dropping a file is a pointer shortcut: the labelled file input inside does the same. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the file input is the keyboard's way */}
        <div
          className={
            isDragging
              ? 'curation-import__drop curation-import__drop--active'
              : 'curation-import__drop'
          }
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
        >
          <Icon name="upload" size={28} className="curation-import__drop-icon" />
          <label id={labelId} htmlFor={inputId} className="curation-import__label">
            CSV or JSON file
          </label>
          {/*
           * The browser's own file control is hidden from sight (its "Choose File" and the file's
           * name again): it keeps the focus and the keyboard (Enter or Space opens the picker), and
           * the label dressed as a button beside it shows where the focus is.
           */}
          <input
            id={inputId}
            type="file"
            className="curation-import__input visually-hidden"
            accept=".csv,.json,text/csv,application/json"
            aria-labelledby={labelId}
            aria-describedby={[chosen ? fileId : null, hintId, fileError ? fileErrorId : null]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
          <label
            htmlFor={inputId}
            className={buttonClassName({
              variant: 'secondary',
              className: 'curation-import__choose',
            })}
          >
            {chosen ? 'Choose another file' : 'Choose a file'}
          </label>
          <p id={hintId} className="curation-import__hint">
            Or drop one here.
          </p>
          {chosen ? (
            <p id={fileId} className="curation-import__file">
              <span className="curation-import__file-name">{chosen.file.name}</span>{' '}
              <span className="curation-import__file-size">
                {formatBytes(chosen.file.size, locale)}
              </span>
            </p>
          ) : null}
        </div>
        {fileError ? (
          <p id={fileErrorId} className="curation-import__error" role="alert">
            {fileError}
          </p>
        ) : null}
        <div>
          <Button type="submit" icon="upload" disabled={!canSend} isBusy={importVideos.isPending}>
            Import videos
          </Button>
        </div>
      </form>

      <div role="status" className="curation-import__status">
        {stage ? <ImportProgress stage={stage} rows={rows} /> : null}
        {answer?.outcome === 'imported' ? (
          <p className="curation-import__done">
            <Icon name="check" /> {importedMessage(answer.imported)}
          </p>
        ) : null}
      </div>

      {importVideos.isError ? (
        <p className="curation-import__error" role="alert">
          {importVideos.error.message}
        </p>
      ) : null}

      {answer?.outcome === 'refused' ? (
        <ImportProblems problems={answer.problems} summaryRef={summaryRef} />
      ) : null}
    </section>
  );
}

/** The upload's share in a progress bar, then an endless one while the server works. */
function ImportProgress({ stage, rows }: { stage: ImportStage; rows: number }) {
  const labelId = useId();
  const label =
    stage.stage === 'uploading'
      ? `Uploading… ${Math.round(stage.fraction * 100)}%`
      : `Checking and saving ${rows} row${rows === 1 ? '' : 's'}…`;
  return (
    <div className="curation-import__progress">
      <span id={labelId}>{label}</span>
      {stage.stage === 'uploading' ? (
        <progress aria-labelledby={labelId} max={1} value={stage.fraction} />
      ) : (
        <progress aria-labelledby={labelId} />
      )}
    </div>
  );
}
