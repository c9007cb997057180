import { randomUUID } from 'node:crypto';
import { contributionTypes, interests, qualifications } from '@gsk/core/application';
import { enterpriseSlugs } from '@gsk/core/enterprise';
import { afterAll, describe, expect, it } from 'vitest';
import { keysUnder, localS3, objectBytes, send } from './application-client';
import { ownStack } from '../support/own-stack';

/**
 * A stack of the file's own: "nothing written" is checked over the whole upload folder of each form,
 * which the other files' applications write to and take from.
 */
const urls = (await ownStack()).urls;
const s3 = localS3(urls.s3);
afterAll(() => s3.destroy());

/** Bodies per form endpoint. */
const CASES = 2000;
/** Requests in flight at once. */
const PARALLEL = 8;
/** Every fuzzed application names this domain, so a stored one would be recognised. */
const FUZZ_DOMAIN = 'fuzz.test';

/** A small seeded generator (mulberry32), so a failing run can be replayed from its seed. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const pieces = [
    'a',
    'Z',
    '0',
    ' ',
    '-',
    '+',
    '(',
    '@',
    '.',
    '/',
    '\\',
    '..',
    '%00',
    '\u0000',
    '\r\n',
    '"',
    "'",
    '<script>',
    '${x}',
    '{{x}}',
    'é',
    'ß',
    '漢',
    '🍲',
    '\u202e',
    '\ud800',
    'null',
    'undefined',
    '[]',
    '{}',
    '--',
    '\t',
  ];
  const text = (max = 40) => Array.from({ length: int(max) }, () => pick(pieces)).join('');
  return { next, int, pick, text };
};

type Random = ReturnType<typeof generator>;
type Fields = Record<string, string | string[]>;

const validPartner = (r: Random): Fields => ({
  name: `Fuzz ${r.int(1e6)}`,
  email: `fuzz${r.int(1e6)}@${FUZZ_DOMAIN}`,
  phone: '+60 12-345 6789',
  contributionType: r.pick(contributionTypes),
  enterpriseType: r.pick(enterpriseSlugs),
  additionalComments: r.text(20),
});

const validExpert = (r: Random): Fields => ({
  name: `Fuzz ${r.int(1e6)}`,
  email: `fuzz${r.int(1e6)}@${FUZZ_DOMAIN}`,
  phone: '03-1234 5678',
  qualification: r.pick(qualifications),
  interest: r.pick(interests),
  cvKey: `uploads/expert/${randomUUID()}.pdf`,
});

const required = {
  partner: ['name', 'email', 'phone', 'contributionType', 'enterpriseType'],
  expert: ['name', 'email', 'phone', 'qualification', 'interest', 'cvKey'],
} as const;
const choices = {
  partner: ['contributionType', 'enterpriseType'],
  expert: ['qualification', 'interest'],
} as const;

type Form = 'partner' | 'expert';

/**
 * Ways to make a body invalid, each certain to be refused: by the schema, or (a key without its
 * upload token) by the token check.
 */
const breakers: ((fields: Fields, form: Form, r: Random) => void)[] = [
  (fields, form, r) => {
    delete fields[r.pick(required[form])];
  },
  (fields, form, r) => {
    fields[r.pick(required[form])] = r.pick(['', ' ', '\t\r\n']);
  },
  (fields, _form, r) => {
    fields.email = r.pick([
      'plainaddress',
      '@fuzz.test',
      'a@',
      'a@@fuzz.test',
      'a b@fuzz.test',
      r.text(10).replace(/@/g, ''),
    ]);
  },
  (fields, _form, r) => {
    fields.phone = `012${r.pick(['x', 'abc', '#', '*', '.', '/', '漢'])}345`;
  },
  (fields, form, r) => {
    // Codes and the spec's labels are accepted in any case and spacing ('EQUITY', 'Kesum'), so
    // only values that are none of the options break the field.
    fields[r.pick(choices[form])] = r.pick([
      '',
      '1',
      'equity partner of kesum',
      'Become a Partner',
      `x${r.text(12)}`,
    ]);
  },
  (fields) => {
    fields.name = 'N'.repeat(101);
  },
  (fields, form) => {
    if (form === 'partner') fields.additionalComments = 'c'.repeat(2001);
    else fields.name = 'N'.repeat(500);
  },
  (fields, _form, r) => {
    fields.cvKey = r.pick([
      'uploads/../applications/x/application.json',
      '/etc/passwd',
      'uploads/',
      'uploads/./x.pdf',
      'uploads\\x.pdf',
      `uploads/x\u0000.pdf`,
      `uploads/${'a'.repeat(1100)}.pdf`,
      'applications/x/cv.pdf',
      `uploads/partner/${randomUUID()}.exe`,
    ]);
  },
  (fields, form) => {
    fields.cvKey = `uploads/${form}/${randomUUID()}.pdf`;
    if (form === 'expert') return;
    // A key that was never handed out, with no token: the token check refuses it.
  },
  (fields, form, r) => {
    const field = r.pick(required[form]);
    fields[field] = [String(fields[field] ?? ''), r.text(5)];
  },
];

/** The breakers the schema itself refuses (the others need the CV check). */
const fieldBreakers = breakers.slice(0, 7);

/** Fields that are not the form's: ignored by the schema, never a reason to store. */
const noise = (fields: Fields, r: Random) => {
  const names = [
    '__proto__',
    'constructor',
    'toString',
    'cvFile',
    'language',
    'id',
    r.text(8) || 'x',
  ];
  for (let i = r.int(3); i > 0; i -= 1) fields[r.pick(names)] = r.text(30);
};

interface FuzzCase {
  label: string;
  contentType?: string;
  body?: Buffer;
}

const encodeFields = async (fields: Fields) => {
  const flat: Record<string, string> = {};
  const arrays: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) arrays.push([`${name}[]`, item]);
    else flat[name] = value;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(flat)) form.append(name, value);
  for (const [name, value] of arrays) form.append(name, value);
  const request = new Request('http://fuzz.test/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
};

const randomBytes = (r: Random, length: number) =>
  Buffer.from(Array.from({ length }, () => r.int(256)));

/** One random or malformed body for a form endpoint. */
const fuzzCase = async (form: Form, r: Random): Promise<FuzzCase> => {
  const fields = form === 'partner' ? validPartner(r) : validExpert(r);
  const kind = r.int(100);
  if (kind < 55) {
    for (let i = 1 + r.int(3); i > 0; i -= 1) r.pick(breakers)(fields, form, r);
    noise(fields, r);
    if (r.int(4) === 0) {
      // A filled honeypot is answered 201 once the fields pass the schema, so it comes with a
      // field the schema refuses.
      r.pick(fieldBreakers)(fields, form, r);
      fields.homepage = 'https://spam.example';
    }
    const encoded = await encodeFields(fields);
    return { label: 'broken fields', ...encoded };
  }
  if (kind < 65) {
    r.pick(fieldBreakers)(fields, form, r);
    const encoded = await encodeFields(fields);
    const cut = r.int(encoded.body.length);
    return {
      label: 'truncated multipart',
      contentType: encoded.contentType,
      body: encoded.body.subarray(0, cut),
    };
  }
  if (kind < 75) {
    const boundary = `----fuzz${r.int(1e9)}`;
    return {
      label: 'random bytes as multipart',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body:
        r.int(2) === 0
          ? randomBytes(r, r.int(4096))
          : Buffer.from(`--${boundary}\r\n${r.text(200)}`),
    };
  }
  if (kind < 82) {
    r.pick(fieldBreakers)(fields, form, r);
    return {
      label: 'another content type',
      contentType: r.pick([
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'application/octet-stream',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=bad boundary!',
        'multipart/mixed; boundary=abc',
      ]),
      body: Buffer.from(
        r.int(2) === 0
          ? JSON.stringify(fields)
          : new URLSearchParams(fields as Record<string, string>).toString(),
      ),
    };
  }
  if (kind < 87)
    return {
      label: 'no body',
      contentType: r.pick([undefined, 'multipart/form-data; boundary=x']),
    };
  if (kind < 95) {
    r.pick(fieldBreakers)(fields, form, r);
    const encoded = await encodeFields(fields);
    const boundary = /boundary=(.+)$/.exec(encoded.contentType)?.[1] ?? '';
    const file = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cvFile"; filename="${r.pick(['cv.pdf', '../../x.exe', 'a"b.pdf'])}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      randomBytes(r, r.int(8192)),
      Buffer.from('\r\n'),
    ]);
    return {
      label: 'a file part and broken fields',
      contentType: encoded.contentType,
      body: Buffer.concat([file, encoded.body]),
    };
  }
  const encoded = await encodeFields(fields);
  const raw = encoded.body.toString('latin1');
  // A replacement can happen to equal what it replaces (random text such as "--" + CRLF for the
  // closing "--" + CRLF), which leaves a valid body: pick again until the headers really change.
  let mangled = raw;
  while (mangled === raw) {
    const replacement = r.pick(['', 'X', '\n', '"', r.text(5)]);
    mangled = raw.replace(
      r.pick([/Content-Disposition/g, /form-data/g, /name="/g, /\r\n\r\n/g, /--\r\n$/g]),
      () => replacement,
    );
  }
  return {
    label: 'mangled multipart headers',
    contentType: encoded.contentType,
    body: Buffer.concat([Buffer.from(mangled, 'latin1'), Buffer.from(r.int(2) ? '' : 'trailing')]),
  };
};

/** Runs `task` over `items` with at most `limit` at once. */
const pool = async <T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await task(items[index] as T, index);
      }
    }),
  );
  return results;
};

/** The stored applications that came from this fuzz (none, if the API holds). */
const fuzzedApplications = async () => {
  const found: string[] = [];
  for (const key of await keysUnder(s3, 'applications/')) {
    if (!key.endsWith('/application.json')) continue;
    const bytes = await objectBytes(s3, key);
    if (bytes && Buffer.from(bytes).toString('utf8').includes(FUZZ_DOMAIN)) found.push(key);
  }
  return found;
};

describe.each(['partner', 'expert'] as const)('fuzzing /api/%sForm', (form) => {
  it(`answers ${CASES} random or malformed bodies with a 4xx only, writing nothing`, async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    const r = generator(seed);
    const cases: FuzzCase[] = [];
    for (let i = 0; i < CASES; i += 1) cases.push(await fuzzCase(form, r));
    const before = new Set(await keysUnder(s3, `uploads/${form}/`));

    const url = `${urls.api}/api/${form}Form`;
    const answers = await pool(cases, PARALLEL, async (fuzz, index) => {
      const from = `127.1.${Math.floor(index / 200) + (form === 'expert' ? 20 : 0)}.${(index % 200) + 1}`;
      const answer = await send(url, from, {
        headers: fuzz.contentType === undefined ? {} : { 'content-type': fuzz.contentType },
        body: fuzz.body,
      });
      return { label: fuzz.label, status: answer.status, text: answer.text.slice(0, 200) };
    });

    const wrong = answers.filter((answer) => answer.status < 400 || answer.status >= 500);
    expect(wrong, `seed ${seed}`).toEqual([]);
    const byStatus: Record<number, number> = {};
    for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
    console.info(`/api/${form}Form fuzz (seed ${seed}): ${JSON.stringify(byStatus)}`);
    expect(Object.keys(byStatus)).toContain('400');
    expect(answers.length).toBe(CASES);

    expect(await fuzzedApplications()).toEqual([]);
    expect(new Set(await keysUnder(s3, `uploads/${form}/`))).toEqual(before);
  }, 240_000);
});
