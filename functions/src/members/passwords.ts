import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Members' passwords, hashed with Node's own scrypt (OpenSSL's) at OWASP's recommended minimum
 * for it: N = 2^17, r = 8, p = 1 (128 MiB and about half a second of one core per hash), a
 * 16-byte random salt and a 32-byte key. Argon2id would be OWASP's first choice, but Node 22 (the
 * Lambda runtime) has no Argon2 of its own and the libraries that provide it are native addons
 * that esbuild cannot bundle for ARM Lambda, or WebAssembly ports run slower than the platform's
 * scrypt; docs/security.md, "Members' accounts", says more. A stored hash names its parameters
 * (`scrypt$ln=17,r=8,p=1$salt$key`, base64url), so stronger ones can come later: a member
 * signing in with a hash of weaker ones is rehashed (`outdated`).
 */

interface Parameters {
  /** log2 of N, the cost. */
  ln: number;
  r: number;
  p: number;
}

/** The parameters new hashes get. */
export const currentParameters: Parameters = { ln: 17, r: 8, p: 1 };

const saltBytes = 16;
const keyBytes = 32;

/** scrypt needs 128 · N · r bytes; Node's default ceiling (32 MiB) is raised to twice that. */
const optionsOf = ({ ln, r, p }: Parameters): ScryptOptions => ({
  N: 2 ** ln,
  r,
  p,
  maxmem: 2 * 128 * 2 ** ln * r,
});

const derive = (password: string, salt: Buffer, parameters: Parameters, length: number) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, optionsOf(parameters), (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });

const encode = (parameters: Parameters, salt: Buffer, key: Buffer) =>
  `scrypt$ln=${parameters.ln},r=${parameters.r},p=${parameters.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

const stored = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]{16,})\$([\w-]{32,})$/;

const decode = (hash: string) => {
  const match = stored.exec(hash);
  if (!match) return undefined;
  const [, ln, r, p, salt = '', key = ''] = match;
  return {
    parameters: { ln: Number(ln), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
};

/** A new self-describing hash of `password` with a fresh salt and the current parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  return encode(currentParameters, salt, await derive(password, salt, currentParameters, keyBytes));
}

/**
 * Stands in for the hash of a number no account has, so that signing in with it costs what a
 * wrong password costs (same parameters, a key nothing derives to).
 */
const dummyHash = encode(currentParameters, randomBytes(saltBytes), randomBytes(keyBytes));

export interface PasswordCheck {
  ok: boolean;
  /** The hash was made with weaker parameters than the current ones: store a new one. */
  outdated: boolean;
}

/**
 * Checks `password` against a stored hash in constant time (timingSafeEqual); with no hash (an
 * unknown number) it spends the same time on a dummy and fails.
 */
export async function verifyPassword(
  password: string,
  hash: string | undefined,
): Promise<PasswordCheck> {
  const decoded = decode(hash ?? dummyHash) ?? decode(dummyHash);
  if (!decoded) throw new Error('The dummy password hash does not decode');
  const key = await derive(password, decoded.salt, decoded.parameters, decoded.key.length);
  const ok = hash !== undefined && timingSafeEqual(key, decoded.key);
  const { ln, r, p } = decoded.parameters;
  const outdated = ln < currentParameters.ln || r < currentParameters.r || p < currentParameters.p;
  return { ok, outdated };
}
