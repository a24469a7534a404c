import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HostCard } from './HostCard.tsx';

const base = { nickname: 'Aisha', age: 24, locationLabel: 'India', status: 'online' as const, statusLabel: 'Online' };

describe('HostCard', () => {
  it('is a button calling onClick', () => {
    const onClick = vi.fn();
    render(<HostCard {...base} onClick={onClick} />);
    const card = screen.getByRole('button');
    expect(card.textContent).toContain('Aisha');
    expect(card.textContent).toContain('24');
    expect(card.textContent).toContain('Online');
    fireEvent.click(card);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is named by every word it shows, in reading order, then the flag\'s country (WCAG 2.5.3, issue 21.4)', () => {
    render(
      <HostCard {...base} imageSrc="data:," locationLabel="Hindi" locationIcon={<img alt="India" src="data:," />} topEnd={<span>60/min</span>} onClick={() => {}} />,
    );
    const card = screen.getByRole('button', { name: 'Online 60/min Aisha 24 Hindi India' });
    // The visible text keeps its words apart (no "Aisha24").
    expect(card.textContent!.replace(/\s+/g, ' ').trim()).toBe('Online 60/min Aisha 24 Hindi');
    cleanup();
    render(<HostCard {...base} aria-label="Aisha, India" onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Aisha, India' })).toBeTruthy();
  });

  it('loads a first-screen photo at once and ahead of others; any other photo lazily', () => {
    const { container, rerender } = render(<HostCard {...base} imageSrc="data:," onClick={() => {}} />);
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().hasAttribute('fetchpriority')).toBe(false);
    rerender(<HostCard {...base} imageSrc="data:," priority onClick={() => {}} />);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });

  it('with href is a link whose plain click calls onNavigate and prevents default', () => {
    const onNavigate = vi.fn();
    render(<HostCard {...base} href="/anchorprofile?uid=1" onNavigate={onNavigate} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/anchorprofile?uid=1');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('leaves ctrl+click to the browser', () => {
    const onNavigate = vi.fn();
    render(<HostCard {...base} href="/x" onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
