import type { Meta, StoryObj } from '@storybook/react-vite';
import { avatar } from '../../internal/storyFixtures.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { CloseIcon, VideoCameraIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TopBar } from './TopBar.tsx';

const meta = {
  title: 'Composites/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Messages', sticky: false },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

/** Chat header: back arrow (mirrors in RTL), peer, call action. */
export const ChatHeader: Story = {
  args: {
    title: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
        <Avatar src={avatar(0)} name="Aisha" alt="" size={32} status="online" />
        Aisha
      </span>
    ),
    onBack: () => {},
    backLabel: 'Back',
    actions: <IconButton aria-label="Video call" icon={<VideoCameraIcon />} variant="primary" />,
  },
};

export const WithSubtitle: Story = {
  args: {
    title: 'Valentina Rodríguez',
    subtitle: 'Online',
    onBack: () => {},
    backLabel: 'Back',
    actions: <IconButton aria-label="Close" icon={<CloseIcon />} />,
  },
};
