import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

function Controlled({ onChange }: { onChange?: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      checked={on}
      onChange={(v) => {
        setOn(v);
        onChange?.(v);
      }}
      label="Read receipts"
      description="Let people know you read their messages"
    />
  );
}

describe('Switch', () => {
  it('is a named switch with its description', () => {
    render(<Controlled />);
    const sw = screen.getByRole('switch', { name: 'Read receipts' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(sw.getAttribute('aria-describedby')!)?.textContent).toBe('Let people know you read their messages');
  });

  it('toggles with Space (once) and with a click', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const sw = screen.getByRole('switch');
    sw.focus();
    fireEvent.keyDown(sw, { key: ' ' });
    fireEvent.keyUp(sw, { key: ' ' });
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('does nothing when disabled', () => {
    const onChange = vi.fn();
    render(<Switch checked={false} onChange={onChange} label="Dark mode" disabled />);
    const sw = screen.getByRole('switch', { name: 'Dark mode' });
    fireEvent.keyDown(sw, { key: ' ' });
    fireEvent.click(sw);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the accessible name with a hidden label', () => {
    render(<Switch checked onChange={() => {}} label="Notifications" hideLabel />);
    expect(screen.getByRole('switch', { name: 'Notifications' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('Notifications')).toBeNull();
  });
});
