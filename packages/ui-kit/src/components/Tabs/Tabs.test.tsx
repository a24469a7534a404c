import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'all', label: 'All' },
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'Arabic', disabled: true },
  { value: 'hi', label: 'Hindi' },
];

function Harness({ dir }: { dir?: 'ltr' | 'rtl' }) {
  const [value, setValue] = useState('all');
  return (
    <div dir={dir}>
      <Tabs items={items} value={value} onChange={setValue} aria-label="Filter" />
    </div>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('uses a roving tabindex: only the selected tab is tabbable', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('ArrowRight / ArrowLeft move selection and focus, skipping disabled tabs and wrapping', () => {
    render(<Harness />);
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('English');
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Hindi');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('All');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('Hindi');
  });

  it('Home and End jump to the first and last tab', () => {
    render(<Harness />);
    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('Hindi');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('All');
  });

  it('swaps arrow directions in RTL', () => {
    render(<Harness dir="rtl" />);
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('English');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('All');
  });

  it('selects on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Hindi' }));
    expect(selected().textContent).toBe('Hindi');
  });
});
