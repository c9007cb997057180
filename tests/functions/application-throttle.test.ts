import { describe, expect, it } from 'vitest';
import { clientOf, throttleRules } from '../../functions/src/lib/throttle';

describe('clientOf', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf(' 10.0.0.1 ')).toBe('10.0.0.1');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(clientOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(clientOf('2001:0db8:85a3:08d3::1')).toBe(network);
    expect(clientOf('2001:DB8:85A3:8D3:ffff::')).toBe(network);
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything unreadable as it is, and names a missing address', () => {
    expect(clientOf('not:an:address::x::y')).toBe('not:an:address::x::y');
    expect(clientOf('')).toBe('unknown');
  });
});

describe('throttleRules', () => {
  it('gives uploads more room than applications, both per ten minutes', () => {
    expect(throttleRules.uploads.limit).toBeGreaterThan(throttleRules.applications.limit);
    expect(throttleRules.uploads.windowSeconds).toBe(600);
    expect(throttleRules.applications.windowSeconds).toBe(600);
  });
});
