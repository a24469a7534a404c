import { style, styleVariants } from '@vanilla-extract/css';
import { tierSvg } from './coinSvg.ts';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
  backgroundSize: 'contain',
});

/** Each tier's picture: its SVG document as a `data:` URL, decoded once per page however many icons show it. */
export const tier = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4 } as const, (t) => ({
  backgroundImage: `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(tierSvg(t))}")`,
}));
