import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatIcon, DiscoverIcon } from '../Icon/Icon.tsx';
import { AppShell, type NavItem } from './AppShell.tsx';

const items: NavItem[] = [
  { id: '/goddess', label: 'Discover', icon: <DiscoverIcon />, active: true },
  { id: '/message', label: 'Messages', icon: <ChatIcon />, badge: 3, badgeLabel: '3 unread' },
];

describe('AppShell', () => {
  it('renders nav items and calls onSelect', () => {
    const onSelect = vi.fn();
    render(
      <AppShell navItems={items} navLabel="Main" onSelect={onSelect}>
        content
      </AppShell>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('button', { name: /Discover/ }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: /Messages/ }));
    expect(onSelect).toHaveBeenCalledWith('/message');
    expect(screen.getByRole('main').textContent).toBe('content');
  });

  it('lets the app render items (router links)', () => {
    render(
      <AppShell navItems={items} navLabel="Main" renderItem={(item, p) => <a href={`#${item.id}`} {...p} />}>
        x
      </AppShell>,
    );
    expect(screen.getByRole('link', { name: /Messages/ }).getAttribute('href')).toBe('#/message');
  });
});
