import { useDeferredValue, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { openMessagesAtom } from '@vchat/client';
import type { Message } from '@vchat/domain';

/**
 * The open thread's messages (`openMessagesAtom`) as the list draws them. A change within the
 * same thread (her new message, an update, an older page) is drawn as a transition, which React
 * renders in slices that give way to the viewer's keystrokes: on a 4x slower phone her message
 * arriving while she typed was one 76-102 ms task (issue 21, typing). Another thread opening is
 * drawn at once with its own messages, never a frame of the last one's. `tid`: the open
 * thread's id; returns the atom's list itself (no copy).
 */
export function useLaggingMessages(tid: string): readonly Message[] {
  const live = useAtomValue(openMessagesAtom);
  const paired = useMemo(() => ({ tid, list: live }), [tid, live]);
  const shown = useDeferredValue(paired);
  return shown.tid === tid ? shown.list : live;
}
