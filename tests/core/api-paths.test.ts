import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@gsk/core/api';
import { apiPathPattern } from '../../infra/site-delivery';

describe("the API's paths (core/src/api/paths.ts)", () => {
  it("are all under the site's /api, which CloudFront and the local proxies pass to the API", () => {
    const prefix = apiPathPattern.replace(/\*$/, '');
    expect(prefix).toBe('/api/');
    for (const [name, path] of Object.entries(apiPaths)) expect(path, name).toMatch(/^\/api\/./);
  });

  it('keep the spec’s default partner path', () => {
    expect(apiPaths.partnerForm).toBe('/api/partnerForm');
  });

  it('are filled with URL-encoded parameters', () => {
    expect(apiPath(apiPaths.queryPayment, { id: 'A1/..' })).toBe('/api/payments/A1%2F../query');
    expect(apiPath(apiPaths.health)).toBe('/api/health');
  });
});
