/**
 * The one-tap call rating on the call-ended screen (issue 20.17): shown after a call connected
 * 30 s or more (client `safety.canRate`), 1-5 stars (a tap on a star sends it at once) and
 * optional tags, which a second tap on "Send" adds before the stars are sent. Once rated it
 * says so; the rating then shows in /callrecord and on the call line in the thread.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import { Button, visuallyHidden } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { isRateable, RATING_TAGS, RATING_TAGS_MAX, type RatingTag } from '@vchat/domain';
import { callRatingsAtom, ratingsCheckedAtom } from '@vchat/client';
import { AppModal } from '../common/AppModal.tsx';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import * as css from './safety.css.ts';

export interface RateCallProps {
  /** The ended call: its sid and when it connected and ended (epoch ms; 0 = never connected). */
  call: { sid: string; connectedAt: number; endedAt: number };
  /** The title is shown elsewhere (a dialog's heading). */
  hideTitle?: boolean;
}

/** See the module docstring. Renders nothing for calls that cannot be rated. */
export function RateCall({ call, hideTitle = false }: RateCallProps) {
  const { t } = useTranslation();
  const { safety } = useServices();
  const rated = useAtomValue(callRatingsAtom)[call.sid];
  const [offered] = useState(() => safety.canRate({ sid: call.sid, connectingTime: call.connectedAt, endTime: call.endedAt || Date.now() }));
  const [stars, setStars] = useState(0);
  const [hover, setHover] = useState(0);
  const [tags, setTags] = useState<RatingTag[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!offered) return null;
  if (rated) {
    return <p className={css.ratedLine} role="status" data-testid="call-rated" data-stars={rated.stars}>{t('safety.rated', { n: rated.stars })}</p>;
  }

  const send = async (n: number) => {
    setBusy(true);
    setError(null);
    try {
      await safety.rate(call.sid, n, tags);
    } catch (e) {
      setError(describeError(e, t));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (tag: RatingTag) =>
    setTags((cur) => (cur.includes(tag) ? cur.filter((x) => x !== tag) : cur.length >= RATING_TAGS_MAX ? cur : [...cur, tag]));

  return (
    <div className={css.rate} data-testid="call-rate">
      <p className={hideTitle ? visuallyHidden : css.rateTitle} id="rate-title">{t('safety.rateTitle')}</p>
      <div className={css.tags} role="group" aria-label={t('safety.rateTags')}>
        {RATING_TAGS.map((tag) => (
          <button key={tag} type="button" className={css.tag} aria-pressed={tags.includes(tag)} onClick={() => toggle(tag)} data-testid={`rate-tag-${tag}`}>
            {t(`safety.tags.${tag}` as const)}
          </button>
        ))}
      </div>
      <div className={css.stars} role="radiogroup" aria-labelledby="rate-title" onPointerLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={stars === n}
            aria-label={t('safety.rateStars', { n })}
            className={css.star}
            data-lit={(hover || stars) >= n}
            disabled={busy}
            onPointerEnter={(e) => e.pointerType === 'mouse' && setHover(n)}
            onClick={() => {
              setStars(n);
              void send(n);
            }}
            data-testid={`rate-star-${n}`}
          >
            ★
          </button>
        ))}
      </div>
      {error && (
        <>
          <p className={css.error} role="alert">{error}</p>
          {stars > 0 && <Button size="sm" variant="secondary" onClick={() => void send(stars)} loading={busy}>{t('common.retry')}</Button>}
        </>
      )}
    </div>
  );
}

/**
 * The rating of one call line (call records, the call line in a thread): "★ 4" when rated;
 * for a call connected 30 s or more that the server says is not rated yet, a "Rate" button
 * that opens the rating (a viewer who hung up herself lands in the thread, not on the ended
 * screen; `offer` false: stars only, e.g. inside a row that is itself a button). Asks the server
 * once per sid (batched); nothing until it answered.
 */
export function CallRatingBadge({ call, offer = true }: { call: { sid: string; connectingTime: number; endTime: number }; offer?: boolean }) {
  const { t } = useTranslation();
  const { safety } = useServices();
  const rating = useAtomValue(callRatingsAtom)[call.sid];
  const checked = useAtomValue(ratingsCheckedAtom).has(call.sid);
  const [open, setOpen] = useState(false);
  useEffect(() => safety.requestRating(call.sid), [safety, call.sid]);
  if (rating) return <span className={css.badge} data-testid="call-rating" data-stars={rating.stars} title={t('safety.rated', { n: rating.stars })}> · ★ {rating.stars}</span>;
  if (!offer || !checked || !isRateable(call)) return null;
  return (
    <>
      {' · '}
      <button type="button" className={css.rateLink} onClick={(e) => { e.stopPropagation(); setOpen(true); }} data-testid="call-rate-open">{t('safety.rateCall')}</button>
      {/* In a portal: the call line sits in the virtualised (transformed) message list. */}
      {open && createPortal(
        <AppModal open onClose={() => setOpen(false)} closeLabel={t('common.close')} title={t('safety.rateTitle')} width={380}>
          <RateCall call={{ sid: call.sid, connectedAt: call.connectingTime, endedAt: call.endTime }} hideTitle />
        </AppModal>,
        document.body,
      )}
    </>
  );
}
