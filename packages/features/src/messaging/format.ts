/** Time labels of the message screens, in the interface language (Intl, no extra library). */
import { dateTimeFormat } from '@vchat/domain';

/** `14:05` for today, `Yesterday`-style day names within a week, else a short date. */
export function threadTimeLabel(date: number, locale: string, now = Date.now(), yesterday = 'Yesterday'): string {
  const d = new Date(date);
  const today = new Date(now);
  if (d.toDateString() === today.toDateString()) return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(d);
  const y = new Date(now - 86_400_000);
  if (d.toDateString() === y.toDateString()) return yesterday;
  return dateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(d);
}

/** `14:05`. */
export function messageTimeLabel(date: number, locale: string): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(date));
}

/** A day separator label: today / yesterday / a long date. */
export function dayLabel(date: number, locale: string, words: { today: string; yesterday: string }, now = Date.now()): string {
  const d = new Date(date);
  if (d.toDateString() === new Date(now).toDateString()) return words.today;
  if (d.toDateString() === new Date(now - 86_400_000).toDateString()) return words.yesterday;
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(d);
}
