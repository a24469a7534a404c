import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoViewer, type PhotoViewerProps } from './PhotoViewer.tsx';

const photos = [1, 2, 3].map((n) => ({ key: `p${n}`, src: `/media/photos/${n}.svg`, alt: `Photo ${n}` }));
const labels = { dialog: 'Photo viewer', close: 'Close', next: 'Next photo', previous: 'Previous photo', zoomIn: 'Zoom in', zoomOut: 'Zoom out' };

function setup(over: Partial<PhotoViewerProps> = {}) {
  const onClose = vi.fn();
  const onIndexChange = vi.fn();
  render(<PhotoViewer photos={photos} index={1} onClose={onClose} onIndexChange={onIndexChange} labels={labels} counterLabel="Photo 2 of 3" {...over} />);
  return { onClose, onIndexChange, dialog: screen.getByRole('dialog', { name: 'Photo viewer' }) };
}

describe('PhotoViewer', () => {
  it('is a labelled modal dialog with the photo and a live counter; focus starts on Close', () => {
    const { dialog } = setup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('img', { name: 'Photo 2' }).getAttribute('src')).toBe('/media/photos/2.svg');
    expect(screen.getByText('Photo 2 of 3').getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('Escape and the close button close it', () => {
    const { onClose, dialog } = setup();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves with the buttons and arrow keys, mirrored in RTL', () => {
    const { onIndexChange, dialog } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(onIndexChange.mock.calls.map((c) => c[0])).toEqual([2, 0, 2]);
  });

  it('in RTL ArrowLeft is next', () => {
    const { onIndexChange, dialog } = setup({ dir: 'rtl' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(onIndexChange).toHaveBeenCalledWith(2);
  });

  it('has no previous button on the first photo and no next on the last', () => {
    setup({ index: 0, counterLabel: 'Photo 1 of 3' });
    expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeTruthy();
  });

  it('zooms in and out with the buttons and +/- keys, within 1..4', () => {
    const { dialog } = setup();
    const stage = dialog.querySelector('[data-zoom]')!;
    expect(screen.getByRole('button', { name: 'Zoom out' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(stage.getAttribute('data-zoom')).toBe('1.5');
    fireEvent.keyDown(dialog, { key: '+' });
    expect(stage.getAttribute('data-zoom')).toBe('2.25');
    fireEvent.keyDown(dialog, { key: '-' });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(stage.getAttribute('data-zoom')).toBe('1');
  });
});
