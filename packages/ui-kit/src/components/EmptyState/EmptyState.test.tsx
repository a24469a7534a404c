import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows title, text and action', () => {
    render(<EmptyState title="No messages yet" text="Say hi" action={<button type="button">Discover</button>} />);
    expect(screen.getByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByText('Say hi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discover' })).toBeTruthy();
  });

  it('with headingRef the heading (h1 for a whole page) can take focus; without it, it cannot', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<EmptyState title="Page not found" headingLevel="h1" headingRef={ref} />);
    const h = screen.getByRole('heading', { level: 1, name: 'Page not found' });
    ref.current?.focus();
    expect(document.activeElement).toBe(h);
    render(<EmptyState title="Plain" />);
    expect(screen.getByRole('heading', { name: 'Plain' }).getAttribute('tabindex')).toBeNull();
  });
});
