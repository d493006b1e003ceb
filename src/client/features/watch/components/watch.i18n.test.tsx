import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { makeVideo } from '#client/testing/fixtures.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { VideoDetails } from './video-details.tsx';

describe('the video page in another language', () => {
  afterEach(() => activateLocale('en'));

  it('draws the video page in Hindi: its practice controls, steps and project facts', async () => {
    await speakInTest('hi');
    const video = makeVideo({ title: 'Paper flowers', difficulty: 'beginner', materials: [] });
    renderWithProviders(
      <VideoDetails
        video={{ ...video, steps: [{ seconds: 0, title: 'Fold the paper' }] }}
        startAt={95}
      />,
    );

    // The video's own words stay as they are; the interface's are Hindi.
    expect(screen.getByRole('heading', { level: 1, name: 'Paper flowers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paper flowers चलाएँ' })).toHaveAccessibleDescription(
      '1:35 से आगे देखें',
    );
    expect(screen.getByRole('region', { name: 'अभ्यास' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 सेकंड पीछे' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'चरण' })).toHaveTextContent('Fold the paper');
    expect(screen.getByText('12K बार देखा गया', { exact: false })).toBeInTheDocument();
    const project = screen.getByRole('region', { name: 'यह प्रोजेक्ट' });
    expect(project).toHaveTextContent('कठिनाईशुरुआती');
    expect(project).toHaveTextContent('इस वीडियो के लिए नहीं बताई गई।');
  });
});
