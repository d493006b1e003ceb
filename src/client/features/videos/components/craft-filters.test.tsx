import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS } from '#client/lib/home-filters.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { CraftFilters } from './craft-filters.tsx';

afterEach(() => vi.unstubAllGlobals());

const none = NO_FILTERS;
const materials = [
  { name: 'Glue', videos: 40 },
  { name: 'Cardboard sheet', videos: 12 },
];

describe('CraftFilters', () => {
  it('opens from the Filters button and changes difficulty and time with labelled selects', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <CraftFilters filters={none} onChange={onChange} onClear={() => {}} />,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Difficulty' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Advanced');
    expect(onChange).toHaveBeenLastCalledWith({ difficulty: 'advanced' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'Over an hour');
    expect(onChange).toHaveBeenLastCalledWith({ time: 'over-60' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('applies a material on Enter, not on each keystroke; suggests common materials', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ materials }));
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <CraftFilters filters={none} onChange={onChange} onClear={() => {}} />,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const field = screen.getByRole('combobox', { name: 'Material' });
    await user.type(field, 'cardboard');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ material: 'cardboard' });
    expect(fetchMock).toHaveBeenCalledWith('/api/materials', expect.anything());
    const list = document.getElementById(field.getAttribute('list') ?? '');
    await vi.waitFor(() =>
      expect(Array.from(list?.querySelectorAll('option') ?? []).map((o) => o.value)).toEqual([
        'Glue',
        'Cardboard sheet',
      ]),
    );
  });

  it('shows the filters in force, open, with their count and a way to clear them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ materials })),
    );
    const onClear = vi.fn();
    const { user } = renderWithProviders(
      <CraftFilters
        filters={{ difficulty: 'beginner', material: 'glue' }}
        onChange={() => {}}
        onClear={onClear}
      />,
    );
    expect(screen.getByRole('button', { name: /^Filters 2 ?in force$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('beginner');
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Material' })).toHaveValue('glue');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
