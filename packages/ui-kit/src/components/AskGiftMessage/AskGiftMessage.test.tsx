import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AskGiftMessage, type AskGiftMessageProps } from './AskGiftMessage.tsx';

const base: AskGiftMessageProps = {
  iconSrc: 'https://cdn.test/rose.png',
  title: 'Rose',
  text: 'Would you send me a rose?',
  priceLabel: '99',
  sent: false,
  sendLabel: 'Send',
  sentLabel: 'Sent',
  onSend: () => {},
};

describe('AskGiftMessage', () => {
  it('shows the host line and the gift, and sends', () => {
    const onSend = vi.fn();
    render(<AskGiftMessage {...base} onSend={onSend} />);
    expect(screen.getByText('Would you send me a rose?')).toBeTruthy();
    expect(screen.getByText('Rose')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('becomes a Sent state without a button once sent', () => {
    const { rerender } = render(<AskGiftMessage {...base} />);
    rerender(<AskGiftMessage {...base} sent />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Sent');
  });

  it('ignores clicks while sending and when disabled', () => {
    const onSend = vi.fn();
    const { rerender } = render(<AskGiftMessage {...base} onSend={onSend} sending />);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    rerender(<AskGiftMessage {...base} onSend={onSend} disabled />);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('renders the host line as text only', () => {
    const { container } = render(<AskGiftMessage {...base} text="<img src=x onerror=alert(1)>" />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
