import type { ServerResponse } from 'node:http';
import { send } from './http';
import { addressOf, buildMail } from './mime';
import { Outbox } from './outbox';
import type { OutboxMessage } from './outbox';
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
import { SendEventForwarder } from './ses-events';
import type { SesEventsOptions } from './ses-events';
import { sendEmailV2Path, serveSendEmailV2 } from './ses-v2';
import type { SendRequest } from './ses-v2';

/** SES's limit on a message (10 MB), plus the request's URL encoding. */
const maxRequestBytes = 30 * 1024 * 1024;
/** SES's limit on recipients (To, Cc and Bcc together) per message. */
const maxRecipients = 50;
const sesNamespace = 'http://ses.amazonaws.com/doc/2010-12-01/';
const addressPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

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

/** Checks a SendEmail request as SES would, writes the message and its sidecar; returns them. */
const deliver = async (outbox: Outbox, request: SendRequest): Promise<OutboxMessage> => {
  const { source, to, cc, bcc, replyTo, subject, text, html, headers } = request;
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
  const eml = buildMail({
    from: source,
    to,
    cc,
    replyTo,
    subject,
    text,
    html,
    date,
    messageId,
    ...(headers?.length && { headers }),
  });
  const message: OutboxMessage = {
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
    ...(headers?.length && { headers }),
    ...(request.configurationSet !== undefined && { configurationSet: request.configurationSet }),
    ...(request.tags && Object.keys(request.tags).length && { tags: request.tags }),
  };
  await outbox.store(message, eml);
  return message;
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
  /** Resolves once the configuration sets' events of every accepted message are forwarded. */
  eventsIdle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * An SES endpoint for SendEmail (the v1 Query API most handlers call, and v2's REST JSON one the
 * broadcasts call, ses-v2.ts) that keeps every accepted message in `dir` as an `.eml` file and
 * serves the outbox pages on the same port (linking to `links`, the SMS outbox among them). With
 * `events`, its configuration sets exist and each accepted message sent with one raises its `Send`
 * event, forwarded to the queue the set's rule targets (ses-events.ts).
 */
export async function startSes(
  dir: string,
  port: number,
  accessKeyId: string,
  links: OutboxLinks = {},
  events?: SesEventsOptions,
): Promise<SesEmulator> {
  const outbox = new Outbox(dir);
  const forwarder = events ? await SendEventForwarder.start(events, outbox) : undefined;
  const configurationSets = new Set(Object.keys(events?.configurationSets ?? {}));

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

  const service = await startQueryService({
    port,
    accessKeyId,
    namespace: sesNamespace,
    maxRequestBytes,
    tooLargeCode: 'MessageRejected',
    call: async (params) => {
      const { id } = await deliver(outbox, queryRequest(params));
      return { action: 'SendEmail', result: `    <MessageId>${id}</MessageId>` };
    },
    get: serveOutbox,
    post: async (path, req, res) => {
      if (path !== sendEmailV2Path) {
        req.resume();
        return send(res, 404, 'application/json', JSON.stringify({ message: 'Not found' }), {
          'x-amzn-ErrorType': 'NotFoundException',
        });
      }
      await serveSendEmailV2(req, res, {
        accessKeyId,
        maxRequestBytes,
        configurationSets,
        deliver: async (request) => {
          const message = await deliver(outbox, request);
          forwarder?.add(message);
          return message.id;
        },
      });
    },
  });
  return {
    port: service.port,
    eventsIdle: () => forwarder?.idle() ?? Promise.resolve(),
    stop: async () => {
      await service.stop();
      await forwarder?.stop();
    },
  };
}
