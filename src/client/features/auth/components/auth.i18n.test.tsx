import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { speakInTest } from '#client/testing/locale.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { PASSWORD_MIN } from '#shared/schemas/user.schema.ts';
import { AccountSettings } from './account-settings.tsx';
import { SignupForm } from './signup-form.tsx';

/* The account screens in Arabic (docs/decisions/0014-interface-languages.md): their words come
 * from the auth catalogue, and the password's minimum length takes Arabic's plural form. */

afterEach(async () => {
  await activateLocale('en');
  startSignedOut();
});

async function inArabic() {
  await speakInTest('ar');
}

describe('the account screens in Arabic', () => {
  it('labels the signup form, and counts the password’s characters in the plural form of 3–10', async () => {
    await inArabic();
    startSignedOut();
    renderWithProviders(<SignupForm />);
    expect(screen.getByLabelText('الاسم الأول')).toBeInTheDocument();
    expect(screen.getByLabelText('تأكيد كلمة المرور')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنشاء حساب' })).toBeInTheDocument();
    expect(PASSWORD_MIN).toBeGreaterThanOrEqual(3);
    expect(PASSWORD_MIN).toBeLessThanOrEqual(10);
    expect(
      screen.getByText(`${formatCount(PASSWORD_MIN, 'ar')} أحرف على الأقل.`),
    ).toBeInTheDocument();
  });

  it('names the settings, their forms and buttons', async () => {
    await inArabic();
    startSignedIn();
    renderWithProviders(
      <HistoryRouter history={createMemoryHistory(['/profile/settings'])}>
        <AccountSettings />
      </HistoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'الإعدادات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'حذف الحساب' });
    expect(within(form).getByLabelText('كلمة المرور للتأكيد')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'حذف الحساب' })).toBeInTheDocument();
  });
});
