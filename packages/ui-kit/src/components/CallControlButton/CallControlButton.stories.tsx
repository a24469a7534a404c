import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { VideoCameraIcon, GiftIcon } from '../Icon/Icon.tsx';
import { CallControlButton, CameraOffIcon, ChevronDownIcon, HangUpIcon, MicIcon, MicOffIcon, SwitchCameraIcon } from './CallControlButton.tsx';

const meta = {
  title: 'Call/CallControlButton',
  component: CallControlButton,
  args: { label: 'Mute microphone', icon: <MicIcon /> },
  decorators: [(Story) => <div style={{ background: '#0d0a12', padding: 24, containerType: 'inline-size' }}><Story /></div>],
} satisfies Meta<typeof CallControlButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Pressed: Story = { args: { label: 'Unmute microphone', icon: <MicOffIcon />, pressed: true } };
export const HangUp: Story = { args: { label: 'Hang up', icon: <HangUpIcon />, tone: 'danger', size: 'large' } };

function Row() {
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  return (
    <div role="toolbar" aria-label="Call controls" style={{ display: 'flex', gap: 8, justifyContent: 'center', width: 360, maxWidth: '100%' }}>
      <CallControlButton label="Minimise call" icon={<ChevronDownIcon />} />
      <CallControlButton label={muted ? 'Unmute microphone' : 'Mute microphone'} pressed={muted} icon={muted ? <MicOffIcon /> : <MicIcon />} onClick={() => setMuted(!muted)} />
      <CallControlButton label={cameraOff ? 'Turn camera on' : 'Turn camera off'} pressed={cameraOff} icon={cameraOff ? <CameraOffIcon /> : <VideoCameraIcon />} onClick={() => setCameraOff(!cameraOff)} />
      <CallControlButton label="Switch camera" icon={<SwitchCameraIcon />} />
      <CallControlButton label="Send a gift" icon={<GiftIcon />} />
      <CallControlButton label="Hang up" icon={<HangUpIcon />} tone="danger" size="large" />
    </div>
  );
}
/** A phone's row of controls (360 px): all six fit. */
export const PhoneRow: Story = { render: () => <Row /> };
export const RightToLeft: Story = { render: () => <Row />, globals: { direction: 'rtl' } };
