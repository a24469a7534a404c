import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MediaMessage, photoBoxRatio } from './MediaMessage.tsx';

const base = { thumbSrc: 'https://cdn.test/t.jpg', alt: 'Photo' } as const;

describe('MediaMessage', () => {
  it('is a fixed box of the given width and aspect ratio before the image loads', () => {
    const { container } = render(<MediaMessage kind="image" {...base} maxWidth={200} aspectRatio="1 / 1" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.width).toBe('200px');
    expect(box.style.aspectRatio).toBe('1 / 1');
    expect(screen.getByRole('img', { name: 'Photo' }).tagName).toBe('IMG');
  });

  it('defaults to 240 px at 3 / 4', () => {
    const { container } = render(<MediaMessage kind="image" {...base} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.width).toBe('240px');
    expect(box.style.aspectRatio).toBe('3 / 4');
  });

  it('once the photo loads, the box takes its own ratio (never stretched)', () => {
    const { container } = render(<MediaMessage kind="image" {...base} />);
    const img = screen.getByRole('img', { name: 'Photo' }) as HTMLImageElement;
    Object.defineProperty(img, 'naturalWidth', { value: 800 });
    Object.defineProperty(img, 'naturalHeight', { value: 600 });
    fireEvent.load(img);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.aspectRatio).toBe('1.3333 / 1');
  });

  it('keeps photo ratios within 9:16..16:9 and letterboxes beyond', () => {
    expect(photoBoxRatio(480, 640)).toEqual({ ratio: 0.75, letterbox: false });
    expect(photoBoxRatio(1000, 100)).toEqual({ ratio: 16 / 9, letterbox: true });
    expect(photoBoxRatio(100, 1000)).toEqual({ ratio: 9 / 16, letterbox: true });
    expect(photoBoxRatio(0, 10)).toBeNull();
  });

  it('shows a neutral placeholder named by alt when the thumb fails', () => {
    render(<MediaMessage kind="image" {...base} />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo' }));
    const placeholder = screen.getByRole('img', { name: 'Photo' });
    expect(placeholder.tagName).toBe('SPAN');
  });

  it('locked media is blurred, shows the price and calls onUnlock', () => {
    const onUnlock = vi.fn();
    const { container } = render(
      <MediaMessage kind="image" {...base} onOpen={() => {}} locked={{ priceLabel: '50 gems', unlockLabel: 'Unlock', onUnlock }} />,
    );
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('locked');
    expect(screen.getByText('50 gems')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Photo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(onUnlock).toHaveBeenCalledTimes(1);
  });

  it('a locked video never renders the player', () => {
    const { container } = render(
      <MediaMessage kind="video" {...base} src="https://cdn.test/v.mp4" locked={{ priceLabel: '80', unlockLabel: 'Unlock', onUnlock: () => {} }} />,
    );
    expect(container.querySelector('video')).toBeNull();
  });

  it('sensitive media stays hidden until the user taps to view', () => {
    const onReveal = vi.fn();
    const sensitive = { label: 'Sensitive content', revealLabel: 'Tap to view', revealed: false, onReveal };
    const { rerender, container } = render(<MediaMessage kind="image" {...base} onOpen={() => {}} sensitive={sensitive} />);
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('sensitive');
    fireEvent.click(screen.getByRole('button', { name: /Tap to view/ }));
    expect(onReveal).toHaveBeenCalledTimes(1);
    rerender(<MediaMessage kind="image" {...base} onOpen={() => {}} sensitive={{ ...sensitive, revealed: true }} />);
    expect(screen.queryByRole('button', { name: /Tap to view/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Photo' })).toBeTruthy();
  });

  it('onOpen makes the ready thumb a button', () => {
    const onOpen = vi.fn();
    render(<MediaMessage kind="image" {...base} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Photo' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows upload progress as a progress bar with a percentage', () => {
    render(<MediaMessage kind="image" {...base} uploading={{ progress: 0.424, label: 'Uploading photo' }} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.textContent).toBe('42%');
  });

  it('a failed upload offers retry', () => {
    const onRetry = vi.fn();
    render(<MediaMessage kind="image" {...base} failed={{ label: 'Upload failed', retryLabel: 'Retry', onRetry }} />);
    expect(screen.getByRole('alert').textContent).toContain('Upload failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a ready video with src is an inline player with the thumb as poster', () => {
    const { container } = render(<MediaMessage kind="video" {...base} alt="Video" src="https://cdn.test/v.mp4" />);
    const video = container.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.getAttribute('poster')).toBe(base.thumbSrc);
  });

  it('a video without src shows a play badge and opens', () => {
    const onOpen = vi.fn();
    const { container } = render(<MediaMessage kind="video" {...base} alt="Video" onOpen={onOpen} durationLabel="0:15" />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('0:15')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Video' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
