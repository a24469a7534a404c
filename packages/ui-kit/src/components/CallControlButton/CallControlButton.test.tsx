import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallControlButton, MicIcon } from './CallControlButton.tsx';

describe('CallControlButton', () => {
  it('is a labelled button (name and tooltip), never a submit', () => {
    const onClick = vi.fn();
    render(<CallControlButton label="Switch camera" icon={<MicIcon />} onClick={onClick} />);
    const b = screen.getByRole('button', { name: 'Switch camera' });
    expect(b.getAttribute('type')).toBe('button');
    expect(b.getAttribute('title')).toBe('Switch camera');
    expect(b.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(b);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('announces a toggle\'s state with aria-pressed', () => {
    const { rerender } = render(<CallControlButton label="Mute microphone" icon={<MicIcon />} pressed={false} />);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
    rerender(<CallControlButton label="Unmute microphone" icon={<MicIcon />} pressed />);
    expect(screen.getByRole('button', { name: 'Unmute microphone' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the icon out of the accessible name', () => {
    render(<CallControlButton label="Hang up" icon={<MicIcon />} tone="danger" />);
    expect(screen.getByRole('button').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can show the engaged look without aria-pressed when the label tells the state', () => {
    render(<CallControlButton label="Unmute microphone" icon={<MicIcon />} active />);
    const b = screen.getByRole('button', { name: 'Unmute microphone' });
    expect(b.hasAttribute('aria-pressed')).toBe(false);
  });
});
