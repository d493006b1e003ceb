import { t } from '@lingui/core/macro';
import { type ChangeEvent, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { ApiRequestError, isSignInProblem } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { Message } from '#client/lib/messages.ts';
import { useExportLibrary } from '../api/export-library.ts';
import { useImportLibrary } from '../api/import-library.ts';
import { importSummary, leftOutSummary } from '../import-summary.ts';
import { LibraryFileError } from '../library-file.ts';
import './library-settings.css';
import '#client/components/ui/settings-panel.css';

/** Why an import failed, in words: the file's own problem, the server's message, or sign-in. */
function importFailure(error: unknown): string {
  if (isSignInProblem(error)) return Message.loginFirst;
  if (error instanceof LibraryFileError) return errorText(error);
  const tryAgain = t`Try again.`;
  if (error instanceof ApiRequestError) {
    return Message.libraryImportFailed(errorText(error) || tryAgain);
  }
  return Message.libraryImportFailed(tryAgain);
}

/**
 * "Your library" in Settings (docs/product.md, "Profile"): Export downloads the
 * library as one zip (the library file, and Made it posts with their photos); Import sends such
 * a zip, or reads and checks an older JSON library file, merges it into the library and says
 * what it added. `onImported` refreshes what the app has cached of the lists.
 */
export function LibrarySettings({ onImported }: { onImported: () => void }) {
  const exporter = useExportLibrary();
  const importer = useImportLibrary(onImported);
  const input = useRef<HTMLInputElement>(null);
  const locale = useActiveLocale();

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    event.target.value = '';
    if (chosen && !importer.isPending) importer.mutate(chosen);
  };

  return (
    <section className="settings-panel library-panel" aria-labelledby="library-settings-title">
      <div className="library-panel__intro">
        <h2 id="library-settings-title">{t`Your library`}</h2>
        <p className="settings-panel__text">
          {t`Take your liked videos, watch later, history, playlists and Made it posts with their photos with you, as one zip file.`}
        </p>
      </div>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">{t`Export`}</h3>
          <p className="settings-panel__text">
            {t`Downloads your library, with when you added each video.`}
          </p>
        </div>
        <Button
          variant="secondary"
          icon="download"
          isBusy={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          {t`Export library`}
        </Button>
      </div>
      {exporter.data?.leftOut && (
        <p className="library-panel__outcome library-panel__outcome--warning" role="status">
          {leftOutSummary(exporter.data.leftOut, locale)}
        </p>
      )}
      {exporter.isError && (
        <p className="library-panel__outcome library-panel__outcome--error" role="alert">
          {isSignInProblem(exporter.error) ? Message.loginFirst : Message.libraryExportFailed}
        </p>
      )}
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">{t`Import`}</h3>
          <p className="settings-panel__text">
            {t`Adds what a library zip (or an older JSON library file) holds to your library; what you already have stays as it is.`}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept="application/zip,.zip,application/json,.json"
          aria-label={t`Library file to import`}
          hidden
          onChange={onChosen}
        />
        <Button
          variant="secondary"
          icon="upload"
          isBusy={importer.isPending}
          onClick={() => input.current?.click()}
        >
          {t`Import a library file`}
        </Button>
      </div>
      {importer.isSuccess && (
        <p className="library-panel__outcome" role="status">
          {importSummary(importer.data, locale)}
        </p>
      )}
      {importer.isError && (
        <p className="library-panel__outcome library-panel__outcome--error" role="alert">
          {importFailure(importer.error)}
        </p>
      )}
    </section>
  );
}
