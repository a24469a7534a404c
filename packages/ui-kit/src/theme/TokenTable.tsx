/**
 * Helpers for the "Foundations/Design tokens" docs page (Tokens.mdx), not part of the package
 * API (not exported from src/index.ts). They read the token objects the brand themes are built
 * from (`fachatTokens`, `veegoTokens`, `lumiTokens` in src/themes/<brand>.css.ts), so the page
 * always shows the values the themes really use.
 *
 * Layout: no fixed widths; grids and tables shrink to the container and long values wrap, so the
 * page never scrolls sideways on a 390 px phone.
 */
import type { CSSProperties, ReactNode } from 'react';
import { fachatTokens } from '../themes/fachat.css.ts';
import { lumiTokens } from '../themes/lumi.css.ts';
import { veegoTokens } from '../themes/veego.css.ts';
import type { ThemeTokens } from './tokens.ts';

const brands: ReadonlyArray<{ name: string; tokens: ThemeTokens }> = [
  { name: 'fachat', tokens: fachatTokens },
  { name: 'veego', tokens: veegoTokens },
  { name: 'lumi', tokens: lumiTokens },
];

/** The node at `path` (e.g. `['font', 'size']`) of a token tree. */
function nodeAt(tokens: ThemeTokens, path: readonly string[]): unknown {
  let node: unknown = tokens;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return node;
}

/** The leaf at `path` (e.g. `['font', 'size', 'md']`) of a token tree. */
const tokenAt = (tokens: ThemeTokens, path: readonly string[]): string => String(nodeAt(tokens, path));

/** Leaf names of the group at `path`, in the contract's order. */
const keysAt = (path: readonly string[]): string[] => Object.keys(nodeAt(fachatTokens, path) as Record<string, unknown>);

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const wrap: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word', minWidth: 0 };
const muted: CSSProperties = { opacity: 0.72 };
const hairline = 'rgba(127, 127, 140, 0.28)';
const chipBorder = 'inset 0 0 0 1px rgba(0, 0, 0, 0.14)';

/** Colour tokens whose value is not the same in all three brands. */
const brandSpecific = new Set(
  Object.keys(fachatTokens.color).filter((key) => {
    const values = brands.map((b) => tokenAt(b.tokens, ['color', key]));
    return values.some((v) => v !== values[0]);
  }),
);

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0, padding: '6px 0', borderBlockEnd: `1px solid ${hairline}` }}>
      <span aria-hidden style={{ flex: '0 0 40px', width: 40, height: 40, borderRadius: 10, background: value, boxShadow: chipBorder }} />
      <span style={{ display: 'flex', flexDirection: 'column', gap: 2, ...wrap }}>
        <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
          <code style={{ fontFamily: mono, fontSize: 13, fontWeight: 600, ...wrap }}>color.{name}</code>
          {brandSpecific.has(name) ? (
            <span style={{ fontSize: 11, lineHeight: '16px', padding: '0 6px', borderRadius: 8, background: 'rgba(127, 127, 140, 0.16)' }}>brand</span>
          ) : null}
        </span>
        <code style={{ fontFamily: mono, fontSize: 12, ...muted, ...wrap }}>{value}</code>
      </span>
    </li>
  );
}

/**
 * The colour tokens of every brand as swatches with name and value: three columns side by side
 * where there is room, stacked on a phone. Tokens whose value differs between brands carry a
 * "brand" tag; all others are shared neutrals and status colours.
 */
export function BrandColors() {
  return (
    <div
      className="sb-unstyled"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: 24, margin: '16px 0 32px' }}
    >
      {brands.map(({ name, tokens }) => (
        <section key={name} aria-labelledby={`tokens-${name}`} style={{ minWidth: 0 }}>
          <h3
            id={`tokens-${name}`}
            style={{
              margin: 0,
              padding: '16px',
              borderRadius: 16,
              background: tokens.color.brandGradient,
              color: tokens.color.onBrand,
              fontSize: 20,
              fontWeight: 700,
              lineHeight: 1.2,
            }}
          >
            {name}
          </h3>
          <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
            {Object.entries(tokens.color).map(([key, value]) => (
              <Swatch key={key} name={key} value={value} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

type Group = { title: string; path: readonly string[]; preview?: (value: string) => ReactNode };

const groups: readonly Group[] = [
  {
    title: 'Space (px)',
    path: ['space'],
    preview: (v) => <span style={{ display: 'block', width: v, maxWidth: '100%', height: 12, borderRadius: 3, background: '#8b87a0' }} />,
  },
  {
    title: 'Radius',
    path: ['radius'],
    preview: (v) => <span style={{ display: 'block', width: 40, height: 40, borderRadius: v, border: '2px solid #8b87a0' }} />,
  },
  { title: 'Font size', path: ['font', 'size'], preview: (v) => <span style={{ fontSize: v, lineHeight: 1.1 }}>Aa</span> },
  { title: 'Font weight', path: ['font', 'weight'], preview: (v) => <span style={{ fontSize: 18, fontWeight: Number(v) }}>Aa</span> },
  {
    title: 'Line height',
    path: ['font', 'lineHeight'],
    preview: (v) => <span style={{ display: 'block', fontSize: 12, lineHeight: v, maxWidth: 64 }}>Two lines of text</span>,
  },
  { title: 'Font family', path: ['font', 'family'], preview: (v) => <span style={{ fontFamily: v, fontSize: 16 }}>Aa عربي</span> },
  {
    title: 'Shadow',
    path: ['shadow'],
    preview: (v) => <span style={{ display: 'block', width: 48, height: 32, margin: 8, borderRadius: 8, background: '#ffffff', boxShadow: v }} />,
  },
  { title: 'Z-index (stacking layers)', path: ['zIndex'] },
  { title: 'Motion (durations and easing)', path: ['motion'] },
];

const cell: CSSProperties = { padding: '8px 8px 8px 0', verticalAlign: 'middle', textAlign: 'start', borderBlockEnd: `1px solid ${hairline}`, ...wrap };

function Row({ group, name }: { group: Group; name: string }) {
  const path = [...group.path, name];
  const values = brands.map((b) => ({ brand: b.name, value: tokenAt(b.tokens, path) }));
  const shared = values.every((v) => v.value === values[0]!.value);
  const shown = shared ? [{ brand: '', value: values[0]!.value }] : values;
  return (
    <tr>
      <td style={cell}>
        <code style={{ fontFamily: mono, fontSize: 12, fontWeight: 600 }}>{path.join('.')}</code>
      </td>
      <td style={cell}>
        {group.preview
          ? shown.map((v) => (
              <span key={v.brand} style={{ display: 'block', padding: '2px 0' }}>
                {group.preview!(v.value)}
              </span>
            ))
          : null}
      </td>
      <td style={cell}>
        {shown.map((v) => (
          <span key={v.brand} style={{ display: 'block', padding: '2px 0' }}>
            {v.brand ? <strong style={{ fontSize: 12 }}>{v.brand}: </strong> : null}
            <code style={{ fontFamily: mono, fontSize: 12 }}>{v.value}</code>
          </span>
        ))}
      </td>
    </tr>
  );
}

/**
 * The shared tokens (space, radius, font sizes / weights / line heights / families, shadows,
 * z-index layers, motion) as tables: token, a preview and the value. A value that differs by
 * brand (the focus ring carries the brand colour) is listed per brand.
 */
export function TokenTable() {
  return (
    <div className="sb-unstyled" style={{ margin: '16px 0 32px', fontSize: 14, lineHeight: 1.4 }}>
      {groups.map((group) => (
        <table key={group.title} style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', marginBlockEnd: 28 }}>
          <caption style={{ textAlign: 'start', fontSize: 16, fontWeight: 700, padding: '0 0 8px' }}>{group.title}</caption>
          <colgroup>
            <col style={{ width: '34%' }} />
            <col style={{ width: '24%' }} />
            <col style={{ width: '42%' }} />
          </colgroup>
          <thead>
            <tr>
              {['Token', 'Preview', 'Value'].map((h) => (
                <th key={h} scope="col" style={{ ...cell, fontSize: 12, fontWeight: 600, ...muted }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keysAt(group.path).map((name) => (
              <Row key={name} group={group} name={name} />
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
