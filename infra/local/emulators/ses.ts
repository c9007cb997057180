import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessKeyOf, closeServer, listen, PayloadTooLargeError, readBody, send } from './http';
import { addressOf, buildMail, formatDate, parseMail } from './mime';
import type { ParsedMail } from './mime';
import { isMessageId, Outbox } from './outbox';
import type { OutboxMessage } from './outbox';
import {
  mailBodySecurityHeaders,
  pageSecurityHeaders,
  renderMessage,
  renderNotFound,
  renderOutbox,
} from './outbox-pages';

/** SES v2 accepts raw messages up to 40 MB (v1: 10 MB); a request is at most that plus framing. */
const maxRequestBytes = 56 * 1024 * 1024;
/** SES v1's limit on a raw message. */
const maxRawMessageBytes = 10 * 1024 * 1024;
/** SES's limit on recipients (To, Cc and Bcc together) per message. */
const maxRecipients = 50;
const sesNamespace = 'http://ses.amazonaws.com/doc/2010-12-01/';
const addressPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** An error SES answers with: its code, message and HTTP status. */
class SesError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

type SendRequest =
  | {
      kind: 'simple';
      action: OutboxMessage['action'];
      source?: string;
      to: string[];
      cc: string[];
      bcc: string[];
      replyTo: string[];
      subject?: string;
      text?: string;
      html?: string;
      headers?: { name: string; value: string }[];
    }
  | {
      kind: 'raw';
      action: OutboxMessage['action'];
      source?: string;
      destinations: string[];
      raw: Buffer;
    };

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

const outboxFields = (mail: ParsedMail) => ({
  from: mail.from,
  to: mail.to,
  cc: mail.cc,
  replyTo: mail.replyTo,
  subject: mail.subject,
  text: mail.text ?? null,
  html: mail.html ?? null,
  attachments: mail.attachments,
});

/** Checks a send request as SES would, writes the message and its sidecar, returns its id. */
const deliver = async (outbox: Outbox, request: SendRequest): Promise<string> => {
  const id = outbox.nextId();
  const date = new Date();
  const messageId = `${id}@email.amazonses.com`;

  if (request.kind === 'simple') {
    if (!request.source)
      throw new SesError('InvalidParameterValue', 'Missing required parameter: Source');
    checkAddress(request.source);
    const recipients = [...request.to, ...request.cc, ...request.bcc];
    checkRecipients(recipients);
    request.replyTo.forEach(checkAddress);
    if (request.subject === undefined)
      throw new SesError('InvalidParameterValue', 'Missing required parameter: Message.Subject');
    if (request.text === undefined && request.html === undefined)
      throw new SesError('InvalidParameterValue', 'Message body must contain Text or Html');
    const eml = buildMail({
      ...request,
      from: request.source,
      subject: request.subject,
      date,
      messageId,
    });
    // The sidecar is read back from the written message, so it shows what a mail client would.
    const mail = parseMail(eml);
    await outbox.store(
      {
        id,
        date: date.toISOString(),
        action: request.action,
        source: request.source,
        destinations: recipients,
        ...outboxFields(mail),
        bcc: request.bcc,
      },
      eml,
    );
    return id;
  }

  if (!request.raw.length) throw new SesError('InvalidParameterValue', 'Message data is empty');
  if (request.raw.length > maxRawMessageBytes && request.action === 'SendRawEmail')
    throw new SesError(
      'MessageRejected',
      `Message length is more than ${maxRawMessageBytes} bytes long`,
    );
  const mail = parseMail(request.raw);
  const from = mail.from || request.source;
  if (!from) throw new SesError('InvalidParameterValue', "Missing required header 'From'.");
  checkAddress(from);
  if (request.source) checkAddress(request.source);
  const destinations = request.destinations.length
    ? request.destinations
    : [...mail.to, ...mail.cc, ...mail.bcc];
  checkRecipients(destinations);
  // SES stamps a Date and a Message-ID on messages that lack them.
  const stamps = [
    ...(mail.headers.has('date') ? [] : [`Date: ${formatDate(date)}`]),
    ...(mail.headers.has('message-id') ? [] : [`Message-ID: <${messageId}>`]),
  ];
  const eml = stamps.length
    ? Buffer.concat([Buffer.from(`${stamps.join('\r\n')}\r\n`, 'utf8'), request.raw])
    : request.raw;
  await outbox.store(
    {
      id,
      date: date.toISOString(),
      action: request.action,
      source: request.source ?? addressOf(from),
      destinations,
      ...outboxFields(mail),
      from,
      bcc: mail.bcc,
    },
    eml,
  );
  return id;
};

/* ------------------------------------------------------------ SES v1 (Query) */

const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const sendXml = (res: ServerResponse, status: number, requestId: string, xml: string): void =>
  send(res, status, 'text/xml', `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`, {
    'x-amzn-RequestId': requestId,
  });

const queryError = (res: ServerResponse, error: SesError, requestId: string): void =>
  sendXml(
    res,
    error.status,
    requestId,
    `<ErrorResponse xmlns="${sesNamespace}">
  <Error>
    <Type>Sender</Type>
    <Code>${escapeXml(error.code)}</Code>
    <Message>${escapeXml(error.message)}</Message>
  </Error>
  <RequestId>${requestId}</RequestId>
</ErrorResponse>
`,
  );

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
  const action = params.get('Action');
  if (action === 'SendEmail')
    return {
      kind: 'simple',
      action,
      source: optional(params, 'Source'),
      to: members(params, 'Destination.ToAddresses'),
      cc: members(params, 'Destination.CcAddresses'),
      bcc: members(params, 'Destination.BccAddresses'),
      replyTo: members(params, 'ReplyToAddresses'),
      subject: optional(params, 'Message.Subject.Data'),
      text: optional(params, 'Message.Body.Text.Data'),
      html: optional(params, 'Message.Body.Html.Data'),
    };
  if (action === 'SendRawEmail')
    return {
      kind: 'raw',
      action,
      source: optional(params, 'Source'),
      destinations: members(params, 'Destinations'),
      raw: Buffer.from(params.get('RawMessage.Data') ?? '', 'base64'),
    };
  if (!action) throw new SesError('MissingAction', 'Could not find the Action parameter');
  throw new SesError('InvalidAction', `The action ${action} is not valid for this web service.`);
};

/* ----------------------------------------------------------- SES v2 (JSON) */

const v2Codes: Record<string, string> = {
  InvalidParameterValue: 'BadRequestException',
  MessageRejected: 'MessageRejected',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const text = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.Data === 'string' ? value.Data : undefined;

const v2Request = (input: unknown): SendRequest => {
  const body = isRecord(input) ? input : {};
  const destination = isRecord(body.Destination) ? body.Destination : {};
  const content = isRecord(body.Content) ? body.Content : {};
  const source = typeof body.FromEmailAddress === 'string' ? body.FromEmailAddress : undefined;
  if (isRecord(content.Raw))
    return {
      kind: 'raw',
      action: 'v2 SendEmail',
      source,
      destinations: [
        ...strings(destination.ToAddresses),
        ...strings(destination.CcAddresses),
        ...strings(destination.BccAddresses),
      ],
      raw: Buffer.from(typeof content.Raw.Data === 'string' ? content.Raw.Data : '', 'base64'),
    };
  if (content.Template !== undefined)
    throw new SesError(
      'InvalidParameterValue',
      'Templates are not supported by the local SES endpoint',
    );
  const simple = isRecord(content.Simple) ? content.Simple : undefined;
  if (!simple)
    throw new SesError('InvalidParameterValue', 'Content must contain Simple, Raw or Template');
  if (Array.isArray(simple.Attachments) && simple.Attachments.length)
    throw new SesError(
      'InvalidParameterValue',
      'Attachments are not supported by the local SES endpoint; send Content.Raw instead',
    );
  const simpleBody = isRecord(simple.Body) ? simple.Body : {};
  const headers = (Array.isArray(simple.Headers) ? simple.Headers : [])
    .filter(isRecord)
    .map((header) => {
      const name = typeof header.Name === 'string' ? header.Name : '';
      if (!/^[!-9;-~]+$/.test(name))
        throw new SesError('InvalidParameterValue', `Invalid header name: ${name}`);
      return { name, value: typeof header.Value === 'string' ? header.Value : '' };
    });
  return {
    kind: 'simple',
    action: 'v2 SendEmail',
    source,
    to: strings(destination.ToAddresses),
    cc: strings(destination.CcAddresses),
    bcc: strings(destination.BccAddresses),
    replyTo: strings(body.ReplyToAddresses),
    subject: text(simple.Subject),
    text: text(simpleBody.Text),
    html: text(simpleBody.Html),
    headers,
  };
};

/* ------------------------------------------------------------------ server */

export interface SesEmulator {
  port: number;
  stop(): Promise<void>;
}

/**
 * An SES endpoint (v1 Query API: SendEmail, SendRawEmail; v2: POST /v2/email/outbound-emails)
 * that keeps every accepted message in `dir` and serves the outbox pages on the same port.
 */
export async function startSes(
  dir: string,
  port: number,
  accessKeyId: string,
): Promise<SesEmulator> {
  const outbox = new Outbox(dir);

  const authenticate = (req: IncomingMessage): void => {
    const key = accessKeyOf(req);
    if (!key)
      throw new SesError(
        'MissingAuthenticationToken',
        'Request is missing Authentication Token',
        403,
      );
    if (key !== accessKeyId)
      throw new SesError(
        'InvalidClientTokenId',
        'The security token included in the request is invalid.',
        403,
      );
  };

  const sendQuery = async (req: IncomingMessage, res: ServerResponse) => {
    const requestId = randomUUID();
    try {
      authenticate(req);
      const params = new URLSearchParams((await readBody(req, maxRequestBytes)).toString('utf8'));
      const request = queryRequest(params);
      const messageId = await deliver(outbox, request);
      sendXml(
        res,
        200,
        requestId,
        `<${request.action}Response xmlns="${sesNamespace}">
  <${request.action}Result>
    <MessageId>${messageId}</MessageId>
  </${request.action}Result>
  <ResponseMetadata>
    <RequestId>${requestId}</RequestId>
  </ResponseMetadata>
</${request.action}Response>
`,
      );
    } catch (error) {
      if (error instanceof SesError) return queryError(res, error, requestId);
      if (error instanceof PayloadTooLargeError)
        return queryError(res, new SesError('MessageRejected', error.message, 413), requestId);
      throw error;
    }
  };

  const sendV2 = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      authenticate(req);
      let input: unknown;
      try {
        input = JSON.parse((await readBody(req, maxRequestBytes)).toString('utf8'));
      } catch (error) {
        if (error instanceof PayloadTooLargeError)
          throw new SesError('MessageRejected', error.message, 413);
        throw new SesError('InvalidParameterValue', 'The request body is not valid JSON');
      }
      const messageId = await deliver(outbox, v2Request(input));
      send(res, 200, 'application/json', JSON.stringify({ MessageId: messageId }));
    } catch (error) {
      if (!(error instanceof SesError)) throw error;
      const code =
        error.status === 403
          ? 'UnrecognizedClientException'
          : (v2Codes[error.code] ?? 'BadRequestException');
      send(res, error.status, 'application/json', JSON.stringify({ message: error.message }), {
        'x-amzn-ErrorType': code,
      });
    }
  };

  const html = (res: ServerResponse, status: number, body: string) =>
    send(res, status, 'text/html; charset=utf-8', body, pageSecurityHeaders);
  const json = (res: ServerResponse, status: number, body: unknown) =>
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), {
      'Cache-Control': 'no-store',
    });

  const serveOutbox = async (path: string, query: URLSearchParams, res: ServerResponse) => {
    if (path === '/' || path === '/outbox')
      return html(res, 200, renderOutbox(await outbox.list()));
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
    const [, kind, id = '', suffix = ''] =
      /^\/(api\/messages|messages)\/([^/]+?)(\.eml|\/body\.html)?$/.exec(path) ?? [];
    const message = isMessageId(id) ? await outbox.get(id) : undefined;
    if (!kind || !message) {
      if (kind === 'api/messages') return json(res, 404, { message: 'No such message' });
      return html(res, 404, renderNotFound());
    }
    if (kind === 'api/messages' && !suffix) return json(res, 200, message);
    if (kind === 'messages' && !suffix) return html(res, 200, renderMessage(message));
    if (kind === 'messages' && suffix === '.eml') {
      const raw = await outbox.raw(id);
      if (!raw) return html(res, 404, renderNotFound());
      return send(res, 200, 'message/rfc822', raw, {
        'Content-Disposition': `inline; filename="${id}.eml"`,
        'X-Content-Type-Options': 'nosniff',
      });
    }
    if (kind === 'messages' && suffix === '/body.html' && message.html !== null)
      return send(res, 200, 'text/html; charset=utf-8', message.html, mailBodySecurityHeaders);
    return html(res, 404, renderNotFound());
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/') return sendQuery(req, res);
    if (req.method === 'POST' && url.pathname === '/v2/email/outbound-emails')
      return sendV2(req, res);
    if (req.method === 'GET') return serveOutbox(url.pathname, url.searchParams, res);
    req.resume();
    send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', {
      Allow: 'GET, POST',
    });
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      send(
        res,
        500,
        'text/plain; charset=utf-8',
        error instanceof Error ? error.message : String(error),
      );
    });
  });
  const boundPort = await listen(server, port);
  return { port: boundPort, stop: () => closeServer(server) };
}
