import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { MockmanPage } from './mockman-page.tsx';

/* The request tester in Hindi (docs/decisions/0014-interface-languages.md): its interface is
 * translated, the request it starts with (method, header names and values) is not. */

afterEach(() => activateLocale('en'));

describe('MockmanPage in Hindi', () => {
  it('names its fields, headers and empty answer in Hindi, and keeps the HTTP data as it is', async () => {
    await speakInTest('hi');
    const { user } = renderWithProviders(<MockmanPage />);

    expect(screen.getByRole('combobox', { name: 'मेथड' })).toHaveValue('GET');
    expect(screen.getByRole('textbox', { name: 'एंडपॉइंट' })).toHaveAttribute(
      'placeholder',
      'अपना एंडपॉइंट डालें',
    );
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'हेडर (1)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'हेडर 1 का नाम' })).toHaveValue('Accept');
    expect(screen.getByText('अभी कोई रिस्पॉन्स नहीं है।')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^बॉडी/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('JSON फ़ॉर्मैट में गड़बड़ी है');
  });
});
