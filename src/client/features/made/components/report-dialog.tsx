import { t } from '@lingui/core/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ModalDialog } from '#client/components/ui/modal-dialog.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { MADE_REPORT_REASONS, type MadeReportReason } from '#shared/schemas/made-post.schema.ts';
import { useReportMadePost } from '../api/made-mutations.ts';
import { reasonLabel } from '../made-texts.ts';
import './made.css';

interface ReportDialogProps {
  postId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Reports another's post to the curators, for one of four reasons; a user reports a post once,
 * and a second time hears that they already have.
 */
export function ReportDialog({ postId, open, onClose }: ReportDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={t`Report this post`} className="made-report">
      {open && <ReportForm postId={postId} onClose={onClose} />}
    </ModalDialog>
  );
}

function ReportForm({ postId, onClose }: Omit<ReportDialogProps, 'open'>) {
  const id = useId();
  const [reason, setReason] = useState<MadeReportReason | null>(null);
  const [missing, setMissing] = useState(false);
  const report = useReportMadePost(postId);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setMissing(true);
      return;
    }
    report.mutate(reason);
  };
  if (report.isSuccess) {
    return (
      <div className="made-report__done">
        <p role="status">{t`Thanks, a curator will look at it.`}</p>
        <Button onClick={onClose}>{t`Close`}</Button>
      </div>
    );
  }
  return (
    <form className="made-form" noValidate onSubmit={onSubmit}>
      <fieldset
        className="made-form__group"
        aria-describedby={missing ? `${id}-missing` : undefined}
      >
        <legend>{t`What is wrong with it?`}</legend>
        {MADE_REPORT_REASONS.map((one) => (
          <label key={one} className="made-form__choice">
            <input
              type="radio"
              name={`${id}-reason`}
              value={one}
              checked={reason === one}
              onChange={() => {
                setReason(one);
                setMissing(false);
              }}
            />
            {reasonLabel(one)}
          </label>
        ))}
        {missing && (
          <p id={`${id}-missing`} className="made-form__error">
            {t`Choose a reason.`}
          </p>
        )}
      </fieldset>
      {report.isError && (
        <p className="made-form__error" role="alert">
          {errorText(report.error) || t`Could not send the report. Try again.`}
        </p>
      )}
      <div className="made-form__actions">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t`Cancel`}
        </Button>
        <Button type="submit" aria-disabled={report.isPending || undefined}>
          {t`Send report`}
        </Button>
      </div>
    </form>
  );
}
