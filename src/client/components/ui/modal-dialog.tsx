import { t } from '@lingui/core/macro';
import { type ReactNode, useId } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import './dialog.css';

interface ModalDialogProps {
  open: boolean;
  /** The dialog's heading, which names it. */
  title: string;
  /**
   * Asked to close: by the × button, a click on the backdrop, or the browser itself (Escape).
   * The caller sets `open` to false (or keeps it, while it cannot close yet).
   */
  onClose: () => void;
  className?: string;
  /** The id of the text that describes the dialog (a confirmation's question), if any. */
  describedBy?: string;
  children: ReactNode;
}

/**
 * A modal <dialog> with the app's header (title and × button) and panel: the rest of the page
 * is inert while it is open, and focus goes back to what had it when it closes
 * (useModalDialog).
 */
export function ModalDialog({
  open,
  title,
  onClose,
  className,
  describedBy,
  children,
}: ModalDialogProps) {
  const dialogRef = useModalDialog(open);
  const headingId = useId();
  return (
    // The backdrop click below has its keyboard twin in the dialog's own Escape.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively
    <dialog
      ref={dialogRef}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={headingId}
      aria-describedby={describedBy}
      // Escape (or any other way the browser closes it) must reach the caller's state too; a
      // close that the caller's `open` already made needs no telling.
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
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={t`Close`} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
