import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar.tsx';

describe('TopBar', () => {
  it('shows a heading and a labelled back button', () => {
    const onBack = vi.fn();
    render(<TopBar title="Messages" onBack={onBack} backLabel="Back" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
