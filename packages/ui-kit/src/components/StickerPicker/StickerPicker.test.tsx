import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StickerPicker, type StickerItem } from './StickerPicker.tsx';

const stickers: StickerItem[] = Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, src: `https://cdn.test/${i}.png`, name: `Sticker ${i}` }));

describe('StickerPicker', () => {
  it('has one tab stop and moves with arrow keys; Enter picks', () => {
    const onPick = vi.fn();
    render(<StickerPicker stickers={stickers} onPick={onPick} label="Stickers" columns={4} dir="ltr" />);
    const tiles = screen.getAllByRole('button');
    expect(tiles.filter((t) => t.tabIndex === 0)).toHaveLength(1);
    tiles[0]!.focus();
    fireEvent.keyDown(tiles[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tiles[1]);
    fireEvent.keyDown(tiles[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tiles[5]);
    expect(tiles[5]!.tabIndex).toBe(0);
    expect(tiles[0]!.tabIndex).toBe(-1);
    fireEvent.keyDown(tiles[5]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(tiles[1]);
    fireEvent.keyDown(tiles[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tiles[9]);
    fireEvent.keyDown(tiles[9]!, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('s9');
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('swaps Left/Right in RTL', () => {
    render(<StickerPicker stickers={stickers} onPick={() => {}} label="Stickers" dir="rtl" />);
    const tiles = screen.getAllByRole('button');
    tiles[0]!.focus();
    fireEvent.keyDown(tiles[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tiles[1]);
  });

  it('a click picks, tiles are named by the sticker name', () => {
    const onPick = vi.fn();
    render(<StickerPicker stickers={stickers} onPick={onPick} label="Stickers" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sticker 3' }));
    expect(onPick).toHaveBeenCalledWith('s3');
  });

  it('shows skeletons while loading, the error, or the empty label', () => {
    const { rerender, container } = render(<StickerPicker stickers={[]} onPick={() => {}} label="Stickers" loading columns={5} />);
    expect(screen.getByRole('group', { name: 'Stickers' }).getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('[aria-hidden]')).toHaveLength(10);
    rerender(<StickerPicker stickers={[]} onPick={() => {}} label="Stickers" error="Could not load stickers" />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load stickers');
    rerender(<StickerPicker stickers={[]} onPick={() => {}} label="Stickers" emptyLabel="No stickers yet" />);
    expect(screen.getByText('No stickers yet')).toBeTruthy();
  });
});
