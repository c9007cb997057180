import { randomInt } from 'node:crypto';

/** Longest PaymentID (and OrderNumber) the gateway accepts. */
export const PAYMENT_ID_MAX_LENGTH = 20;

/**
 * The letters a PaymentID uses: capitals that cannot be mistaken for a digit when an id is read
 * out over the phone or copied by hand (no B, I, L, O, S or Z: 8, 1, 1, 0, 5, 2).
 */
export const PAYMENT_ID_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';

/** Letter-and-two-digit suffixes available per timestamp: A00 to Y99. */
const SUFFIXES = PAYMENT_ID_LETTERS.length * 100;

/** Once half the suffixes of a timestamp are taken, the generator moves on to the next one. */
const SUFFIX_BUDGET = SUFFIXES / 2;

/** Where a PaymentID generator takes its time and its randomness from. */
export interface PaymentIdSource {
  /** Milliseconds since the epoch; `Date.now` by default. */
  now?: () => number;
  /** A uniform random integer in [0, max); `crypto.randomInt` by default. */
  randomInt?: (max: number) => number;
}

/**
 * Makes a PaymentID generator: timestamp in milliseconds + one random letter + two random digits +
 * '01' (18 characters until the year 2286, never more than 20). One generator never returns the
 * same id twice: it keeps a logical clock that never goes back, remembers the suffixes drawn for
 * the current timestamp, and moves the clock on by a millisecond once half of them are used. Ids
 * of separate processes can still meet; the ledger's conditional write rejects the rare clash.
 */
export function createPaymentIdGenerator(source: PaymentIdSource = {}): () => string {
  const now = source.now ?? Date.now;
  const draw = source.randomInt ?? ((max: number) => randomInt(max));
  let clock = 0;
  const used = new Set<number>();
  return () => {
    const time = Math.floor(now());
    if (time > clock) {
      clock = time;
      used.clear();
    } else if (used.size >= SUFFIX_BUDGET) {
      clock += 1;
      used.clear();
    }
    let suffix = Math.abs(Math.trunc(draw(SUFFIXES))) % SUFFIXES;
    while (used.has(suffix)) suffix = (suffix + 1) % SUFFIXES;
    used.add(suffix);
    const letter = PAYMENT_ID_LETTERS.charAt(Math.floor(suffix / 100));
    const digits = String(suffix % 100).padStart(2, '0');
    const id = `${clock}${letter}${digits}01`;
    if (id.length > PAYMENT_ID_MAX_LENGTH) {
      throw new RangeError(`PaymentID ${id} is longer than ${PAYMENT_ID_MAX_LENGTH} characters`);
    }
    return id;
  };
}

/** The process's PaymentID generator (see `createPaymentIdGenerator`). */
export const nextPaymentId: () => string = createPaymentIdGenerator();

/**
 * Whether a string has the shape of a PaymentID: digits, a capital letter, two digits, '01'. Any
 * capital is accepted, so ids issued before the letters were narrowed still read as ids.
 */
export function isPaymentId(value: string): boolean {
  return value.length <= PAYMENT_ID_MAX_LENGTH && /^\d{1,15}[A-Z]\d{2}01$/.test(value);
}
