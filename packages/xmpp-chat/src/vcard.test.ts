import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import xml from '@xmpp/xml';
import { parseVCard, VCARD_NS, VCARD_TEXT_MAX } from './vcard.ts';

const card = (...children: ReturnType<typeof xml>[]) => xml('vCard', { xmlns: VCARD_NS }, ...children);

describe('vCard (XEP-0054, spec §3 user card)', () => {
  it('reads the user card fields', () => {
    const v = parseVCard(card(
      xml('FN', {}, ' Riya Sharma '), xml('NICKNAME', {}, 'Riya'), xml('BDAY', {}, '1999-04-02'),
      xml('PHOTO', {}, xml('EXTVAL', {}, '/media/avatars/100001.svg')), xml('DESC', {}, 'Hi!'),
      xml('TEL', {}, xml('NUMBER', {}, '+91 1')), xml('EMAIL', {}, xml('USERID', {}, 'r@example.org')),
      xml('ADR', {}, xml('LOCALITY', {}, 'Pune'), xml('REGION', {}, 'MH'), xml('CTRY', {}, 'in')),
    ));
    expect(v).toEqual({
      fn: 'Riya Sharma', nickName: 'Riya', birthday: '1999-04-02', avatarUrl: '/media/avatars/100001.svg', about: 'Hi!',
      tel: '+91 1', email: 'r@example.org', country: 'IN', address: 'Pune, MH',
    });
  });

  it('leaves unsafe or malformed fields empty and keeps the rest', () => {
    const v = parseVCard(card(
      xml('NICKNAME', {}, 'Ok'), xml('PHOTO', {}, xml('EXTVAL', {}, 'javascript:alert(1)')),
      xml('BDAY', {}, 'yesterday'), xml('ADR', {}, xml('CTRY', {}, 'India')), xml('DESC', {}, 'x'.repeat(5000)),
    ));
    expect(v).toMatchObject({ nickName: 'Ok', avatarUrl: '', birthday: '', country: '', address: '' });
    expect(v.about).toHaveLength(VCARD_TEXT_MAX);
    expect(parseVCard(card()).fn).toBe('');
  });

  it('refuses an element that is not a vCard', () => {
    expect(() => parseVCard(xml('query', { xmlns: 'jabber:iq:version' }))).toThrow(TypeError);
    expect(() => parseVCard(xml('vCard', { xmlns: 'urn:other' }))).toThrow(TypeError);
  });

  it('never lets a photo through that is not http(s) or /media/', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const url = parseVCard(card(xml('PHOTO', {}, xml('EXTVAL', {}, s)))).avatarUrl;
      expect(url === '' || /^(https?:\/\/|\/media\/)/i.test(url)).toBe(true);
    }));
  });
});
