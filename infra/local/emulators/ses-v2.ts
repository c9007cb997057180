import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessKeyOf, PayloadTooLargeError, readBody, send } from './http';

/*
 * SES v2's SendEmail as @aws-sdk/client-sesv2 calls it: REST JSON, `POST /v2/email/outbound-emails`,
 * a `Content.Simple` message (subject, text and/or HTML body, extra headers), a configuration set
 * and message tags; errors as `x-amzn-ErrorType` and `{"message"}`. The checks are SES's own for
 * what the broadcasts send: header names and values (and no header SES writes itself), tag names
 * and values, a configuration set that exists. The message itself is checked and stored by the
 * same code as v1's (ses.ts).
 */

export const sendEmailV2Path = '/v2/email/outbound-emails';

/** An error SES v2 answers with: its type (`BadRequestException`…), message and HTTP status. */
export class SesV2Error extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** A SendEmail request, v1's or v2's (which adds headers, a configuration set and tags). */
export interface SendRequest {
  source?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject?: string;
  text?: string;
  html?: string;
  headers?: { name: string; value: string }[];
  configurationSet?: string;
  tags?: Record<string, string>;
}

const badRequest = (message: string) => new SesV2Error('BadRequestException', message);
/** SES v2 takes up to 15 added headers per message. */
const maxHeaders = 15;
const headerNamePattern = /^[!-9;-~]{1,126}$/;
const headerValuePattern = /^[ -~]{1,870}$/;
const tagPattern = /^[A-Za-z0-9_-]{1,256}$/;
/** Headers SES writes from the request itself: an added header may not set them again. */
const reservedHeaders = new Set(
  [
    'bcc',
    'cc',
    'content-disposition',
    'content-transfer-encoding',
    'content-type',
    'date',
    'from',
    'message-id',
    'mime-version',
    'reply-to',
    'return-path',
    'sender',
    'subject',
    'to',
  ].map((name) => name.toLowerCase()),
);

type Json = Record<string, unknown>;

const strings = (value: unknown, name: string): string[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw badRequest(`${name} must be a list of strings`);
  return value as string[];
};

const objectAt = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null ? (value as Json) : undefined;

const dataOf = (value: unknown): string | undefined => {
  const data = objectAt(value)?.Data;
  return typeof data === 'string' ? data : undefined;
};

/** Reads and checks a v2 SendEmail body; `configurationSets` are the sets that exist. */
export function sendRequestV2(body: Json, configurationSets: ReadonlySet<string>): SendRequest {
  const content = objectAt(body.Content);
  const simple = objectAt(content?.Simple);
  if (!simple)
    throw badRequest(
      content?.Raw || content?.Template
        ? 'Only Simple content is emulated locally'
        : 'Content must contain Simple, Raw or Template',
    );
  const headers = (Array.isArray(simple.Headers) ? (simple.Headers as Json[]) : []).map(
    (header) => ({ name: String(header.Name ?? ''), value: String(header.Value ?? '') }),
  );
  if (headers.length > maxHeaders) throw badRequest(`Message headers count exceeds ${maxHeaders}.`);
  const seen = new Set<string>();
  for (const { name, value } of headers) {
    if (!headerNamePattern.test(name)) throw badRequest(`Invalid header name: ${name}`);
    if (!headerValuePattern.test(value)) throw badRequest(`Invalid value for header ${name}`);
    const lower = name.toLowerCase();
    if (reservedHeaders.has(lower)) throw badRequest(`Header ${name} is not allowed.`);
    if (seen.has(lower)) throw badRequest(`Duplicate header ${name}.`);
    seen.add(lower);
  }
  const tags: Record<string, string> = {};
  for (const tag of Array.isArray(body.EmailTags) ? (body.EmailTags as Json[]) : []) {
    const name = String(tag.Name ?? '');
    const value = String(tag.Value ?? '');
    if (!tagPattern.test(name) || !tagPattern.test(value))
      throw badRequest(
        `Invalid tag ${name}: names and values may contain only ASCII letters, digits, underscores and dashes, at most 256 characters.`,
      );
    tags[name] = value;
  }
  const configurationSet =
    typeof body.ConfigurationSetName === 'string' ? body.ConfigurationSetName : undefined;
  if (configurationSet !== undefined && !configurationSets.has(configurationSet))
    throw new SesV2Error(
      'NotFoundException',
      `Configuration set <${configurationSet}> does not exist.`,
      404,
    );
  const destination = objectAt(body.Destination) ?? {};
  const messageBody = objectAt(simple.Body);
  return {
    source: typeof body.FromEmailAddress === 'string' ? body.FromEmailAddress : undefined,
    to: strings(destination.ToAddresses, 'ToAddresses'),
    cc: strings(destination.CcAddresses, 'CcAddresses'),
    bcc: strings(destination.BccAddresses, 'BccAddresses'),
    replyTo: strings(body.ReplyToAddresses, 'ReplyToAddresses'),
    subject: dataOf(simple.Subject),
    text: dataOf(messageBody?.Text),
    html: dataOf(messageBody?.Html),
    headers,
    ...(configurationSet !== undefined && { configurationSet }),
    tags,
  };
}

const sendError = (res: ServerResponse, error: SesV2Error): void =>
  send(res, error.status, 'application/json', JSON.stringify({ message: error.message }), {
    'x-amzn-ErrorType': error.type,
  });

/**
 * Serves SES v2's SendEmail: checks the caller's key, reads the request and has `deliver` store it
 * (v1's checks throw errors with a `message`, answered as BadRequestException).
 */
export async function serveSendEmailV2(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    accessKeyId: string;
    maxRequestBytes: number;
    configurationSets: ReadonlySet<string>;
    deliver(request: SendRequest): Promise<string>;
  },
): Promise<void> {
  try {
    if (accessKeyOf(req) !== options.accessKeyId)
      throw new SesV2Error(
        'UnrecognizedClientException',
        'The security token included in the request is invalid.',
        403,
      );
    let body: Json;
    try {
      body = JSON.parse((await readBody(req, options.maxRequestBytes)).toString('utf8')) as Json;
    } catch (error) {
      if (error instanceof PayloadTooLargeError)
        throw new SesV2Error('MessageRejected', error.message);
      throw badRequest('Malformed JSON');
    }
    const request = sendRequestV2(body, options.configurationSets);
    let messageId: string;
    try {
      messageId = await options.deliver(request);
    } catch (error) {
      if (error instanceof Error && 'code' in error) throw badRequest(error.message);
      throw error;
    }
    send(res, 200, 'application/json', JSON.stringify({ MessageId: messageId }));
  } catch (error) {
    if (!(error instanceof SesV2Error)) throw error;
    sendError(res, error);
  }
}
