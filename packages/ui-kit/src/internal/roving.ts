/**
 * Next index for arrow-key navigation in a grid of `count` items laid out in `columns`
 * columns (row-major, in reading order). Left/Right move by one (swapped when `rtl`),
 * Up/Down by a row, Home/End to the first/last item. Returns `null` for other keys, and the
 * same index when the move would leave the grid (no wrap-around, like a native grid).
 */
export function gridKeyTarget(key: string, index: number, count: number, columns: number, rtl: boolean): number | null {
  if (count <= 0) return null;
  const clamp = (value: number) => Math.min(Math.max(value, 0), count - 1);
  switch (key) {
    case 'ArrowRight':
      return clamp(index + (rtl ? -1 : 1));
    case 'ArrowLeft':
      return clamp(index + (rtl ? 1 : -1));
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
