import { apiPaths } from '@gsk/core/api';
import { describe, expect, it } from 'vitest';
import { route, routes } from '../../../infra/routes';
import { familyKeyOf, familyOf, routeFamilies } from '../../../infra/stacks/route-families';

const served = Object.keys(routes);

describe('route families', () => {
  it.each(served)(
    '%s belongs to exactly one family: its own route or a route it is under',
    (key) => {
      const familyKey = familyKeyOf(key);
      expect(served).toContain(familyKey);
      expect(key === familyKey || key.startsWith(`${familyKey}/`)).toBe(true);
      expect(familyOf(key)).toBe(routeFamilies[familyKey as keyof typeof routeFamilies]);
    },
  );

  it('keys every family by a route the API serves, so no family is left behind by a rename', () => {
    for (const key of Object.keys(routeFamilies)) expect(served).toContain(key);
  });

  it('picks the longest matching prefix', () => {
    const query = route('POST', apiPaths.queryPayment);
    expect(familyOf(query)).toBe(routeFamilies[query]);
    const verify = route('POST', apiPaths.verifyPayment);
    expect(familyOf(verify)).toBe(routeFamilies[verify]);
    const payments = route('POST', apiPaths.payments);
    expect(familyOf(payments)).toBe(routeFamilies[payments]);
    expect(familyOf(`${payments}/{id}/refund`)).toBe(routeFamilies[payments]);
    // Registering is not a form under /api/: no uploads, no applications, only its own grants.
    const register = route('POST', apiPaths.eventRegistrations);
    expect(familyOf(register)).toBe(routeFamilies[register]);
    expect(familyOf(register)).not.toHaveProperty('uploads');
    const events = route('GET', apiPaths.events);
    expect(familyOf(route('GET', apiPaths.event))).toBe(routeFamilies[events]);
  });

  it('lets new routes under a known path inherit its grants', () => {
    const callback = route('POST', apiPaths.eghlCallback);
    expect(familyOf(`${callback}/retry`)).toBe(routeFamilies[callback]);
    const partnerForm = route('POST', apiPaths.partnerForm);
    expect(familyOf(`${partnerForm}/{id}`)).toBe(routeFamilies[partnerForm]);
    const totals = route('GET', apiPaths.campaignTotals);
    expect(familyOf(`${totals}/{slug}`)).toBe(routeFamilies[totals]);
  });

  it("gives the members' account routes their own family, apart from the forms under /api", () => {
    const account = familyOf(route('POST', apiPaths.signIn));
    for (const path of [
      apiPaths.signUp,
      apiPaths.signUpVerify,
      apiPaths.otpResend,
      apiPaths.signOut,
      apiPaths.changePassword,
      apiPaths.passwordReset,
      apiPaths.passwordResetVerify,
      apiPaths.passwordResetComplete,
    ]) {
      expect(familyOf(route('POST', path))).toBe(account);
    }
    expect(familyOf(route('POST', apiPaths.partnerForm))).not.toBe(account);
    expect(() => familyOf(`${route('POST', apiPaths.signIn)}s`)).toThrow(/belongs to no family/);
  });

  it("gives the member's profile a read-only family and the account routes no bucket grants", () => {
    const account = familyOf(route('POST', apiPaths.signUp));
    expect(familyOf(route('GET', apiPaths.me))).toMatchObject({ members: 'read' });
    expect(familyOf(route('GET', apiPaths.me))).not.toHaveProperty('sms');
    // Changing one's details updates the profile only: no code, no SMS, no counters.
    const details = familyOf(route('POST', apiPaths.profile));
    expect(details).toMatchObject({ members: 'profile' });
    expect(details).not.toBe(account);
    for (const grant of ['sms', 'counters', 'uploads']) expect(details).not.toHaveProperty(grant);
    expect(account).not.toHaveProperty('uploads');
    expect(account).not.toHaveProperty('uploadTokens');
  });

  it('matches whole path segments and methods only', () => {
    expect(() => familyOf(`${route('POST', apiPaths.payments)}Admin`)).toThrow(
      /belongs to no family/,
    );
    // Everything is under /api: a new route there still says what it may touch.
    expect(() => familyOf(route('POST', '/api/volunteerForm'))).toThrow(/belongs to no family/);
    expect(() => familyOf(`DELETE ${apiPaths.payment}`)).toThrow(/belongs to no family/);
    expect(() => familyOf(route('GET', apiPaths.uploads))).toThrow(/belongs to no family/);
  });

  it('keeps every burst at least the steady rate', () => {
    for (const { throttle } of Object.values(routeFamilies)) {
      expect(throttle.rate).toBeGreaterThan(0);
      expect(throttle.burst).toBeGreaterThanOrEqual(throttle.rate);
    }
  });

  it('gives the staff sign-in its own family, and staff routes to come none of its grants', () => {
    const signIn = familyOf(route('POST', apiPaths.staffSignIn));
    expect(familyOf(route('POST', apiPaths.staffSignInVerify))).toBe(signIn);
    expect(signIn.audit).toEqual({ write: true });
    expect(familyOf(route('GET', apiPaths.staffAudit))).toMatchObject({
      members: 'read',
      audit: { read: true },
    });
    // A new staff route must say what it may touch.
    expect(() => familyOf(`POST ${apiPaths.staffPayment}/query`)).toThrow(/belongs to no family/);
    expect(() => familyOf(route('GET', '/api/staff/reports'))).toThrow(/belongs to no family/);
  });

  it("gives staff's events routes their own narrow families: reads, writes, registrants", () => {
    const reads = familyOf(route('GET', apiPaths.staffEvents));
    expect(familyOf(route('GET', apiPaths.staffEvent))).toBe(reads);
    expect(reads).toMatchObject({ members: 'read', events: 'read' });
    expect(reads).not.toHaveProperty('audit');
    const writes = familyOf(route('POST', apiPaths.staffEvents));
    expect(familyOf(route('POST', apiPaths.staffEvent))).toBe(writes);
    expect(writes).toMatchObject({ members: 'read', events: 'edit', audit: { write: true } });
    const registrants = familyOf(route('GET', apiPaths.staffEventRegistrations));
    expect(registrants).toMatchObject({ events: 'registrants' });
    expect(registrants).not.toHaveProperty('audit');
    // The export hands over personal data in bulk: it alone of the reads writes the audit trail.
    expect(familyOf(route('GET', apiPaths.staffEventRegistrationsExport))).toMatchObject({
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
