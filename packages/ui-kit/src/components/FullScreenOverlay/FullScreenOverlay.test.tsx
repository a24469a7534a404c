import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenOverlay } from './FullScreenOverlay.tsx';

describe('FullScreenOverlay', () => {
  it('is an alertdialog labelled and described by its texts, focused, and locks scroll', () => {
    const { unmount } = render(<FullScreenOverlay title="Under maintenance" text="Back soon" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Under maintenance' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Back soon');
    expect(document.activeElement).toBe(dialog);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
