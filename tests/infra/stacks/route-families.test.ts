import { describe, expect, it } from 'vitest';
import { routes } from '../../../infra/routes';
import { familyOf, routeFamilies } from '../../../infra/stacks/route-families';

describe('route families', () => {
  it.each(Object.keys(routes))('%s belongs to a family', (key) => {
    expect(() => familyOf(key)).not.toThrow();
  });

  it('picks the longest matching prefix', () => {
    expect(familyOf('POST /payments/{id}/query')).toBe(routeFamilies['POST /payments/{id}/query']);
    expect(familyOf('POST /payments/verify')).toBe(routeFamilies['POST /payments/verify']);
    expect(familyOf('POST /payments')).toBe(routeFamilies['POST /payments']);
    expect(familyOf('POST /payments/{id}/refund')).toBe(routeFamilies['POST /payments']);
    // Registering is not a form under /api/: no uploads, no applications, only its own grants.
    expect(familyOf('POST /api/events/{id}/registrations')).toBe(routeFamilies['POST /api/events']);
    expect(familyOf('POST /api/events/{id}/registrations')).not.toHaveProperty('uploads');
    expect(familyOf('GET /api/events/{id}')).toBe(routeFamilies['GET /api/events']);
  });

  it('lets new routes under a known path inherit its grants', () => {
    expect(familyOf('POST /eghl/refund')).toBe(routeFamilies['POST /eghl']);
    expect(familyOf('POST /api/volunteerForm')).toBe(routeFamilies['POST /api/']);
    expect(familyOf('GET /campaign/totals/{slug}')).toBe(routeFamilies['GET /campaign']);
  });

  it('matches whole path segments and methods only', () => {
    expect(() => familyOf('POST /paymentsAdmin')).toThrow(/belongs to no family/);
    expect(() => familyOf('DELETE /payments/{id}')).toThrow(/belongs to no family/);
    expect(() => familyOf('GET /uploads')).toThrow(/belongs to no family/);
  });

  it('keeps every burst at least the steady rate', () => {
    for (const { throttle } of Object.values(routeFamilies)) {
      expect(throttle.rate).toBeGreaterThan(0);
      expect(throttle.burst).toBeGreaterThanOrEqual(throttle.rate);
    }
  });
});
