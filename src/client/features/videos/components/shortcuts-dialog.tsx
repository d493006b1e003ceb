import { useId } from 'react';
import { useModalDialog } from '#client/components/ui/use-modal-dialog.ts';
import { PRACTICE_SHORTCUTS } from '../hooks/use-practice-shortcuts.ts';
import '#client/components/ui/dialog.css';
import './shortcuts-dialog.css';

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The video page's keyboard shortcuts (`?`), as a modal dialog; focus returns where it was. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const dialogRef = useModalDialog(open);
  const headingId = useId();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively
    <dialog
      ref={dialogRef}
      className="dialog shortcuts-dialog"
      aria-labelledby={headingId}
      onClose={() => {
        if (open) onClose();
      }}
      // A click on the dimmed backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={headingId} className="dialog__title">
            Keyboard shortcuts
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="shortcuts-dialog__hint">
          They work on this page, except while you type in a box or use the YouTube player itself.
        </p>
        <dl className="shortcuts-dialog__list">
          {PRACTICE_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.action} className="shortcuts-dialog__row">
              <dt>
                {shortcut.keys.map((key) => (
                  <kbd key={key}>
                    {shortcut.spoken ? (
                      <>
                        <span aria-hidden="true">{key}</span>
                        <span className="visually-hidden">{shortcut.spoken}</span>
                      </>
                    ) : (
                      key
                    )}
                  </kbd>
                ))}
              </dt>
              <dd>{shortcut.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </dialog>
  );
}
