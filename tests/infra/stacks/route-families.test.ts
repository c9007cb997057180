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
    // Registering is not a form under /api/: no uploads, no applications, only its own grants.
    expect(familyOf('POST /api/events/{id}/registrations')).toBe(routeFamilies['POST /api/events']);
    expect(familyOf('POST /api/events/{id}/registrations')).not.toHaveProperty('uploads');
    expect(familyOf('GET /api/events/{id}')).toBe(routeFamilies['GET /api/events']);
  });

  it('lets new routes under a known path inherit its grants', () => {
    expect(familyOf('POST /api/eghl/refund')).toBe(routeFamilies['POST /api/eghl']);
    expect(familyOf('POST /api/partnerForm/{id}')).toBe(routeFamilies['POST /api/partnerForm']);
    expect(familyOf('GET /api/campaign/totals/{slug}')).toBe(routeFamilies['GET /api/campaign']);
  });

  it("gives the members' account routes their own family, apart from the forms under /api", () => {
    expect(familyOf('POST /api/account/sign-up')).toBe(routeFamilies['POST /api/account']);
    expect(familyOf('POST /api/account/password-reset/verify')).toBe(
      routeFamilies['POST /api/account'],
    );
    expect(familyOf('POST /api/partnerForm')).toBe(routeFamilies['POST /api/partnerForm']);
    expect(() => familyOf('POST /api/accounts')).toThrow(/belongs to no family/);
  });

  it("gives the member's profile a read-only family and the account routes no bucket grants", () => {
    const account = routeFamilies['POST /api/account'];
    expect(familyOf('GET /api/account/me')).toBe(routeFamilies['GET /api/account']);
    expect(routeFamilies['GET /api/account'].members).toBe('read');
    expect(account).not.toHaveProperty('uploads');
    expect(account).not.toHaveProperty('uploadTokens');
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

  it('gives the staff sign-in its own family, and staff routes to come none of its grants', () => {
    const signIn = routeFamilies['POST /api/staff/sign-in'];
    expect(familyOf('POST /api/staff/sign-in/verify')).toBe(signIn);
    expect(signIn.audit).toEqual({ write: true });
    expect(familyOf('GET /api/staff/audit')).toBe(routeFamilies['GET /api/staff']);
    expect(routeFamilies['GET /api/staff']).toMatchObject({
      members: 'read',
      audit: { read: true },
    });
    // A new state-changing staff route must say what it may touch.
    expect(() => familyOf('POST /api/staff/payments/{id}/query')).toThrow(/belongs to no family/);
  });

  it("gives staff's events routes their own narrow families: reads, writes, registrants", () => {
    const reads = routeFamilies['GET /api/staff/events'];
    expect(familyOf('GET /api/staff/events')).toBe(reads);
    expect(familyOf('GET /api/staff/events/{id}')).toBe(reads);
    expect(reads).toMatchObject({ members: 'read', events: 'read' });
    expect(reads).not.toHaveProperty('audit');
    const writes = routeFamilies['POST /api/staff/events'];
    expect(familyOf('POST /api/staff/events/{id}')).toBe(writes);
    expect(writes).toMatchObject({ members: 'read', events: 'edit', audit: { write: true } });
    const registrants = routeFamilies['GET /api/staff/events/{id}/registrations'];
    expect(familyOf('GET /api/staff/events/{id}/registrations')).toBe(registrants);
    expect(registrants).toMatchObject({ events: 'registrants' });
    expect(registrants).not.toHaveProperty('audit');
    // The export hands over personal data in bulk: it alone of the reads writes the audit trail.
    expect(familyOf('GET /api/staff/events/{id}/registrations/export')).toMatchObject({
      events: 'registrants',
      audit: { write: true },
    });
    for (const family of [reads, writes, registrants]) {
      expect(family).not.toHaveProperty('ledger');
      expect(family).not.toHaveProperty('listing');
      expect(family).not.toHaveProperty('sms');
    }
  });
});
