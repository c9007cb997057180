import type { ServerResponse } from 'node:http';
import { send } from './http';
import { addressOf, buildMail } from './mime';
import { Outbox } from './outbox';
import {
  mailBodySecurityHeaders,
  renderMessage,
  renderNotFound,
  renderOutbox,
} from './outbox-pages';
import type { OutboxLinks } from './outbox-pages';
import {
  actionOf,
  QueryError as SesError,
  sendHtml as html,
  sendJson as json,
  startQueryService,
} from './query';

/** SES's limit on a message (10 MB), plus the request's URL encoding. */
const maxRequestBytes = 30 * 1024 * 1024;
/** SES's limit on recipients (To, Cc and Bcc together) per message. */
const maxRecipients = 50;
const sesNamespace = 'http://ses.amazonaws.com/doc/2010-12-01/';
const addressPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** A SendEmail request (SES v1, the API the handlers call). */
interface SendRequest {
  source?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject?: string;
  text?: string;
  html?: string;
}

const checkAddress = (mailbox: string): void => {
  const address = addressOf(mailbox);
  if (!address.includes('@'))
    throw new SesError('InvalidParameterValue', "Missing final '@domain'");
  if (!addressPattern.test(address)) throw new SesError('InvalidParameterValue', `Illegal address`);
};

const checkRecipients = (recipients: string[]): void => {
  if (!recipients.length)
    throw new SesError('InvalidParameterValue', 'Destination must contain at least one recipient');
  if (recipients.length > maxRecipients)
    throw new SesError('InvalidParameterValue', `Recipient count exceeds ${maxRecipients}.`);
  recipients.forEach(checkAddress);
};

/** Checks a SendEmail request as SES would, writes the message and its sidecar, returns its id. */
const deliver = async (outbox: Outbox, request: SendRequest): Promise<string> => {
  const { source, to, cc, bcc, replyTo, subject, text, html } = request;
  if (!source) throw new SesError('InvalidParameterValue', 'Missing required parameter: Source');
  checkAddress(source);
  const destinations = [...to, ...cc, ...bcc];
  checkRecipients(destinations);
  replyTo.forEach(checkAddress);
  if (subject === undefined)
    throw new SesError('InvalidParameterValue', 'Missing required parameter: Message.Subject');
  if (text === undefined && html === undefined)
    throw new SesError('InvalidParameterValue', 'Message body must contain Text or Html');
  const id = outbox.nextId();
  const date = new Date();
  const messageId = `${id}@email.amazonses.com`;
  const eml = buildMail({ from: source, to, cc, replyTo, subject, text, html, date, messageId });
  await outbox.store(
    {
      id,
      date: date.toISOString(),
      source,
      destinations,
      from: source,
      to,
      cc,
      bcc,
      replyTo,
      subject,
      text: text ?? null,
      html: html ?? null,
    },
    eml,
  );
  return id;
};

/** Values of a Query-protocol list (`Prefix.member.1`, `Prefix.member.2`…) in order. */
const members = (params: URLSearchParams, prefix: string): string[] => {
  const member = `${prefix}.member.`;
  return [...params.entries()]
    .filter(
      ([name, value]) =>
        name.startsWith(member) && /^\d+$/.test(name.slice(member.length)) && value,
    )
    .sort(([a], [b]) => Number(a.slice(member.length)) - Number(b.slice(member.length)))
    .map(([, value]) => value);
};

const optional = (params: URLSearchParams, name: string): string | undefined =>
  params.get(name) ?? undefined;

const queryRequest = (params: URLSearchParams): SendRequest => {
  actionOf(params, 'SendEmail');
  return {
    source: optional(params, 'Source'),
    to: members(params, 'Destination.ToAddresses'),
    cc: members(params, 'Destination.CcAddresses'),
    bcc: members(params, 'Destination.BccAddresses'),
    replyTo: members(params, 'ReplyToAddresses'),
    subject: optional(params, 'Message.Subject.Data'),
    text: optional(params, 'Message.Body.Text.Data'),
    html: optional(params, 'Message.Body.Html.Data'),
  };
};

export interface SesEmulator {
  port: number;
  stop(): Promise<void>;
}

/**
 * An SES endpoint for SendEmail (the v1 Query API, all the handlers call) that keeps every accepted
 * message in `dir` as an `.eml` file and serves the outbox pages on the same port (linking to
 * `links`, the SMS outbox among them).
 */
export async function startSes(
  dir: string,
  port: number,
  accessKeyId: string,
  links: OutboxLinks = {},
): Promise<SesEmulator> {
  const outbox = new Outbox(dir);

  const serveOutbox = async (path: string, query: URLSearchParams, res: ServerResponse) => {
    if (path === '/') return html(res, 200, renderOutbox(await outbox.list(), links));
    if (path === '/api/messages') {
      const to = query.get('to')?.toLowerCase();
      const messages = await outbox.list();
      return json(
        res,
        200,
        to
          ? messages.filter((message) =>
              message.destinations.some((address) => addressOf(address).toLowerCase() === to),
            )
          : messages,
      );
    }
    const [, id = '', suffix = ''] = /^\/messages\/([^/]+?)(\.eml|\/body\.html)?$/.exec(path) ?? [];
    const message = await outbox.get(id);
    if (message && !suffix) return html(res, 200, renderMessage(message));
    const raw = message && suffix === '.eml' ? await outbox.raw(id) : undefined;
    if (raw)
      return send(res, 200, 'message/rfc822', raw, {
        'Content-Disposition': `inline; filename="${id}.eml"`,
        'X-Content-Type-Options': 'nosniff',
      });
    if (message?.html != null && suffix === '/body.html')
      return send(res, 200, 'text/html; charset=utf-8', message.html, mailBodySecurityHeaders);
    return html(res, 404, renderNotFound());
  };

  return startQueryService({
    port,
    accessKeyId,
    namespace: sesNamespace,
    maxRequestBytes,
    tooLargeCode: 'MessageRejected',
    call: async (params) => {
      const messageId = await deliver(outbox, queryRequest(params));
      return { action: 'SendEmail', result: `    <MessageId>${messageId}</MessageId>` };
    },
    get: serveOutbox,
  });
}
