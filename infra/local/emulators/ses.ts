import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessKeyOf, closeServer, listen, PayloadTooLargeError, readBody, send } from './http';
import { addressOf, buildMail } from './mime';
import { Outbox } from './outbox';
import {
  mailBodySecurityHeaders,
  pageSecurityHeaders,
  renderMessage,
  renderNotFound,
  renderOutbox,
} from './outbox-pages';

/** SES's limit on a message (10 MB), plus the request's URL encoding. */
const maxRequestBytes = 30 * 1024 * 1024;
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
  if (!action) throw new SesError('MissingAction', 'Could not find the Action parameter');
  if (action !== 'SendEmail')
    throw new SesError('InvalidAction', `The action ${action} is not valid for this web service.`);
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
 * message in `dir` as an `.eml` file and serves the outbox pages on the same port.
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
      const messageId = await deliver(outbox, queryRequest(params));
      sendXml(
        res,
        200,
        requestId,
        `<SendEmailResponse xmlns="${sesNamespace}">
  <SendEmailResult>
    <MessageId>${messageId}</MessageId>
  </SendEmailResult>
  <ResponseMetadata>
    <RequestId>${requestId}</RequestId>
  </ResponseMetadata>
</SendEmailResponse>
`,
      );
    } catch (error) {
      if (error instanceof SesError) return queryError(res, error, requestId);
      if (error instanceof PayloadTooLargeError)
        return queryError(res, new SesError('MessageRejected', error.message, 413), requestId);
      throw error;
    }
  };

  const html = (res: ServerResponse, status: number, body: string) =>
    send(res, status, 'text/html; charset=utf-8', body, pageSecurityHeaders);
  const json = (res: ServerResponse, status: number, body: unknown) =>
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), {
      'Cache-Control': 'no-store',
    });

  const serveOutbox = async (path: string, query: URLSearchParams, res: ServerResponse) => {
    if (path === '/') return html(res, 200, renderOutbox(await outbox.list()));
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

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/') return sendQuery(req, res);
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
