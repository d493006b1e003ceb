import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActiveLocaleContext } from '#client/i18n/active-locale.ts';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { ago, makeVideo } from '#client/testing/fixtures.ts';
import { VideoCard } from './video-card.tsx';

const video = makeVideo({
  views: '1.2M',
  viewCount: 1_234_567,
  publishedAt: ago(2 * 3600_000 + 60_000),
  difficulty: 'beginner',
  projectMinutes: 90,
});

/** The card's paragraph whose whole text is `text`, ICU's no-break spaces read as spaces. */
function paragraph(text: string) {
  return screen.getByText(
    (_, element) =>
      element?.tagName === 'P' && element.textContent?.replace(/[\u00a0\u202f]/g, ' ') === text,
  );
}

function renderIn(locale: string) {
  render(
    <ActiveLocaleContext.Provider value={locale}>
      <HistoryRouter history={createMemoryHistory(['/'])}>
        <VideoCard video={video} />
      </HistoryRouter>
    </ActiveLocaleContext.Provider>,
  );
}

describe('VideoCard in the active locale', () => {
  it('is English with no provider, views from the count', () => {
    render(
      <HistoryRouter history={createMemoryHistory(['/'])}>
        <VideoCard video={video} />
      </HistoryRouter>,
    );
    expect(paragraph('1.2M views • 2 hours ago')).toBeInTheDocument();
    expect(paragraph('Project: Beginner • 1 h 30 min')).toBeInTheDocument();
  });

  it('says views in lakh, the age and the time in Hindi (India)', () => {
    renderIn('hi-IN');
    expect(paragraph('12.3 लाख views • 2 घंटे पहले')).toBeInTheDocument();
    expect(paragraph('Project: Beginner • 1 घं॰ 30 मि॰')).toBeInTheDocument();
  });

  it('says them in French', () => {
    renderIn('fr');
    expect(paragraph('1,2 M views • il y a 2 heures')).toBeInTheDocument();
    expect(paragraph('Project: Beginner • 1 h 30 min')).toBeInTheDocument();
  });

  it('says them in Arabic', () => {
    renderIn('ar');
    expect(paragraph('1.2 مليون views • قبل ساعتين')).toBeInTheDocument();
    expect(paragraph('Project: Beginner • 1 س و30 د')).toBeInTheDocument();
  });
});
