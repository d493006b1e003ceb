import { screen, waitFor } from '@testing-library/react';
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
});
