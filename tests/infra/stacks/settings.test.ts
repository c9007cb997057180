import { afterEach, describe, expect, it, vi } from 'vitest';
import { localSiteOrigin, siteOrigins } from '../../../infra/stacks/settings';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('siteOrigins', () => {
  it('reads the comma-separated SITE_ORIGINS', () => {
    vi.stubEnv('SITE_ORIGINS', 'https://a.example, https://www.a.example/');
    expect(siteOrigins('prod')).toEqual(['https://a.example', 'https://www.a.example']);
  });

  it('falls back to the local web app on stages other than prod', () => {
    vi.stubEnv('SITE_ORIGINS', '');
    expect(siteOrigins('alice')).toEqual([localSiteOrigin]);
  });

  it('refuses to guess the origins of prod', () => {
    vi.stubEnv('SITE_ORIGINS', '');
    expect(() => siteOrigins('prod')).toThrow(/SITE_ORIGINS/);
  });

  it('rejects an entry that is not an origin', () => {
    vi.stubEnv('SITE_ORIGINS', 'https://a.example/path');
    expect(() => siteOrigins('prod')).toThrow(/not an origin/);
  });
});
