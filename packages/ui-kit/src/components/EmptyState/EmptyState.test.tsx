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
});
