import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallRecordMessage } from './CallRecordMessage.tsx';

describe('CallRecordMessage', () => {
  it('shows title and detail without a button by default', () => {
    render(<CallRecordMessage direction="out" title="Video call" detail="03:12" />);
    expect(screen.getByText('Video call')).toBeTruthy();
    expect(screen.getByText('03:12')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks a missed call and offers call back', () => {
    const onCallBack = vi.fn();
    const { container } = render(
      <CallRecordMessage direction="in" title="Missed call" missed onCallBack={onCallBack} callBackLabel="Call back" />,
    );
    expect(container.firstElementChild?.hasAttribute('data-missed')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Call back' }));
    expect(onCallBack).toHaveBeenCalledTimes(1);
  });
});
