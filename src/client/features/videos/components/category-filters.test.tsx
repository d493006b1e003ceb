import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import type { Category } from '#shared/schemas/category.schema.ts';
import { CategoryFilters } from './category-filters.tsx';

const categories: Category[] = [
  { _id: 'knots', categoryName: 'Knots and Ropes', label: 'Knots', description: '' },
  { _id: 'clay', categoryName: 'Clay Modelling', label: 'Clay', description: '' },
];

afterEach(() => vi.unstubAllGlobals());

describe('CategoryFilters', () => {
  it('offers All, then each category the server answers, by its label', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ categories }));
    vi.stubGlobal('fetch', fetchMock);
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<CategoryFilters selected="clay" onSelect={onSelect} />);

    await screen.findByRole('radio', { name: 'Knots' });
    expect(fetchMock).toHaveBeenCalledWith('/api/categories', expect.anything());
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['All', 'Knots', 'Clay']);
    expect(screen.getByRole('radio', { name: 'Clay' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Knots' }));
    expect(onSelect).toHaveBeenLastCalledWith('knots');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('keeps All usable when the categories cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ errors: ['offline'] }, 503)),
    );
    renderWithProviders(<CategoryFilters selected={null} onSelect={() => {}} />);

    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
