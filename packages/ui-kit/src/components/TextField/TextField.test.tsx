import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('links the label to the input', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email').tagName).toBe('INPUT');
  });

  it('links the error text with aria-describedby and marks the input invalid', () => {
    render(<TextField label="Email" error="Enter a valid email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Enter a valid email');
    expect(texts).toContain('We never share it');
  });

  it('has no aria-describedby without error or hint', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name').hasAttribute('aria-describedby')).toBe(false);
  });

  it('toggles password visibility', () => {
    render(<TextField label="Password" type="password" showPasswordLabel="Show password" hidePasswordLabel="Hide password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
