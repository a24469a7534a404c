/**
 * NUL characters (U+0000) in client text (issue 16.7). PostgreSQL refuses them in `text` and
 * `jsonb`, so a request carrying one used to fail half-way with HTTP 500 and leave partial rows.
 * Every body is checked before anything runs: HTTP 400, nothing stored.
 */

/** The path (`data.nickName`, `[3].event`) of the first string or key holding U+0000, or undefined. */
export function nulPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = nulPath(value[i], `${path}[${i}]`, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return here;
    const hit = nulPath(v, here, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}
