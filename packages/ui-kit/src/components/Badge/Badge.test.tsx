import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge.tsx';

describe('Badge', () => {
  it('shows the count with its accessible label', () => {
    render(<Badge count={5} aria-label="5 unread" />);
    expect(screen.getByRole('img', { name: '5 unread' }).textContent).toBe('5');
  });

  it('shows 99+ above 99', () => {
    render(<Badge count={150} aria-label="150 unread" />);
    expect(screen.getByText('99+')).toBeTruthy();
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('renders nothing at 0', () => {
    const { container } = render(<Badge count={0} aria-label="none" />);
    expect(container.innerHTML).toBe('');
  });
});
