import { plural, t } from '@lingui/core/macro';
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { Icon } from '#client/components/ui/icon.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { errorText } from '#client/lib/error-text.ts';
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

/** The JSON file's shape, as the columns' note shows it (code, not words). */
const JSON_SHAPE = '{ "videos": [ … ] }';

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
  const maxRows = formatCount(IMPORT_MAX_ROWS, locale);
  const maxSize = formatBytes(IMPORT_MAX_BYTES, locale);

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
    const fileName = chosen.file.name;
    setReadError(null);
    let text: string;
    try {
      text = await chosen.file.text();
    } catch {
      setReadError(t`${fileName} could not be read. Choose it again.`);
      return;
    }
    let body = text;
    if (kind === 'json') {
      const json = jsonImportBody(text);
      if (!json.ok) {
        const problem = json.message;
        setReadError(t`${fileName}: ${problem}`);
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
        {t`Bulk import`}
      </h2>
      <p className="curation-section__lede">
        {t`Add up to ${maxRows} videos at once from a CSV or JSON file of at most ${maxSize}. Every row is checked first: if any row has a problem, nothing is imported and each problem is listed.`}
      </p>

      <div className="curation-card">
        <h3 className="curation-section__subtitle">{t`Columns`}</h3>
        <ul className="curation-import__column-list" aria-label={t`Columns of an import file`}>
          {IMPORT_COLUMNS.map((column) => (
            <li key={column} className="curation-import__column">
              <code>{column}</code>
              {REQUIRED_COLUMNS.has(column) ? (
                <span className="curation-import__required"> {t`(required)`}</span>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="curation-import__note">
          {/* In pieces around the column names and formats, which stay as they are (code). */}
          {t`CSV: a header line naming the columns, in any order, then a line per video;`}{' '}
          <code>category</code>{' '}
          {t({
            message: "is a category's name;",
            comment: 'After the column name "category", in the import file\'s note.',
          })}{' '}
          <code>materials</code>{' '}
          {t({
            message: 'is written',
            comment: 'Between the column name "materials" and its format, "name | quantity; name".',
          })}{' '}
          <code>name | quantity; name</code>. {t`JSON:`} <code>{JSON_SHAPE}</code>{' '}
          {t({
            message:
              'with the same fields; a file holding just the list of videos is wrapped in that for you.',
            comment: 'After the JSON file\'s shape, { "videos": [ … ] }.',
          })}
        </p>
        <Button
          variant="secondary"
          icon="download"
          className="curation-import__example"
          onClick={downloadExample}
        >
          {t`Download an example CSV`}
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
            {t`CSV or JSON file`}
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
            {chosen ? t`Choose another file` : t`Choose a file`}
          </label>
          <p id={hintId} className="curation-import__hint">
            {t`Or drop one here.`}
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
            {t`Import videos`}
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
          {errorText(importVideos.error)}
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
  const percent = stage.stage === 'uploading' ? Math.round(stage.fraction * 100) : 0;
  const label =
    stage.stage === 'uploading'
      ? t`Uploading… ${percent}%`
      : plural(rows, { one: 'Checking and saving # row…', other: 'Checking and saving # rows…' });
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
