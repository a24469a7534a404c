import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer.tsx';

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn();
  render(<Composer onSend={onSend} aria-label="Message" sendLabel="Send" {...props} />);
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
  return { onSend, box, send };
}

describe('Composer', () => {
  it('disables send while empty or whitespace', () => {
    const { box, send } = setup();
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'hi' } });
    expect(send.disabled).toBe(false);
  });

  it('Enter sends the trimmed text and clears the field', () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: '  hello  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('hello');
    expect(box.value).toBe('');
  });

  it('Shift+Enter does not send', () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: 'line 1' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('line 1');
  });

  it('Enter on an empty field does not send', () => {
    const { box, onSend } = setup();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('the send button sends', () => {
    const { box, send, onSend } = setup();
    fireEvent.change(box, { target: { value: 'yo' } });
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('yo');
  });

  it('passes maxLength to the textarea', () => {
    const { box } = setup({ maxLength: 500 });
    expect(box.maxLength).toBe(500);
  });

  // The fold button shows on narrow screens only (CSS): found by its label, whatever the width.
  it('folds the start slot into one button while typing, unfolds it on demand, folds again after a send', () => {
    const { box } = setup({ slotLabel: 'More', startSlot: <button type="button">Photo</button> });
    expect(screen.queryByLabelText('More')).toBeNull();
    fireEvent.change(box, { target: { value: 'hi' } });
    const more = screen.getByLabelText('More');
    expect(screen.getByRole('button', { name: 'Photo' }).closest('[data-folded]')).not.toBeNull();
    fireEvent.click(more);
    expect(screen.queryByLabelText('More')).toBeNull();
    expect(screen.getByRole('button', { name: 'Photo' }).closest('[data-folded]')).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: 'again' } });
    expect(screen.getByLabelText('More')).toBeTruthy();
  });

  it('never folds without a slot label', () => {
    const { box } = setup({ startSlot: <button type="button">Photo</button> });
    fireEvent.change(box, { target: { value: 'hi' } });
    expect(screen.queryByLabelText('More')).toBeNull();
  });
});
