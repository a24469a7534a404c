import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

function renderModal(onClose = vi.fn()) {
  render(
    <>
      <button type="button">Opener</button>
      <Modal open onClose={onClose} title="Log in" closeLabel="Close" footer={<button type="button">Continue</button>}>
        <input aria-label="Email" />
      </Modal>
    </>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('moves focus inside on open', () => {
    renderModal();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('calls onClose on Escape', () => {
    const onClose = renderModal();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on a backdrop click but not on a click inside the card', () => {
    const onClose = renderModal();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('traps focus: Tab from the last element goes to the first, Shift+Tab from the first to the last', () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Continue' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('locks body scroll while open and restores it on close', () => {
    const { rerender } = render(
      <Modal open onClose={() => {}} title="T">
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Modal open={false} onClose={() => {}} title="T">
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Hidden">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
