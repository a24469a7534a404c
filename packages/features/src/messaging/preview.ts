import type { Message } from '@vchat/domain';

/** Types shown as plain text. */
export const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'manager_text']);

/** Short label of a message for thread previews and banners (text, or e.g. "[Photo]"). */
export function messagePreview(m: Pick<Message, 'type' | 'content'>, t: (k: string) => string): string {
  if (TEXT_TYPES.has(m.type) || m.type === 'official_message') return m.content;
  const label = t(`message.types.${m.type}`);
  const known = !label.startsWith('message.types.');
  return `[${known ? label : t('message.types.unknown')}]`;
}
