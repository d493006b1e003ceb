import { type ChangeEvent, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ApiRequestError, isSignInProblem } from '#client/lib/api-client.ts';
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
  if (error instanceof LibraryFileError) return error.message;
  if (error instanceof ApiRequestError) return Message.libraryImportFailed(error.message);
  return Message.libraryImportFailed('Try again.');
}

/**
 * "Your library" in Settings (docs/product.md, "Profile"): Export downloads the
 * library as one JSON file; Import reads such a file, checks it, merges it into the library
 * and says what it added. `onImported` refreshes what the app has cached of the lists.
 */
export function LibrarySettings({ onImported }: { onImported: () => void }) {
  const exporter = useExportLibrary();
  const importer = useImportLibrary(onImported);
  const input = useRef<HTMLInputElement>(null);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    event.target.value = '';
    if (chosen && !importer.isPending) importer.mutate(chosen);
  };

  return (
    <section className="settings-panel library-panel" aria-labelledby="library-settings-title">
      <div className="library-panel__intro">
        <h2 id="library-settings-title">Your library</h2>
        <p className="settings-panel__text">
          Take your liked videos, watch later, history and playlists with you, as one JSON file.
        </p>
      </div>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">Export</h3>
          <p className="settings-panel__text">
            Downloads your library, with when you added each video.
          </p>
        </div>
        <Button
          variant="secondary"
          icon="download"
          isBusy={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          Export library
        </Button>
      </div>
      {exporter.data?.leftOut && (
        <p className="library-panel__outcome library-panel__outcome--warning" role="status">
          {leftOutSummary(exporter.data.leftOut)}
        </p>
      )}
      {exporter.isError && (
        <p className="library-panel__outcome library-panel__outcome--error" role="alert">
          {isSignInProblem(exporter.error) ? Message.loginFirst : Message.libraryExportFailed}
        </p>
      )}
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">Import</h3>
          <p className="settings-panel__text">
            Adds what a library file holds to your library; what you already have stays as it is.
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          aria-label="Library file to import"
          hidden
          onChange={onChosen}
        />
        <Button
          variant="secondary"
          icon="upload"
          isBusy={importer.isPending}
          onClick={() => input.current?.click()}
        >
          Import a library file
        </Button>
      </div>
      {importer.isSuccess && (
        <p className="library-panel__outcome" role="status">
          {importSummary(importer.data)}
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
