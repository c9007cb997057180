import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../functions/src/members/passwords';

/** A stored hash of `password` with scrypt parameters `ln` (log2 N), r = 8, p = 1. */
const hashWith = (password: string, ln: number) => {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** ln, r: 8, p: 1 });
  return `scrypt$ln=${ln},r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

describe("members' password hashes", { timeout: 60_000 }, () => {
  it("are scrypt at OWASP's parameters with a fresh 16-byte salt, never the password", async () => {
    const [first, second] = await Promise.all([
      hashPassword('kopi-o-kaw-2024'),
      hashPassword('kopi-o-kaw-2024'),
    ]);
    expect(first).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('kopi');
  });

  it('check the right password, refuse a wrong one, and read composed and decomposed text alike', async () => {
    const hash = await hashPassword('Café-Kopitiam-88');
    expect(await verifyPassword('Café-Kopitiam-88', hash)).toEqual({ ok: true, outdated: false });
    expect((await verifyPassword('Cafe\u0301-Kopitiam-88', hash)).ok).toBe(true);
    expect((await verifyPassword('cafe-kopitiam-88', hash)).ok).toBe(false);
  });

  it('say when a hash has weaker parameters than the current ones', async () => {
    expect(await verifyPassword('teh-tarik-2025', hashWith('teh-tarik-2025', 14))).toEqual({
      ok: true,
      outdated: true,
    });
  });

  it('refuse with no hash (an unknown number) or a malformed one', async () => {
    expect((await verifyPassword('teh-tarik-2025', undefined)).ok).toBe(false);
    expect((await verifyPassword('teh-tarik-2025', 'teh-tarik-2025')).ok).toBe(false);
    expect((await verifyPassword('', '')).ok).toBe(false);
  });
});
