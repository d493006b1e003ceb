import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { LocaleProvider } from '#client/i18n/locale-provider.tsx';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { speakInTest } from '#client/testing/locale.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { DemoDataSettings } from './demo-data-settings.tsx';

beforeEach(async () => {
  await speakInTest('ar');
});

afterEach(() => activateLocale('en'));

describe('the demo in Arabic', () => {
  it('says what the demo is, and how to reset its data, in Arabic', async () => {
    const { user } = renderWithProviders(
      // The banner's text holds a link: a <Trans>, which reads the language from the provider.
      <LocaleProvider>
        <HistoryRouter history={createMemoryHistory(['/profile/settings'])}>
          <DemoBanner />
          <DemoDataSettings />
        </HistoryRouter>
      </LocaleProvider>,
    );
    const banner = screen.getByRole('note', { name: 'الوضع التجريبي' });
    expect(banner).toHaveTextContent(/^نسخة تجريبية: يعمل CraftReel بالكامل في متصفحك\./);
    expect(
      screen.getByRole('link', { name: 'الإعدادات ← إعادة ضبط البيانات التجريبية' }),
    ).toHaveAttribute('href', '/profile/settings');

    expect(screen.getByRole('region', { name: 'البيانات التجريبية' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إعادة ضبط البيانات التجريبية' }));
    expect(screen.getByRole('dialog', { name: 'إعادة ضبط البيانات التجريبية؟' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});
