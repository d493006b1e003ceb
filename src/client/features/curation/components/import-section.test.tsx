import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { ImportSection } from './import-section.tsx';

/** An XMLHttpRequest the test drives: it reports upload progress, then answers. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  sent: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send(body: unknown) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  uploaded() {
    this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
  startSignedOut();
});

describe('ImportSection', () => {
  it("shows the upload's progress, then the server's check, then what was imported", async () => {
    startSignedIn();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = renderWithProviders(<ImportSection />);
    const csv = 'url,title,creator,category\ndQw4w9WgXcQ,Paper crane,Folds,Origami\n';
    await user.upload(
      screen.getByLabelText('CSV or JSON file'),
      new File([csv], 'videos.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import videos' }));
    await waitFor(() => expect(FakeXhr.last?.sent).toBe(csv));
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request was sent');

    xhr.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading… 40%' });
    expect(bar).toHaveAttribute('value', '0.4');
    xhr.progress(100, 100);
    expect(await screen.findByRole('progressbar', { name: 'Uploading… 100%' })).toBeVisible();
    xhr.uploaded();
    const checking = await screen.findByRole('progressbar', { name: 'Checking and saving 1 row…' });
    expect(checking).not.toHaveAttribute('value');

    xhr.answer(201, { imported: 1 });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getAllByText('Imported 1 video').length).toBeGreaterThan(0);
  });
  it('lists every problem of a refused file, and words its advice for one problem or several', async () => {
    startSignedIn();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = renderWithProviders(<ImportSection />);
    const csv = 'url,title,creator,category\nvimeo.com/1,Boat,Folds,Origami\n';
    // The label dressed as a button opens the (visually hidden) file input.
    await user.upload(
      screen.getByText('Choose a file'),
      new File([csv], 'videos.csv', { type: 'text/csv' }),
    );
    expect(screen.getByLabelText('CSV or JSON file')).toHaveAccessibleDescription(
      /videos\.csv .* Or drop one here\./,
    );
    expect(screen.getAllByText('videos.csv')).toHaveLength(1);
    expect(screen.getByText('Choose another file')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import videos' }));
    await waitFor(() => expect(FakeXhr.last?.sent).toBe(csv));
    const first = FakeXhr.last;
    FakeXhr.last?.uploaded();
    FakeXhr.last?.answer(400, {
      errors: ['The file has 2 problems in 2 rows, so nothing was imported.'],
      problems: [
        { row: 1, line: 2, field: 'url', reason: 'this is not a YouTube address' },
        { row: 3, line: 4, field: 'category', reason: 'there is no such category' },
      ],
    });
    const summary = await screen.findByRole('heading', {
      name: 'Nothing was imported: 2 problems',
    });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByText('Fix them in the file and import the whole file again.')).toBeVisible();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '2', 'url', 'this is not a YouTube address'],
      ['3', '4', 'category', 'there is no such category'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Import videos' }));
    await waitFor(() => expect(FakeXhr.last).not.toBe(first));
    FakeXhr.last?.uploaded();
    FakeXhr.last?.answer(400, {
      errors: ['The file has 1 problem in 1 row, so nothing was imported.'],
      problems: [{ row: 3, line: 4, field: 'category', reason: 'there is no such category' }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Nothing was imported: 1 problem' }),
    ).toBeVisible();
    expect(screen.getByText('Fix it in the file and import the whole file again.')).toBeVisible();
    expect(screen.queryByText(/Fix them/)).not.toBeInTheDocument();
  });

  it('takes a file dropped on it, and names it once', async () => {
    startSignedIn();
    renderWithProviders(<ImportSection />);
    const file = new File(['{"videos":[]}'], 'videos.json', { type: 'application/json' });
    const zone = screen.getByText('Or drop one here.').parentElement;
    if (!zone) throw new Error('no drop zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(screen.getAllByText('videos.json')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Import videos' })).toBeEnabled();
  });
});
