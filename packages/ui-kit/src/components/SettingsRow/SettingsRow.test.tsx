import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from '../Switch/Switch.tsx';
import { SettingsRow } from './SettingsRow.tsx';

describe('SettingsRow', () => {
  it('shows title and description with the control working', () => {
    const onChange = vi.fn();
    render(
      <SettingsRow
        title="Last seen"
        description="Show when you were last online"
        control={<Switch checked={false} onChange={onChange} label="Last seen" hideLabel />}
      />,
    );
    expect(screen.getByText('Show when you were last online')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Last seen' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
