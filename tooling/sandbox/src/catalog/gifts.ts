/**
 * The gift catalogue (`common_service/gift_list`, the gift component's price check) and its
 * hand-drawn-looking SVG icons, served at `/media/gifts/<id>.svg`.
 */
import type { GiftAttachment } from '@vchat/domain';

/** Gift tabs of the catalogue. */
export const GIFT_TABS: ReadonlyArray<{ tabId: number; title: string }> = [
  { tabId: 1, title: 'Popular' },
  { tabId: 2, title: 'Luxury' },
];

/** Relative URL of a gift icon. */
export const giftIconPath = (id: string) => `/media/gifts/${id}.svg`;

const OUT = '#3b2a3f';

/** Icon art per gift id (inside a 120×120 view box). */
const ART: Record<string, string> = {
  // rose
  g1: `<path d="M60 62 C57 80 63 96 60 112" stroke="#2f8f3a" stroke-width="5" fill="none"/>
<path d="M59 88 C48 78 36 82 32 92 C44 98 54 95 59 88Z" fill="#5cc26a"/>
<path d="M61 99 C72 89 84 91 88 100 C78 106 68 104 61 99Z" fill="#5cc26a"/>
<path d="M60 18 C38 18 30 38 37 53 C45 67 75 67 83 53 C90 38 82 18 60 18Z" fill="#ef3e5c"/>
<path d="M47 35 C51 25 69 25 73 36 C75 47 60 52 54 46 C50 41 56 35 62 40" stroke="#a8163a" stroke-width="3" fill="none"/>
<path d="M39 46 C46 59 74 59 81 46" stroke="#a8163a" stroke-width="3" fill="none"/>`,
  // heart
  g2: `<path d="M60 102 C18 74 12 46 27 32 C40 20 56 27 60 40 C64 27 80 20 93 32 C108 46 102 74 60 102Z" fill="#ff4d6d"/>
<path d="M33 44 C35 35 44 31 51 35" stroke="#fff" stroke-width="5" fill="none" opacity=".75"/>
<circle cx="95" cy="22" r="5" fill="#ffb3c1"/><circle cx="20" cy="86" r="4" fill="#ffb3c1"/>`,
  // kiss
  g3: `<path d="M16 60 C28 40 45 38 60 49 C75 38 92 40 104 60 C90 65 75 67 60 67 C45 67 30 65 16 60Z" fill="#e8254d"/>
<path d="M16 60 C31 90 89 90 104 60 C89 67 31 67 16 60Z" fill="#c2183c"/>
<path d="M40 74 C50 80 70 80 80 74" stroke="#ff8fa3" stroke-width="4" fill="none"/>
<path d="M92 24 C88 18 80 20 82 27 C83 31 90 34 92 37 C94 34 101 31 102 27 C104 20 96 18 92 24Z" fill="#ff6b8b"/>`,
  // ice cream
  g4: `<path d="M38 60 L60 114 L82 60Z" fill="#f4b860"/>
<path d="M44 66 L74 96 M52 62 L78 84 M76 66 L48 92 M68 62 L44 78" stroke="#c47f2c" stroke-width="2.5" fill="none"/>
<circle cx="46" cy="54" r="16" fill="#ffb5d3"/><circle cx="74" cy="54" r="16" fill="#a8e6cf"/>
<circle cx="60" cy="36" r="18" fill="#fff3b0"/><circle cx="62" cy="16" r="6" fill="#e63946"/>
<path d="M62 10 C64 5 68 4 71 4" stroke="#2f8f3a" stroke-width="2.5" fill="none"/>`,
  // teddy bear
  g5: `<circle cx="34" cy="30" r="13" fill="#b07a4f"/><circle cx="86" cy="30" r="13" fill="#b07a4f"/>
<circle cx="34" cy="30" r="6" fill="#e8b98e"/><circle cx="86" cy="30" r="6" fill="#e8b98e"/>
<ellipse cx="60" cy="92" rx="30" ry="24" fill="#b07a4f"/><circle cx="60" cy="48" r="28" fill="#c48b5c"/>
<ellipse cx="60" cy="58" rx="13" ry="10" fill="#f1d2b0"/><ellipse cx="60" cy="53" rx="5" ry="3.5" fill="${OUT}"/>
<circle cx="49" cy="42" r="3.5" fill="${OUT}"/><circle cx="71" cy="42" r="3.5" fill="${OUT}"/>
<path d="M44 74 L60 80 L76 74 L76 86 L60 80 L44 86Z" fill="#ff5d8f"/>`,
  // cake
  g6: `<rect x="22" y="66" width="76" height="38" rx="6" fill="#f7c4d4"/>
<rect x="30" y="44" width="60" height="26" rx="6" fill="#fde2e4"/>
<path d="M30 50 C36 58 42 50 48 58 C54 50 60 58 66 50 C72 58 78 50 84 58 C88 52 90 52 90 50" stroke="#e75480" stroke-width="4" fill="none"/>
<path d="M22 74 C30 82 38 74 46 82 C54 74 62 82 70 74 C78 82 86 74 98 80" stroke="#fff" stroke-width="4" fill="none"/>
<rect x="56" y="22" width="8" height="22" rx="3" fill="#7ec8e3"/>
<path d="M60 8 C66 14 66 20 60 21 C54 20 54 14 60 8Z" fill="#ffb703"/>`,
  // perfume
  g7: `<rect x="50" y="18" width="20" height="14" rx="3" fill="#f2c14e"/>
<rect x="54" y="30" width="12" height="10" fill="#e9d8a6"/>
<path d="M30 52 C30 42 40 38 60 38 C80 38 90 42 90 52 L90 100 C90 108 84 112 76 112 L44 112 C36 112 30 108 30 100Z" fill="#c77dff"/>
<path d="M40 56 L40 96" stroke="#fff" stroke-width="6" fill="none" opacity=".5"/>
<circle cx="60" cy="78" r="12" fill="#ffd6ff"/>
<path d="M92 22 L96 14 M100 28 L108 26 M98 20 L104 14" stroke="#c77dff" stroke-width="3" fill="none"/>`,
  // ring
  g8: `<ellipse cx="60" cy="78" rx="34" ry="30" fill="none" stroke="#f2c14e" stroke-width="10"/>
<ellipse cx="60" cy="78" rx="34" ry="30" fill="none" stroke="#fff3b0" stroke-width="3" opacity=".8"/>
<path d="M44 34 L52 22 L68 22 L76 34 L60 52Z" fill="#8ecae6"/>
<path d="M44 34 L76 34 M52 22 L56 34 L60 52 M68 22 L64 34 L60 52" stroke="#219ebc" stroke-width="2" fill="none"/>`,
  // crown
  g9: `<path d="M18 88 L14 34 L38 58 L60 22 L82 58 L106 34 L102 88Z" fill="#ffc300"/>
<rect x="18" y="86" width="84" height="16" rx="4" fill="#f4a300"/>
<circle cx="14" cy="32" r="6" fill="#ff4d6d"/><circle cx="60" cy="20" r="7" fill="#4cc9f0"/><circle cx="106" cy="32" r="6" fill="#ff4d6d"/>
<circle cx="40" cy="94" r="4" fill="#7209b7"/><circle cx="60" cy="94" r="4" fill="#4cc9f0"/><circle cx="80" cy="94" r="4" fill="#7209b7"/>
<path d="M60 48 L66 60 L60 72 L54 60Z" fill="#ef233c"/>`,
  // diamond
  g10: `<path d="M20 44 L38 20 L82 20 L100 44 L60 104Z" fill="#90e0ef"/>
<path d="M20 44 L100 44 M38 20 L48 44 L60 104 M82 20 L72 44 L60 104 M48 44 L60 20 L72 44" stroke="#0077b6" stroke-width="2.5" fill="none"/>
<path d="M38 20 L48 44 L20 44Z" fill="#caf0f8"/><path d="M72 44 L100 44 L60 104Z" fill="#48cae4"/>
<path d="M104 12 L106 20 L114 22 L106 24 L104 32 L102 24 L94 22 L102 20Z" fill="#fff3b0"/>`,
  // sports car
  g11: `<path d="M8 80 C8 68 16 64 28 62 L42 46 C46 42 52 40 60 40 L78 40 C86 40 92 44 96 50 L104 62 C112 64 114 70 114 80 L114 86 L8 86Z" fill="#e63946"/>
<path d="M46 48 L58 48 L58 62 L36 62Z" fill="#bde0fe"/><path d="M64 48 L80 48 C86 48 90 54 92 62 L64 62Z" fill="#bde0fe"/>
<circle cx="32" cy="88" r="13" fill="${OUT}"/><circle cx="32" cy="88" r="6" fill="#adb5bd"/>
<circle cx="90" cy="88" r="13" fill="${OUT}"/><circle cx="90" cy="88" r="6" fill="#adb5bd"/>
<path d="M12 72 L24 72 M104 70 L112 72" stroke="#ffd166" stroke-width="4" fill="none"/>`,
  // castle
  g12: `<rect x="16" y="40" width="22" height="66" fill="#cdb4db"/><rect x="82" y="40" width="22" height="66" fill="#cdb4db"/>
<rect x="36" y="58" width="48" height="48" fill="#e0c3fc"/>
<path d="M12 42 L27 18 L42 42Z" fill="#7b2cbf"/><path d="M78 42 L93 18 L108 42Z" fill="#7b2cbf"/>
<path d="M36 58 L36 50 L44 50 L44 58 M52 58 L52 50 L60 50 L60 58 M68 58 L68 50 L76 50 L76 58" fill="#e0c3fc"/>
<path d="M50 106 L50 86 C50 78 70 78 70 86 L70 106Z" fill="#9d4edd"/>
<path d="M27 18 L27 6 L38 10 L27 13" fill="#ff4d6d"/><path d="M93 18 L93 6 L104 10 L93 13" fill="#ff4d6d"/>
<rect x="23" y="60" width="8" height="12" rx="4" fill="#fff"/><rect x="89" y="60" width="8" height="12" rx="4" fill="#fff"/>`,
  // rocket
  g13: `<path d="M60 8 C80 24 86 50 80 84 L40 84 C34 50 40 24 60 8Z" fill="#f1faee"/>
<path d="M60 8 C70 16 76 26 79 36 L41 36 C44 26 50 16 60 8Z" fill="#e63946"/>
<circle cx="60" cy="54" r="10" fill="#a8dadc"/><circle cx="60" cy="54" r="5" fill="#457b9d"/>
<path d="M40 66 L24 90 L40 84Z" fill="#e63946"/><path d="M80 66 L96 90 L80 84Z" fill="#e63946"/>
<path d="M46 86 C48 100 54 108 60 116 C66 108 72 100 74 86Z" fill="#ffb703"/>
<path d="M52 86 C54 96 57 102 60 106 C63 102 66 96 68 86Z" fill="#fb5607"/>`,
  // fireworks (inactive)
  g14: `<circle cx="60" cy="56" r="8" fill="#ffbe0b"/>
<path d="M60 44 L60 14 M60 68 L60 98 M48 56 L18 56 M72 56 L102 56 M51 47 L30 26 M69 47 L90 26 M51 65 L30 86 M69 65 L90 86" stroke="#ff006e" stroke-width="5" fill="none"/>
<circle cx="60" cy="12" r="4" fill="#3a86ff"/><circle cx="16" cy="56" r="4" fill="#3a86ff"/><circle cx="104" cy="56" r="4" fill="#3a86ff"/>
<circle cx="28" cy="24" r="4" fill="#8338ec"/><circle cx="92" cy="24" r="4" fill="#8338ec"/><circle cx="60" cy="100" r="4" fill="#8338ec"/>`,
};

const BLOBS = ['#fff1f5', '#fef6e4', '#eef6ff', '#f3f0ff', '#effaf3'];

/** Every gift, active or not (the list endpoint filters out inactive ones). */
export const GIFTS: readonly GiftAttachment[] = [
  ['g1', 'Rose', 10, 1],
  ['g2', 'Heart', 20, 1],
  ['g3', 'Kiss', 30, 1],
  ['g4', 'Ice cream', 50, 1],
  ['g5', 'Teddy bear', 99, 1],
  ['g6', 'Cake', 120, 1],
  ['g7', 'Perfume', 199, 1],
  ['g8', 'Ring', 520, 2],
  ['g9', 'Crown', 999, 2],
  ['g10', 'Diamond', 1314, 2],
  ['g11', 'Sports car', 2999, 2],
  ['g12', 'Castle', 3999, 2],
  ['g13', 'Rocket', 5000, 2],
  ['g14', 'Fireworks', 88, 1],
].map(([id, title, price, tab], i) => ({
  id: id as string,
  type: (tab as number) === 2 ? 2 : 1,
  gemsPrice: price as number,
  tabId: tab as number,
  priority: 100 - i,
  title: title as string,
  iconUrl: giftIconPath(id as string),
  isActive: id !== 'g14',
  showArea: 1,
}));

/** A gift by id (active or not). */
export function giftById(id: string): GiftAttachment | undefined {
  return GIFTS.find((g) => g.id === id);
}

/** The active gifts, by tab then priority (highest first). */
export function activeGifts(): GiftAttachment[] {
  return GIFTS.filter((g) => g.isActive).sort((a, b) => a.tabId - b.tabId || b.priority - a.priority);
}

const svgCache = new Map<string, string>();

/** The SVG icon of a gift, or undefined for an unknown id. Wobbly outlines for a hand-drawn look. */
export function giftSvg(id: string): string | undefined {
  const art = ART[id];
  if (!art) return undefined;
  const hit = svgCache.get(id);
  if (hit) return hit;
  const n = Number(id.slice(1));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
<defs><filter id="wobble" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="${n}"/><feDisplacementMap in="SourceGraphic" scale="3.2"/></filter></defs>
<path d="M60 6 C92 4 114 26 114 58 C116 92 92 116 60 114 C26 116 6 92 6 60 C4 28 28 8 60 6Z" fill="${BLOBS[n % BLOBS.length]}"/>
<g filter="url(#wobble)" stroke="${OUT}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round">
${art}
</g></svg>`;
  svgCache.set(id, svg);
  return svg;
}
