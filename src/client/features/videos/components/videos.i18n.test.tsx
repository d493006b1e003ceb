import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { CraftFilters } from './craft-filters.tsx';

describe('the videos feature in another language', () => {
  afterEach(() => activateLocale('en'));

  it('names the project filters and their choices in Arabic', async () => {
    await speakInTest('ar');
    const onClear = vi.fn();
    const { user } = renderWithProviders(
      <CraftFilters filters={{ time: 'over-60' }} onChange={() => {}} onClear={onClear} />,
    );

    expect(screen.getByRole('button', { name: /^عوامل التصفية/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'المدة' })).toHaveDisplayValue('أكثر من ساعة');
    const difficulty = screen.getByRole('combobox', { name: 'مستوى الصعوبة' });
    expect(
      Array.from(difficulty.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['أي مستوى صعوبة', 'مبتدئ', 'متوسّط', 'متقدّم']);
    await user.click(screen.getByRole('button', { name: 'مسح عوامل التصفية' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
