/** Chat-stream presence as a host's online status (spec §3 host status, §4 the chat connection). */
import type { PresenceUpdate } from '@vchat/xmpp-chat';

/** A chat-stream presence as an online status: unavailable → offline, dnd → busy, else online. */
export function presenceStatus(p: Pick<PresenceUpdate, 'available' | 'show'> | undefined): 'online' | 'busy' | 'offline' | undefined {
  if (!p) return undefined;
  if (!p.available) return 'offline';
  return p.show === 'dnd' ? 'busy' : 'online';
}
