import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog
        open={open}
        title="Tidy up?"
        describedBy="question"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p id="question">Everything goes.</p>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('is named by its title and described by the given text, and closes with ×', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Tidy up?' });
    expect(dialog).toHaveAccessibleDescription('Everything goes.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to what opened it.
    expect(opener).toHaveFocus();
  });

  it('closes on a click on its backdrop, not on one inside its panel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByText('Everything goes.'));
    expect(onClose).not.toHaveBeenCalled();
    // A click on the dimmed backdrop lands on the dialog element itself.
    await user.click(screen.getByRole('dialog', { name: 'Tidy up?' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
