import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { CoinIcon, GiftPanel } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier, type GiftAttachment } from '@vchat/domain';
import type { GiftList } from '@vchat/api-client';
import { useServices } from '../common/ServicesContext.tsx';
import { accountAtom } from '@vchat/client';
import { safeMediaUrl } from '@vchat/client';

type Catalog = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; value: GiftList };

/**
 * The gift panel in a sheet: tabs of the catalogue, the balance, and Send. The balance shown
 * is the server's; the server decides (purchase IQ), the panel only warns when it is short.
 */
export function GiftSheet({ catalog, preselect, onSend, onClose }: {
  catalog: Catalog;
  preselect?: string | undefined;
  onSend: (gift: GiftAttachment) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { hosts, env } = useServices();
  const account = useAtomValue(accountAtom);
  const list = useMemo(() => (catalog.status === 'ready' ? catalog.value.list : []), [catalog]);
  const tabs = useMemo(() => (catalog.status === 'ready' ? catalog.value.tabs : []), [catalog]);
  const [tab, setTab] = useState<string>('');
  const [selected, setSelected] = useState<string | null>(preselect ?? null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    const pre = list.find((g) => g.id === preselect);
    if (!tab && (pre || tabs[0])) setTab(String(pre?.tabId ?? tabs[0]!.tabId));
  }, [list, tabs, tab, preselect]);
  const gift = list.find((g) => g.id === selected);
  const balance = account?.gemsBalance ?? 0;
  return (
    <AppModal open onClose={onClose} title={t('message.giftTitle')} closeLabel={t('common.close')} width={520}>
      <GiftPanel
        label={t('message.giftTitle')}
        dir={i18n.dir(i18n.language)}
        tabs={tabs.map((x) => ({ id: String(x.tabId), title: x.title }))}
        gifts={list.filter((g) => !tab || String(g.tabId) === tab).map((g) => ({
          id: g.id,
          iconSrc: safeMediaUrl(g.iconUrl, hosts.mediaOrigins, env === 'development') ?? '',
          title: g.title,
          price: g.gemsPrice,
          tier: coinIconTier(g.gemsPrice),
          tabId: String(g.tabId),
        }))}
        tab={tab}
        onTabChange={setTab}
        selectedId={selected}
        onSelect={setSelected}
        sendLabel={t('message.giftSend')}
        sending={sending}
        emptyLabel={catalog.status === 'error' ? t('common.networkError') : t('common.loading')}
        balance={<span><CoinIcon tier={coinIconTier(balance)} size={16} /> {t('message.giftBalance', { gems: balance })}</span>}
        insufficient={gift && gift.gemsPrice > balance ? t('message.giftInsufficient') : undefined}
        onSend={() => {
          if (!gift) return;
          setSending(true);
          void onSend(gift).finally(() => setSending(false));
        }}
      />
    </AppModal>
  );
}
