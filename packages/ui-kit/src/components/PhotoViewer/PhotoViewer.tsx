import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { cx } from '../../internal/cx.ts';
import { useFocusTrap } from '../../internal/focus.ts';
import { useBodyScrollLock } from '../../internal/scrollLock.ts';
import { CloseIcon, Icon, type IconProps } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DOUBLE_TAP_ZOOM, arrowAction, clampPan, clampZoom, stepZoom, swipeAction } from './gestures.ts';
import * as styles from './PhotoViewer.css.ts';

/** One photo of the viewer. */
export interface ViewerPhoto {
  /** Stable key (e.g. the message mid). */
  key: string;
  /** Full-size URL. */
  src: string;
  /** Text alternative of the photo. */
  alt: string;
}

/** Texts of the viewer (the app translates them). */
export interface PhotoViewerLabels {
  /** Accessible name of the dialog, e.g. "Photo viewer". */
  dialog: string;
  close: string;
  next: string;
  previous: string;
  zoomIn: string;
  zoomOut: string;
}

/** Props of {@link PhotoViewer}. */
export interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  /** Index of the photo shown (controlled). */
  index: number;
  /** Asked to show another photo (buttons, arrow keys, swipe). */
  onIndexChange: (index: number) => void;
  /** Asked to close (close button, Escape). Back is the app's (it knows the history). */
  onClose: () => void;
  labels: PhotoViewerLabels;
  /** Where the photo is in the list, shown and announced, e.g. "Photo 2 of 5". */
  counterLabel: string;
  /** Text direction: swipes and arrow keys mirror in right-to-left. Default `ltr`. */
  dir?: 'ltr' | 'rtl';
}

function ChevronIcon({ back, ...props }: IconProps & { back?: boolean }) {
  return (
    <Icon flipInRtl {...props}>
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </Icon>
  );
}

function ZoomIcon({ out, ...props }: IconProps & { out?: boolean }) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d={out ? 'M8 11h6M20 20l-4-4' : 'M8 11h6M11 8v6M20 20l-4-4'} />
    </Icon>
  );
}

type Pointer = { x: number; y: number };

/**
 * Full-screen photo viewer (spec §3 image attachments): one photo at a time, whole and never
 * stretched (`object-fit: contain`), with the photos of the conversation around it.
 *
 * - Zoom 1..4×: the zoom buttons, `+` / `-`, a double tap or double click (2.5× at the
 *   point, again to fit), the wheel, and a two-finger pinch; drag to pan while zoomed.
 * - Next / previous: the side buttons, the arrow keys and a one-finger swipe at 1× (all
 *   mirrored in right-to-left); zoom resets on every photo.
 * - `role="dialog"` + `aria-modal`, labelled; focus moves to the close button and is trapped
 *   (Tab cycles), Escape closes, focus returns to the opener; the counter is a polite live
 *   region; page scrolling is locked while open. Rendered in place, `position: fixed`.
 */
export function PhotoViewer({ photos, index, onIndexChange, onClose, labels, counterLabel, dir = 'ltr' }: PhotoViewerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, Pointer>());
  const gesture = useRef<{ start: Pointer; pan: { x: number; y: number }; pinch?: { dist: number; zoom: number } } | null>(null);
  const lastTap = useRef<{ t: number; p: Pointer } | null>(null);
  useFocusTrap(rootRef, true);
  useBodyScrollLock(true);

  const photo = photos[Math.min(Math.max(index, 0), photos.length - 1)];
  const hasPrev = index > 0;
  const hasNext = index < photos.length - 1;

  // A new photo starts fitted.
  useEffect(() => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
  }, [photo?.key]);

  const box = () => {
    const r = stageRef.current?.getBoundingClientRect();
    return { width: r?.width ?? 0, height: r?.height ?? 0 };
  };
  const applyZoom = (z: number, at?: Pointer) => {
    const next = clampZoom(z);
    const stage = stageRef.current?.getBoundingClientRect();
    setPan((p) => {
      if (next === 1) return { x: 0, y: 0 };
      if (!at || !stage) return clampPan({ x: (p.x * next) / zoom, y: (p.y * next) / zoom }, next, box());
      // Keep the point under the finger or cursor where it is.
      const cx = at.x - (stage.left + stage.width / 2);
      const cy = at.y - (stage.top + stage.height / 2);
      const k = next / zoom;
      return clampPan({ x: cx - (cx - p.x) * k, y: cy - (cy - p.y) * k }, next, box());
    });
    setZoom(next);
  };
  const go = (action: 'next' | 'previous' | null) => {
    if (action === 'next' && hasNext) onIndexChange(index + 1);
    if (action === 'previous' && hasPrev) onIndexChange(index - 1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key === '+' || e.key === '=') applyZoom(stepZoom(zoom, 1));
    else if (e.key === '-') applyZoom(stepZoom(zoom, -1));
    else {
      const a = arrowAction(e.key, dir);
      if (!a) return;
      e.preventDefault();
      go(a);
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const pts = [...pointers.current.values()];
    if (pts.length === 2) {
      gesture.current = { start: pts[0]!, pan, pinch: { dist: Math.hypot(pts[0]!.x - pts[1]!.x, pts[0]!.y - pts[1]!.y) || 1, zoom } };
    } else if (pts.length === 1) {
      gesture.current = { start: { x: e.clientX, y: e.clientY }, pan };
    }
    setDragging(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId) || !gesture.current) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const pts = [...pointers.current.values()];
    const g = gesture.current;
    if (g.pinch && pts.length >= 2) {
      const dist = Math.hypot(pts[0]!.x - pts[1]!.x, pts[0]!.y - pts[1]!.y);
      applyZoom((g.pinch.zoom * dist) / g.pinch.dist, { x: (pts[0]!.x + pts[1]!.x) / 2, y: (pts[0]!.y + pts[1]!.y) / 2 });
    } else if (zoom > 1) {
      setPan(clampPan({ x: g.pan.x + e.clientX - g.start.x, y: g.pan.y + e.clientY - g.start.y }, zoom, box()));
    }
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const wasPinch = !!g?.pinch;
    pointers.current.delete(e.pointerId);
    if (pointers.current.size > 0) return;
    gesture.current = null;
    setDragging(false);
    if (!g || wasPinch) return;
    const dx = e.clientX - g.start.x;
    const dy = e.clientY - g.start.y;
    if (zoom === 1) {
      const a = swipeAction(dx, dy, dir);
      if (a) {
        go(a);
        return;
      }
    }
    // A tap: two within 300 ms close together zoom in at the point (or back to fit).
    if (Math.hypot(dx, dy) < 10) {
      const now = Date.now();
      const prev = lastTap.current;
      if (prev && now - prev.t < 300 && Math.hypot(prev.p.x - e.clientX, prev.p.y - e.clientY) < 30) {
        lastTap.current = null;
        applyZoom(zoom > 1 ? 1 : DOUBLE_TAP_ZOOM, { x: e.clientX, y: e.clientY });
      } else {
        lastTap.current = { t: now, p: { x: e.clientX, y: e.clientY } };
      }
    }
  };
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    if (e.deltaY === 0) return;
    applyZoom(zoom * (e.deltaY < 0 ? 1.1 : 1 / 1.1), { x: e.clientX, y: e.clientY });
  };

  if (!photo) return null;
  return (
    <div
      ref={rootRef}
      className={styles.root}
      role="dialog"
      aria-modal="true"
      aria-label={labels.dialog}
      tabIndex={-1}
      dir={dir}
      onKeyDown={onKeyDown}
      data-testid="photo-viewer"
    >
      <div className={styles.bar}>
        <span className={styles.counter} aria-live="polite" aria-atomic="true">
          {counterLabel}
        </span>
        <IconButton aria-label={labels.close} icon={<CloseIcon />} variant="overlay" size="lg" onClick={onClose} data-autofocus />
      </div>
      <div
        ref={stageRef}
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        data-zoom={zoom}
      >
        <img
          key={photo.key}
          className={cx(styles.photo, !dragging && styles.animated)}
          src={photo.src}
          alt={photo.alt}
          draggable={false}
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
        />
        {hasPrev ? (
          <IconButton
            className={cx(styles.side, styles.sideStart)}
            aria-label={labels.previous}
            icon={<ChevronIcon back />}
            variant="overlay"
            size="lg"
            onClick={() => go('previous')}
            onPointerDown={(e) => e.stopPropagation()}
          />
        ) : null}
        {hasNext ? (
          <IconButton
            className={cx(styles.side, styles.sideEnd)}
            aria-label={labels.next}
            icon={<ChevronIcon />}
            variant="overlay"
            size="lg"
            onClick={() => go('next')}
            onPointerDown={(e) => e.stopPropagation()}
          />
        ) : null}
      </div>
      <div className={styles.bottomBar}>
        <IconButton aria-label={labels.zoomOut} icon={<ZoomIcon out />} variant="overlay" size="lg" onClick={() => applyZoom(stepZoom(zoom, -1))} disabled={zoom <= 1} />
        <span className={styles.zoomLabel} aria-hidden>{`${Math.round(zoom * 100)}%`}</span>
        <IconButton aria-label={labels.zoomIn} icon={<ZoomIcon />} variant="overlay" size="lg" onClick={() => applyZoom(stepZoom(zoom, 1))} disabled={zoom >= 4} />
      </div>
    </div>
  );
}
