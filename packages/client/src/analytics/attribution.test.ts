import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../common/storage.ts';
import { attributionParams, attributionProperties, recordVisit } from './attribution.ts';

describe('attribution record (spec §3)', () => {
  it('keeps the known parameters and builds the record from them', () => {
    expect(attributionParams('?adj_t=abc&utm_source=fb&x=1&utm_campaign=' + 'c'.repeat(300))).toEqual({ adj_t: 'abc', utm_source: 'fb', utm_campaign: 'c'.repeat(100) });
    const s = memoryStorage();
    const r = recordVisit(s, '?adj_t=trk1&adj_campaign=spring&adj_adgroup=g1&adj_creative=v2&adj_label=lbl&utm_source=meta', 'device-1', 5);
    expect(r).toEqual({
      adid: 'device-1', tracker_token: 'trk1', tracker_name: 'meta', network: '', campaign: 'spring', adgroup: 'g1', creative: 'v2', click_label: 'lbl',
      state: 'attributed', params: { adj_t: 'trk1', adj_campaign: 'spring', adj_adgroup: 'g1', adj_creative: 'v2', adj_label: 'lbl', utm_source: 'meta' }, at: 5,
    });
    expect(attributionProperties(r)).toMatchObject({ tracker_token: 'trk1', param_adj_t: 'trk1', state: 'attributed' });
  });

  it('reads the landing URL under the §9 query-string limits: parameters after the 1,000th are not read', () => {
    const filler = Array.from({ length: 1000 }, (_, i) => `f${i}=1`).join('&');
    expect(attributionParams(`?${filler}&utm_source=late`)).toEqual({});
    expect(attributionParams(`?utm_source=early&${filler}`)).toEqual({ utm_source: 'early' });
    expect(attributionParams('?utm_source=a&utm_source=b&utm_medium[x]=y&gclid=%20')).toEqual({ utm_source: 'a', gclid: ' ' });
  });

  it('first touch wins; an organic visit is kept only when nothing is; bad storage reads as none', () => {
    const s = memoryStorage();
    expect(recordVisit(s, '', 'd', 1).state).toBe('organic');
    expect(recordVisit(s, '?gclid=xyz', 'd', 2)).toMatchObject({ state: 'attributed', network: 'google', at: 2 });
    expect(recordVisit(s, '?utm_source=other', 'd', 3).at).toBe(2);
    expect(recordVisit(s, '', 'd', 4).at).toBe(2);
    s.setItem('attribution', '{"state":"hacked"}');
    expect(recordVisit(s, '', 'd', 6)).toMatchObject({ state: 'organic', at: 6 });
  });
});
