import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './Button.tsx';

describe('Button', () => {
  it('is type=button and calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps its label in the DOM, is busy and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('buttonClass gives a link the same classes as the button of that variant and size', () => {
    render(
      <>
        <Button variant="ghost" size="sm">B</Button>
        <a href="/" className={buttonClass({ variant: 'ghost', size: 'sm' })}>L</a>
      </>,
    );
    const b = screen.getByRole('button', { name: 'B' }).className;
    const l = screen.getByRole('link', { name: 'L' }).className;
    expect(l).toBe(b);
    expect(buttonClass({ variant: 'primary' })).not.toBe(l);
  });
});
