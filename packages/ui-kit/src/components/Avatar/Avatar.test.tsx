import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitials } from './Avatar.tsx';

describe('getInitials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(getInitials('maria lopez')).toBe('ML');
    expect(getInitials('Anna')).toBe('A');
    expect(getInitials('  ')).toBe('?');
    expect(getInitials('ليلى أحمد')).toBe('لأ');
  });
});

describe('Avatar', () => {
  it('shows the image when src loads', () => {
    render(<Avatar src="https://example.test/a.jpg" name="Maria Lopez" />);
    expect(screen.getByRole('img', { name: 'Maria Lopez' }).tagName).toBe('IMG');
  });

  it('falls back to initials without src', () => {
    render(<Avatar name="Maria Lopez" size={48} />);
    const fallback = screen.getByRole('img', { name: 'Maria Lopez' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('ML');
  });

  it('falls back to initials when the image fails', () => {
    render(<Avatar src="https://example.test/broken.jpg" name="Zoe" />);
    fireEvent.error(screen.getByRole('img', { name: 'Zoe' }));
    const fallback = screen.getByRole('img', { name: 'Zoe' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('Z');
  });

  it('keeps a fixed px size and shows a labelled status dot', () => {
    const { container } = render(<Avatar name="Zoe" size={56} status="online" statusLabel="Online" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.width).toBe('56px');
    expect(root.style.height).toBe('56px');
    expect(screen.getByRole('img', { name: 'Online' }).getAttribute('data-status')).toBe('online');
  });
});
