import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BucketLifecycleRule } from '../../resources';
import { accessKeyOf, PayloadTooLargeError, readBody, send } from './http';
import type { S3rverStore } from './vendor';

/*
 * S3 lifecycle expiration for the local S3 (s3rver answers NotImplemented to `?lifecycle`):
 * PutBucketLifecycleConfiguration, GetBucketLifecycleConfiguration and DeleteBucketLifecycle, and
 * the expiry itself. Only what the applications bucket uses is understood (infra/resources.ts
 * `BucketLifecycleRule`: a prefix filter, Expiration in Days, AbortIncompleteMultipartUpload); any
 * other element is refused as NotImplemented rather than stored and silently not applied. Rules
 * are kept in memory: the local stack puts them from the stacks' definition on every start.
 * An object is due, as in S3, at the first midnight UTC at or after its creation plus the rule's
 * days. The local S3 keeps no incomplete multipart uploads, so that rule is stored, not applied.
 */

const xmlns = 'http://s3.amazonaws.com/doc/2006-03-01/';
const dayMs = 24 * 60 * 60 * 1000;
/** S3's limit on a lifecycle configuration's size is far below this; anything larger is not one. */
const maxBodyBytes = 64 * 1024;

/** The elements a configuration of `BucketLifecycleRule`s is written with. */
const knownElements = new Set([
  'LifecycleConfiguration',
  'Rule',
  'ID',
  'Status',
  'Filter',
  'Prefix',
  'Expiration',
  'Days',
  'AbortIncompleteMultipartUpload',
  'DaysAfterInitiation',
]);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const unescapeXml = (value: string): string =>
  value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? '');

const escapeXml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => `&${Object.keys(entities).find((name) => entities[name] === char)};`,
  );

/** Thrown for a configuration S3 would refuse: `code` is S3's error code. */
class LifecycleError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const malformed = () =>
  new LifecycleError(
    400,
    'MalformedXML',
    'The XML you provided was not well-formed or did not validate against our published schema',
  );

/** The text of the first `<name>` child of `xml` (undefined when absent). */
const childOf = (xml: string, name: string): string | undefined =>
  new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];

const daysOf = (text: string | undefined): number => {
  const days = Number(text);
  if (!/^\s*\d+\s*$/.test(text ?? '') || days < 1)
    throw new LifecycleError(
      400,
      'InvalidArgument',
      "'Days' for Expiration action must be a positive integer",
    );
  return days;
};

/** The rules of a PutBucketLifecycleConfiguration body, or a `LifecycleError`. */
export function parseLifecycle(body: string): BucketLifecycleRule[] {
  // `<Prefix/>` and `<Prefix></Prefix>` are the same empty prefix.
  const xml = body.replace(/<([A-Za-z]+)(\s[^>]*)?\/>/g, '<$1$2></$1>');
  for (const [, name] of xml.matchAll(/<([A-Za-z]+)[\s>]/g))
    if (name && !knownElements.has(name))
      throw new LifecycleError(
        501,
        'NotImplemented',
        `The local S3 applies prefix filters, Expiration in Days and AbortIncompleteMultipartUpload only, not ${name}`,
      );
  if (!/<LifecycleConfiguration[\s>]/.test(xml)) throw malformed();
  const rules = [...xml.matchAll(/<Rule>([\s\S]*?)<\/Rule>/g)].map(([, rule = ''], index) => {
    const status = childOf(rule, 'Status');
    if (status !== 'Enabled' && status !== 'Disabled') throw malformed();
    const filter = childOf(rule, 'Filter');
    const prefix = unescapeXml(
      (filter === undefined ? childOf(rule, 'Prefix') : childOf(filter, 'Prefix')) ?? '',
    );
    const expiration = childOf(rule, 'Expiration');
    const abort = childOf(rule, 'AbortIncompleteMultipartUpload');
    if (expiration === undefined && abort === undefined) throw malformed();
    return {
      ID: unescapeXml(childOf(rule, 'ID') ?? `rule-${index + 1}`),
      Status: status,
      Filter: { Prefix: prefix },
      ...(expiration !== undefined && {
        Expiration: { Days: daysOf(childOf(expiration, 'Days')) },
      }),
      ...(abort !== undefined && {
        AbortIncompleteMultipartUpload: {
          DaysAfterInitiation: daysOf(childOf(abort, 'DaysAfterInitiation')),
        },
      }),
    } satisfies BucketLifecycleRule;
  });
  if (rules.length === 0) throw malformed();
  return rules;
}

/** GetBucketLifecycleConfiguration's answer for `rules`. */
export function lifecycleXml(rules: readonly BucketLifecycleRule[]): string {
  const ruleXml = rules.map(
    (rule) =>
      `<Rule><ID>${escapeXml(rule.ID)}</ID><Filter><Prefix>${escapeXml(rule.Filter.Prefix)}</Prefix></Filter>` +
      `<Status>${rule.Status}</Status>` +
      (rule.Expiration ? `<Expiration><Days>${rule.Expiration.Days}</Days></Expiration>` : '') +
      (rule.AbortIncompleteMultipartUpload
        ? `<AbortIncompleteMultipartUpload><DaysAfterInitiation>${rule.AbortIncompleteMultipartUpload.DaysAfterInitiation}</DaysAfterInitiation></AbortIncompleteMultipartUpload>`
        : '') +
      '</Rule>',
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<LifecycleConfiguration xmlns="${xmlns}">${ruleXml.join('')}</LifecycleConfiguration>`;
}

/** When an object created at `created` expires under a rule of `days`: S3's next midnight UTC. */
export const expiryOf = (created: Date, days: number): Date =>
  new Date(Math.ceil((created.getTime() + days * dayMs) / dayMs) * dayMs);

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;

/** The bucket a `/{bucket}?lifecycle` request is about, or undefined for any other request. */
export const lifecycleBucketOf = (req: IncomingMessage): string | undefined => {
  const url = new URL(req.url ?? '/', 'http://local');
  const segments = url.pathname.split('/').filter(Boolean);
  return url.searchParams.has('lifecycle') && segments.length === 1
    ? decodeURIComponent(segments[0] ?? '')
    : undefined;
};

/** The lifecycle configurations of the local S3's buckets, and their expiry. */
export class BucketLifecycles {
  private readonly rules = new Map<string, BucketLifecycleRule[]>();

  constructor(private readonly store: S3rverStore) {}

  /** Answers a Put/Get/DeleteBucketLifecycle request for `bucket` as S3 does. */
  async answer(req: IncomingMessage, res: ServerResponse, bucket: string): Promise<void> {
    try {
      if (!accessKeyOf(req)) throw new LifecycleError(403, 'AccessDenied', 'Access Denied');
      if (!(await this.store.getBucket(bucket)))
        throw new LifecycleError(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (req.method === 'PUT') {
        const body = (await readBody(req, maxBodyBytes)).toString('utf8');
        this.rules.set(bucket, parseLifecycle(body));
        return send(res, 200, 'application/xml', '');
      }
      req.resume();
      if (req.method === 'DELETE') {
        this.rules.delete(bucket);
        return send(res, 204, 'application/xml', '');
      }
      if (req.method !== 'GET')
        throw new LifecycleError(405, 'MethodNotAllowed', 'The specified method is not allowed');
      const rules = this.rules.get(bucket);
      if (!rules)
        throw new LifecycleError(
          404,
          'NoSuchLifecycleConfiguration',
          'The lifecycle configuration does not exist',
        );
      send(res, 200, 'application/xml', lifecycleXml(rules));
    } catch (error) {
      const refusal =
        error instanceof PayloadTooLargeError
          ? new LifecycleError(400, 'EntityTooLarge', error.message)
          : error;
      if (!(refusal instanceof LifecycleError)) throw error;
      send(res, refusal.status, 'application/xml', errorXml(refusal.code, refusal.message));
    }
  }

  /**
   * Deletes every object an enabled Expiration rule has made due as at `now`, as S3 does in the
   * background (within a day or so of the expiry); resolves to how many were deleted.
   */
  async expire(now: Date): Promise<number> {
    let deleted = 0;
    for (const [bucket, rules] of this.rules) {
      if (!(await this.store.getBucket(bucket))) continue;
      for (const rule of rules) {
        if (rule.Status !== 'Enabled' || !rule.Expiration) continue;
        const { objects } = await this.store.listObjects(bucket, { prefix: rule.Filter.Prefix });
        for (const object of objects) {
          if (expiryOf(object.lastModifiedDate, rule.Expiration.Days) > now) continue;
          await this.store.deleteObject(bucket, object.key);
          deleted += 1;
        }
      }
    }
    return deleted;
  }
}
