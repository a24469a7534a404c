import type { Meta, StoryObj } from '@storybook/react-vite';
import { avatar } from '../../internal/storyFixtures.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { MissedCallIcon, PhoneIcon, VideoCameraIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { ListRow } from './ListRow.tsx';

const callBack = <IconButton aria-label="Video call" icon={<VideoCameraIcon size={20} />} variant="soft" />;

const meta = {
  title: 'Composites/ListRow',
  component: ListRow,
  args: {
    icon: <Avatar src={avatar(0)} name="Aisha" alt="" size={44} />,
    title: 'Aisha',
    subtitle: (
      <>
        <PhoneIcon size={14} /> Outgoing · 3:12
      </>
    ),
    meta: '12:03',
    trailing: callBack,
    onClick: () => {},
  },
  argTypes: { icon: { control: false }, subtitle: { control: false }, trailing: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Call record list (spec videocalls). */
export const CallHistory: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {[
        { name: 'Aisha', seed: 0, missed: false, detail: 'Outgoing · 3:12', time: '12:03' },
        { name: 'Valentina Rodríguez de la Cruz', seed: 1, missed: true, detail: 'Missed', time: '11:40' },
        { name: 'ليلى', seed: 2, missed: false, detail: 'Incoming · 18:05', time: 'Yesterday' },
        { name: 'Elif', seed: 3, missed: true, detail: 'Declined', time: 'Mon' },
      ].map((c) => (
        <li key={c.name}>
          <ListRow
            icon={<Avatar src={avatar(c.seed)} name={c.name} alt="" size={44} />}
            title={c.name}
            danger={c.missed}
            subtitle={
              <>
                {c.missed ? <MissedCallIcon size={14} /> : <PhoneIcon size={14} />} {c.detail}
              </>
            }
            meta={c.time}
            onClick={() => {}}
            trailing={callBack}
          />
        </li>
      ))}
    </ul>
  ),
};

export const RightToLeft: Story = {
  args: {
    icon: <Avatar src={avatar(2)} name="ليلى" alt="" size={44} />,
    title: 'ليلى',
    subtitle: (
      <>
        <MissedCallIcon size={14} /> مكالمة فائتة
      </>
    ),
    danger: true,
    meta: 'أمس',
  },
  globals: { direction: 'rtl' },
};
