import { describe, expect, it } from 'vitest';
import { activePromoBanner, knownSetting, parseSettingValue } from './site-settings';

describe('parseSettingValue', () => {
  it('reads each type and says what to write instead of a wrong value', () => {
    expect(parseSettingValue('text', 'Sale')).toEqual({ ok: true, value: 'Sale' });
    expect(parseSettingValue('boolean', 'true')).toEqual({ ok: true, value: true });
    expect(parseSettingValue('boolean', 'false')).toEqual({ ok: true, value: false });
    expect(parseSettingValue('boolean', 'yes')).toEqual({ ok: false, message: 'Write true or false' });
    expect(parseSettingValue('number', '12.5')).toEqual({ ok: true, value: 12.5 });
    expect(parseSettingValue('number', ' ')).toEqual({ ok: false, message: 'Write a number' });
    expect(parseSettingValue('number', 'Infinity')).toEqual({ ok: false, message: 'Write a number' });
    expect(parseSettingValue('datetime', '2026-12-01T00:00:00+05:30')).toEqual({
      ok: true,
      value: '2026-11-30T18:30:00.000Z',
    });
    expect(parseSettingValue('datetime', '2026-12-01 00:00').ok).toBe(false);
    expect(parseSettingValue('datetime', '2026-13-45T00:00Z').ok).toBe(false);
    expect(parseSettingValue('json', '{"a":[1]}')).toEqual({ ok: true, value: { a: [1] } });
    expect(parseSettingValue('json', '{a')).toEqual({ ok: false, message: 'Write valid JSON' });
    expect(parseSettingValue('text', 'x'.repeat(10_001))).toEqual({
      ok: false,
      message: 'Use at most 10000 characters',
    });
    // Types also arrive from the database as plain text.
    expect(() => parseSettingValue('yaml' as never, 'a')).toThrow('Unknown setting type: yaml');
  });
});

describe('knownSetting', () => {
  it('fixes the type of the settings the apps read and knows no other key', () => {
    expect(knownSetting('feature.help_form')?.type).toBe('boolean');
    expect(knownSetting('toString')).toBeUndefined();
    expect(knownSetting('anything.else')).toBeUndefined();
  });
});

describe('activePromoBanner', () => {
  const settings = {
    'promo_banner.text': 'Winter sale',
    'promo_banner.starts_at': '2026-12-01T00:00:00.000Z',
    'promo_banner.ends_at': '2026-12-10T00:00:00.000Z',
  };
  it('shows the banner inside its window, both ends included', () => {
    expect(activePromoBanner(settings, new Date('2026-12-01T00:00:00.000Z'))?.text).toBe('Winter sale');
    expect(activePromoBanner(settings, new Date('2026-12-10T00:00:00.000Z'))).not.toBeNull();
    expect(activePromoBanner(settings, new Date('2026-11-30T23:59:59.999Z'))).toBeNull();
    expect(activePromoBanner(settings, new Date('2026-12-10T00:00:00.001Z'))).toBeNull();
  });
  it('shows nothing until the text and both ends are set', () => {
    const now = new Date('2026-12-05T00:00:00.000Z');
    expect(activePromoBanner({ ...settings, 'promo_banner.text': ' ' }, now)).toBeNull();
    expect(activePromoBanner({ ...settings, 'promo_banner.ends_at': undefined }, now)).toBeNull();
    expect(activePromoBanner({ ...settings, 'promo_banner.starts_at': null }, now)).toBeNull();
  });
});
