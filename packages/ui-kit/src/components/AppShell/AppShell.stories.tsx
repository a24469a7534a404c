import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { avatar, portrait } from '../../internal/storyFixtures.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { HostCard } from '../HostCard/HostCard.tsx';
import { ChatIcon, DiscoverIcon, MatchIcon, UserIcon } from '../Icon/Icon.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { ThreadListItem } from '../ThreadListItem/ThreadListItem.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';
import { AppShell, type NavItem } from './AppShell.tsx';

const logo = (
  <span
    role="img"
    aria-label="vchat"
    style={{ width: 40, height: 40, borderRadius: 12, background: 'linear-gradient(135deg,#ff2e7e,#ff6a3d)', flexShrink: 0 }}
  />
);

function Demo({ withAside }: { withAside?: boolean }) {
  const [route, setRoute] = useState('/goddess');
  const [filter, setFilter] = useState('all');
  const items: NavItem[] = [
    { id: '/match', label: 'Match', icon: <MatchIcon /> },
    { id: '/goddess', label: 'Discover', icon: <DiscoverIcon /> },
    { id: '/message', label: 'Messages', icon: <ChatIcon />, badge: 12, badgeLabel: '12 unread' },
    { id: '/personalhome', label: 'Me', icon: <UserIcon /> },
  ].map((i) => ({ ...i, active: i.id === route }));
  return (
    <AppShell
      navItems={items}
      navLabel="Main"
      onSelect={setRoute}
      logo={logo}
      navFooter={<Avatar src={avatar(3)} name="Me" size={40} />}
      aside={
        withAside ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 8 }}>
            {['Aisha', 'Valentina', 'Elif'].map((n, i) => (
              <li key={n}>
                <ThreadListItem name={n} avatarSrc={avatar(i)} preview="Hey there!" timeLabel={`12:0${i}`} unreadCount={i} unreadLabel={`${i} unread`} />
              </li>
            ))}
          </ul>
        ) : undefined
      }
    >
      <TopBar title="Discover" />
      <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Tabs
          aria-label="Language filter"
          value={filter}
          onChange={setFilter}
          items={['all', 'en', 'ar', 'hi', 'tr', 'fr', 'es'].map((v) => ({ value: v, label: v.toUpperCase() }))}
        />
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
          {Array.from({ length: 12 }, (_, i) => (
            <HostCard
              key={i}
              nickname={['Aisha', 'Valentina', 'Layla', 'Elif', 'Chloé', 'Mina'][i % 6]!}
              age={21 + (i % 8)}
              locationLabel="India · Hindi"
              status={i % 3 === 0 ? 'busy' : 'online'}
              statusLabel={i % 3 === 0 ? 'In a call' : 'Online'}
              imageSrc={portrait(i)}
              onClick={() => {}}
            />
          ))}
        </div>
      </div>
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { navItems: [], navLabel: 'Main' },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Resize: bottom tab bar below 1024 px, nav rail from 1024 px, wide rail from 1536 px. */
export const HostWall: Story = { render: () => <Demo /> };

/** Aside column from 1280 px. */
export const WithAside: Story = { render: () => <Demo withAside /> };
