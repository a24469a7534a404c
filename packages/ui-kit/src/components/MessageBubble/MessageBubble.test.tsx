import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageBubble } from './MessageBubble.tsx';

describe('MessageBubble', () => {
  it('renders HTML in the text as literal text, never as markup', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { container } = render(<MessageBubble direction="in" text={evil} />);
    expect(screen.getByText(evil)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps line breaks as text', () => {
    render(<MessageBubble direction="out" text={'a\nb'} />);
    expect(screen.getByText((_, el) => el?.textContent === 'a\nb' && el.tagName === 'BDI' && el.getAttribute('dir') === 'auto')).toBeTruthy();
  });

  it('shows the outgoing status icon with its label', () => {
    render(<MessageBubble direction="out" text="hi" status="sending" statusLabels={{ sending: 'Sending' }} />);
    expect(screen.getByRole('img', { name: 'Sending' })).toBeTruthy();
  });

  it('does not show a status on incoming messages', () => {
    render(<MessageBubble direction="in" text="hi" status="error" statusLabels={{ error: 'Not sent' }} retryLabel="Retry" onRetry={() => {}} />);
    expect(screen.queryByRole('img', { name: 'Not sent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers a retry button on error', () => {
    const onRetry = vi.fn();
    render(<MessageBubble direction="out" text="hi" status="error" statusLabels={{ error: 'Not sent' }} retryLabel="Retry" onRetry={onRetry} />);
    expect(screen.getByRole('img', { name: 'Not sent' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('links http(s) URLs in the text safely and leaves javascript: as text', () => {
    render(<MessageBubble direction="in" text="see https://example.com or javascript:alert(1)" />);
    const link = screen.getByRole('link', { name: 'https://example.com' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('renders the footer inside the bubble under the text', () => {
    render(<MessageBubble direction="in" text="Hola" footer={<span>Hello</span>} />);
    const footer = screen.getByText('Hello');
    const text = screen.getByText('Hola');
    expect(text.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
