/**
 * Message type numbers <-> names (spec §3 "Message type numbers").
 * Unknown numbers map to `unknown`. Local-only types have no number.
 */
export const MESSAGE_TYPES = {
  0: 'text',
  1: 'location',
  2: 'image',
  3: 'audio',
  4: 'video',
  5: 'system',
  6: 'sticker',
  7: 'friends_request',
  10: 'v_hub_call',
  13: 'gift',
  16: 'short_video',
  17: 'invite_video',
  18: 'manager_text',
  19: 'ask_gift',
  20: 'image_with_gift',
  21: 'official_message',
  22: 'violate_rule',
  23: 'maintenance',
  36: 'question_answer',
  46: 'story_line_call',
  401: 'add_friend_msg',
  100: 'attribution_refresh',
} as const satisfies Record<number, string>;

export type WireMessageTypeName = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];

/** Types that exist only in the local database (spec §3). */
export const LOCAL_ONLY_MESSAGE_TYPES = [
  'local_accept_friend',
  'filed_busy_offline',
  'notice_info',
  'collection_info',
  'online_info',
] as const;
export type LocalMessageTypeName = (typeof LOCAL_ONLY_MESSAGE_TYPES)[number];

export type MessageTypeName = WireMessageTypeName | LocalMessageTypeName | 'unknown';

const NAME_TO_NUMBER: ReadonlyMap<string, number> = new Map(
  Object.entries(MESSAGE_TYPES).map(([n, name]) => [name, Number(n)]),
);

/** Name of a wire type number; any number not in §3 gives `unknown`. */
export function messageTypeName(type: number): WireMessageTypeName | 'unknown' {
  return (MESSAGE_TYPES as Record<number, WireMessageTypeName>)[type] ?? 'unknown';
}

/** Wire number of a type name, or `undefined` for local-only and unknown names. */
export function messageTypeNumber(name: string): number | undefined {
  return NAME_TO_NUMBER.get(name);
}
