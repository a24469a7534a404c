/**
 * The friend list, favourites, like list and liked-me list overlays (spec §2 overlays): one
 * modal with a tab per list, opened from the personal home.
 */
import { useState } from 'react';
import { Tabs } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { PeopleList, usePeople } from './PeopleList.tsx';
import type { PeopleList as Which } from '@vchat/client';

const TABS: Which[] = ['friends', 'favorites', 'liked', 'likedMe'];

function Tab({ which, onOpen }: { which: Which; onOpen: () => void }) {
  const people = usePeople(which);
  return <PeopleList which={which} people={people} onOpen={onOpen} />;
}

export function PeopleModal({ initial, onClose, favorites }: { initial: Which; onClose: () => void; favorites: boolean }) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Which>(initial);
  const tabs = TABS.filter((w) => favorites || w !== 'favorites');
  return (
    <AppModal open onClose={onClose} closeLabel={t('common.close')} title={t(`social.lists.${tab}` as const)} width={520}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 320 }} data-testid="people-modal">
        <Tabs aria-label={t('social.listsLabel')} dir={i18n.dir(i18n.language)} value={tab} onChange={setTab}
          items={tabs.map((w) => ({ value: w, label: t(`social.lists.${w}` as const) }))} />
        <Tab key={tab} which={tab} onOpen={onClose} />
      </div>
    </AppModal>
  );
}
