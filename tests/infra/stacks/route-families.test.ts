import { describe, expect, it } from 'vitest';
import { routes } from '../../../infra/routes';
import { familyOf, routeFamilies } from '../../../infra/stacks/route-families';

describe('route families', () => {
  it.each(Object.keys(routes))('%s belongs to a family', (key) => {
    expect(() => familyOf(key)).not.toThrow();
  });

  it('picks the longest matching prefix', () => {
    expect(familyOf('POST /api/payments/{id}/query')).toBe(
      routeFamilies['POST /api/payments/{id}/query'],
    );
    expect(familyOf('POST /api/payments/verify')).toBe(routeFamilies['POST /api/payments/verify']);
    expect(familyOf('POST /api/payments')).toBe(routeFamilies['POST /api/payments']);
    expect(familyOf('POST /api/payments/{id}/refund')).toBe(routeFamilies['POST /api/payments']);
  });

  it('lets new routes under a known path inherit its grants', () => {
    expect(familyOf('POST /api/eghl/refund')).toBe(routeFamilies['POST /api/eghl']);
    expect(familyOf('POST /api/partnerForm/{id}')).toBe(routeFamilies['POST /api/partnerForm']);
    expect(familyOf('GET /api/campaign/totals/{slug}')).toBe(routeFamilies['GET /api/campaign']);
  });

  it('matches whole path segments and methods only', () => {
    expect(() => familyOf('POST /api/paymentsAdmin')).toThrow(/belongs to no family/);
    // Everything is under /api: a new route there still says what it may touch.
    expect(() => familyOf('POST /api/volunteerForm')).toThrow(/belongs to no family/);
    expect(() => familyOf('DELETE /api/payments/{id}')).toThrow(/belongs to no family/);
    expect(() => familyOf('GET /api/uploads')).toThrow(/belongs to no family/);
  });

  it('keeps every burst at least the steady rate', () => {
    for (const { throttle } of Object.values(routeFamilies)) {
      expect(throttle.rate).toBeGreaterThan(0);
      expect(throttle.burst).toBeGreaterThanOrEqual(throttle.rate);
    }
  });
});
