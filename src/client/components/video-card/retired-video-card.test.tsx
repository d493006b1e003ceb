import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import type { CardMenuItem } from './card-menu.tsx';
import { RetiredVideoCard } from './retired-video-card.tsx';

const video = makeVideo({ title: 'Paper lanterns', retired: true });

function renderCard(busy = false, actions?: CardMenuItem[]) {
  const onRemove = vi.fn();
  render(
    <RetiredVideoCard
      video={video}
      listName="Liked"
      busy={busy}
      onRemove={onRemove}
      {...(actions ? { actions } : {})}
    />,
  );
  return { onRemove, card: screen.getByRole('article') };
}

describe('RetiredVideoCard', () => {
  it('says the video is no longer available and keeps its title, but links nowhere', () => {
    const { card } = renderCard();
    expect(within(card).getByText('No longer available')).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Paper lanterns' })).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    // No preview image beside the thumbnail: only the (decorative) thumbnail itself.
    expect(card.querySelector('.video-card__preview')).toBeNull();
  });

  it('removes the video with its visible Remove button, named for the title and the list', async () => {
    const { onRemove } = renderCard();
    const remove = screen.getByRole('button', { name: 'Remove Paper lanterns from Liked' });
    expect(remove).toHaveTextContent('Remove');
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith(video);
  });

  it('has no menu when removal, its own button, is all it offers', () => {
    renderCard();
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove Paper lanterns from Liked']);
  });

  it('offers what else it is given in its menu, never to save the video', async () => {
    const moveDown = vi.fn();
    renderCard(false, [{ label: 'Move down', onSelect: moveDown }]);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Paper lanterns' }));
    const names = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual([
      'Remove Paper lanterns from Liked',
      'More actions for Paper lanterns',
      'Move down',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Move down' }));
    expect(moveDown).toHaveBeenCalledTimes(1);
  });

  it('waits while the list is busy', () => {
    renderCard(true);
    expect(screen.getByRole('button', { name: 'Remove Paper lanterns from Liked' })).toBeDisabled();
  });
});
