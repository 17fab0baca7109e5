import { describe, expect, it } from 'vitest';
import { campaignOf, firstTouchKeeper } from './first-touch';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('first-touch campaign', () => {
  it('reads the three UTM parameters of an address and nothing else', () => {
    expect(campaignOf('?utm_source=newsletter&utm_medium=email&utm_campaign=winter&gclid=x')).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter',
    });
    expect(campaignOf('?page=2')).toBeUndefined();
  });

  it('keeps the campaign of the first landing: a later landing from another campaign does not replace it', () => {
    const storage = memoryStorage();
    expect(firstTouchKeeper('?utm_source=newsletter', storage)()).toEqual({ utm_source: 'newsletter' });
    expect(firstTouchKeeper('?utm_source=instagram&utm_campaign=reel', storage)()).toEqual({
      utm_source: 'newsletter',
    });
    expect(firstTouchKeeper('', memoryStorage())()).toBeUndefined();
  });
});
