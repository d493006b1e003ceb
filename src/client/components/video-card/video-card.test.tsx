import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { ago, makeVideo } from '#client/testing/fixtures.ts';
import { CardMenu } from './card-menu.tsx';
import { CardOverlaysContext } from './card-overlays.tsx';
import { VideoCard } from './video-card.tsx';

const video = makeVideo({
  videoLink: 'v=xTzkrm63AIQ',
  gif: 'https://i.ytimg.com/an_webp/xTzkrm63AIQ/mqdefault_6s.webp',
  thumbnail: 'https://i.ytimg.com/vi/xTzkrm63AIQ/hqdefault.jpg',
  views: '96K',
  viewCount: 96_000,
});

function renderCard(element: React.ReactNode) {
  const history = createMemoryHistory(['/']);
  render(
    <HistoryRouter history={history}>
      <Switch>
        <Route path="/">{element}</Route>
        <Route path="/video/:videoId">
          <p>video page</p>
        </Route>
      </Switch>
    </HistoryRouter>,
  );
  return history;
}

describe('VideoCard', () => {
  it('shows no overlays without a supplier, and the supplied ones over the thumbnail with one', () => {
    renderCard(
      <>
        <VideoCard video={video} />
        <CardOverlaysContext.Provider
          value={({ videoId }) => <span data-testid="overlay">{`over ${videoId}`}</span>}
        >
          <VideoCard video={{ ...video, title: 'Watched' }} />
        </CardOverlaysContext.Provider>
      </>,
    );
    const overlays = screen.getAllByTestId('overlay');
    expect(overlays).toHaveLength(1);
    expect(overlays[0]).toHaveTextContent(`over ${video._id}`);
    expect(overlays[0]?.parentElement).toHaveClass('video-card__media');
  });

  it('links to the video by its videoLink as-is and shows views, age and creator', () => {
    renderCard(<VideoCard video={video} />);
    expect(screen.getByRole('link', { name: 'Paper flowers' })).toHaveAttribute(
      'href',
      '/video/v=xTzkrm63AIQ',
    );
    const meta = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === '96K views • 3 years ago',
    );
    expect(meta).toBeInTheDocument();
    expect(screen.getByText('Crafty')).toBeInTheDocument();
  });

  it('shows the project in brief: difficulty and time', () => {
    renderCard(<VideoCard video={{ ...video, difficulty: 'intermediate', projectMinutes: 90 }} />);
    const line = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Project: Intermediate • 1 h 30 min',
    );
    expect(line).toBeInTheDocument();
  });

  it("tells the age from publishedAt, not from the answer's possibly cached created text", () => {
    renderCard(
      <VideoCard video={{ ...video, created: '2 minutes ago', publishedAt: ago(5 * 60_000) }} />,
    );
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === '96K views • 5 minutes ago',
      ),
    ).toBeInTheDocument();
  });

  it('fetches the animated preview only on hover or focus, and drops it if it fails', () => {
    renderCard(<VideoCard video={video} />);
    const card = screen.getByRole('article');
    expect(card.querySelector('.video-card__preview')).toBeNull();
    fireEvent.focus(screen.getByRole('link', { name: 'Paper flowers' }));
    const preview = card.querySelector<HTMLImageElement>('.video-card__preview');
    expect(preview).toHaveAttribute('src', video.gif);
    if (!preview) throw new Error('no preview');
    fireEvent.error(preview);
    expect(card.querySelector('.video-card__preview')).toBeNull();
  });

  it('reports the opening and follows the link', async () => {
    const onOpen = vi.fn();
    const history = renderCard(<VideoCard video={video} onOpen={onOpen} />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Paper flowers' }));
    expect(onOpen).toHaveBeenCalledWith(video);
    expect(history.location.pathname).toBe('/video/v=xTzkrm63AIQ');
  });
});

describe('CardMenu', () => {
  it('discloses its actions, runs one and closes; Escape closes and refocuses', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <CardMenu
        label="More actions for Paper flowers"
        items={[{ label: 'Remove from liked', onSelect }]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'More actions for Paper flowers' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Remove from liked' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Remove from liked' })).toBeNull();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Remove from liked' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Remove from liked' })).toBeNull();
  });
});
