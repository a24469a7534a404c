import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThreadListItem } from './ThreadListItem.tsx';

describe('ThreadListItem', () => {
  it('shows name, preview, time and unread badge; marks selection', () => {
    const onSelect = vi.fn();
    render(
      <ThreadListItem
        name="Aisha"
        preview="<b>hey</b>"
        timeLabel="12:03"
        unreadCount={120}
        unreadLabel="120 unread"
        selected
        onSelect={onSelect}
      />,
    );
    const item = screen.getByRole('button');
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('<b>hey</b>')).toBeTruthy();
    expect(screen.getByRole('img', { name: '120 unread' }).textContent).toBe('99+');
    fireEvent.click(item);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
