import { appendFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { readBody, send } from './http';
import type { OutboxLinks } from './outbox-pages';
import { renderNotFound, renderSmsOutbox } from './outbox-pages';
import { actionOf, escapeXml, QueryError, sendHtml, sendJson, startQueryService } from './query';
import { isOptOutReply, SmsOptOuts } from './sms-opt-outs';
import { SmsOutbox } from './sms-outbox';
import type { SmsOutboxMessage } from './sms-outbox';

/*
 * SNS as the handlers use it: `Publish` to a phone number (a text message), over the AWS Query
 * protocol that @aws-sdk/client-sns speaks (form-encoded POST, `Version=2010-03-31`, XML answers).
 * Every delivered message is kept in the SMS outbox. The account's opt-out list too: a reply of an
 * opt-out keyword ("STOP") to the outbox's `POST /api/replies` opts its sender out,
 * `CheckIfPhoneNumberIsOptedOut` says so, `OptInPhoneNumber` undoes it, and a Publish to an
 * opted-out number is accepted but never delivered, as SNS does (its delivery log says "Phone is
 * currently opted out"; here `dropped.jsonl` in the outbox's folder). Topics, platform endpoints
 * and the other actions are not emulated and are refused as SNS refuses what it does not know.
 */

const snsNamespace = 'http://sns.amazonaws.com/doc/2010-03-31/';
/** SNS's limit on a Publish request (256 KiB message), with room for its encoding. */
const maxRequestBytes = 1024 * 1024;
/** SNS takes text messages of up to 1,600 characters (then splits them into segments). */
const maxSmsLength = 1600;
/** E.164: `+`, a country code that does not start with 0, at most 15 digits. */
const e164 = /^\+[1-9]\d{1,14}$/;
const smsTypes = new Set(['Promotional', 'Transactional']);

const invalidParameter = (message: string) =>
  new QueryError('InvalidParameter', `Invalid parameter: ${message}`);

/** `MessageAttributes.entry.N.Name` / `.Value.DataType` / `.Value.StringValue`, by name. */
const messageAttributes = (params: URLSearchParams): Map<string, string> => {
  const attributes = new Map<string, string>();
  for (const [key, name] of params) {
    const [, index] = /^MessageAttributes\.entry\.(\d+)\.Name$/.exec(key) ?? [];
    if (index === undefined) continue;
    const prefix = `MessageAttributes.entry.${index}.Value.`;
    const dataType = params.get(`${prefix}DataType`);
    if (!dataType)
      throw invalidParameter(
        `MessageAttributes Reason: The message attribute '${name}' must contain non-empty message attribute type.`,
      );
    const value = params.get(`${prefix}StringValue`);
    if (dataType !== 'String' || value === null)
      throw invalidParameter(
        `MessageAttributes Reason: The message attribute '${name}' has an invalid message attribute type, the set of supported type prefixes is Binary, Number, and String.`,
      );
    attributes.set(name, value);
  }
  return attributes;
};

/** Checks a Publish as SNS would for a text message; what the outbox keeps, less id and date. */
const publishRequest = (
  params: URLSearchParams,
): Omit<SmsOutboxMessage, 'id' | 'messageId' | 'date'> => {
  const phoneNumber = params.get('PhoneNumber');
  if (params.get('TopicArn') || params.get('TargetArn'))
    throw new QueryError('NotFound', 'Topic does not exist', 404);
  if (phoneNumber === null)
    throw invalidParameter('TopicArn or TargetArn Reason: no value for required parameter');
  if (!e164.test(phoneNumber))
    throw invalidParameter(`PhoneNumber Reason: ${phoneNumber} is not valid to publish to`);
  const text = params.get('Message');
  if (text === null)
    throw new QueryError(
      'ValidationError',
      "1 validation error detected: Value null at 'message' failed to satisfy constraint: Member must not be null",
    );
  if (!text.trim()) throw invalidParameter('Empty message');
  if ([...text].length > maxSmsLength) throw invalidParameter('Message too long');
  const attributes = messageAttributes(params);
  const type = attributes.get('AWS.SNS.SMS.SMSType') ?? null;
  if (type !== null && !smsTypes.has(type))
    throw invalidParameter(
      `MessageAttributes Reason: The value of AWS.SNS.SMS.SMSType must be Promotional or Transactional`,
    );
  return {
    to: phoneNumber,
    text,
    type,
    senderId: attributes.get('AWS.SNS.SMS.SenderID') ?? null,
    originationNumber: attributes.get('AWS.MM.SMS.OriginationNumber') ?? null,
  };
};

export interface SnsEmulator {
  port: number;
  stop(): Promise<void>;
}

/**
 * An SNS endpoint for Publish to a phone number that keeps every accepted text message in `dir`
 * (one JSON file each, so they survive a restart) and serves on the same port the SMS outbox page
 * (`/`, newest first, linking to `links`) and its JSON (`/api/messages`, `?to=+60…` to filter).
 */
export async function startSns(
  dir: string,
  port: number,
  accessKeyId: string,
  links: OutboxLinks = {},
): Promise<SnsEmulator> {
  const outbox = new SmsOutbox(dir);
  const optOuts = new SmsOptOuts(dir);

  /** A reply from a phone (the SMS outbox's JSON API): an opt-out keyword opts its sender out. */
  const reply = async (req: IncomingMessage, res: ServerResponse) => {
    let body: { from?: unknown; text?: unknown };
    try {
      body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8')) as typeof body;
    } catch {
      return sendJson(res, 400, { message: 'Send JSON: {"from": "+60…", "text": "STOP"}' });
    }
    const { from, text } = body;
    if (typeof from !== 'string' || !e164.test(from) || typeof text !== 'string')
      return sendJson(res, 400, { message: '`from` must be an E.164 number and `text` a string' });
    const optedOut = isOptOutReply(text);
    if (optedOut) await optOuts.optOut(from);
    return sendJson(res, 200, { from, optedOut: optOuts.has(from) });
  };

  const phoneNumberOf = (params: URLSearchParams): string => {
    const phoneNumber = params.get('phoneNumber');
    if (!phoneNumber || !e164.test(phoneNumber))
      throw invalidParameter('PhoneNumber Reason: input incorrectly formatted');
    return phoneNumber;
  };

  const serveOutbox = async (path: string, query: URLSearchParams, res: ServerResponse) => {
    if (path === '/') return sendHtml(res, 200, renderSmsOutbox(await outbox.list(), links));
    if (path === '/api/messages') {
      const to = query.get('to');
      const messages = await outbox.list();
      return sendJson(res, 200, to ? messages.filter((message) => message.to === to) : messages);
    }
    return sendHtml(res, 404, renderNotFound());
  };

  return startQueryService({
    port,
    accessKeyId,
    namespace: snsNamespace,
    maxRequestBytes,
    tooLargeCode: 'InvalidParameter',
    call: async (params) => {
      const action = actionOf(params, [
        'Publish',
        'CheckIfPhoneNumberIsOptedOut',
        'OptInPhoneNumber',
      ]);
      if (action === 'CheckIfPhoneNumberIsOptedOut') {
        const optedOut = optOuts.has(phoneNumberOf(params));
        return { action, result: `    <isOptedOut>${String(optedOut)}</isOptedOut>` };
      }
      if (action === 'OptInPhoneNumber') {
        await optOuts.optIn(phoneNumberOf(params));
        return { action, result: '' };
      }
      const request = publishRequest(params);
      const id = outbox.nextId();
      // SNS's MessageId is a uuid: the outbox id's, after its time prefix.
      const messageId = id.slice(id.indexOf('-') + 1);
      const message = { id, messageId, date: new Date().toISOString(), ...request };
      if (optOuts.has(request.to))
        await appendFile(
          join(dir, 'dropped.jsonl'),
          `${JSON.stringify({ ...message, reason: 'Phone is currently opted out' })}\n`,
        );
      else await outbox.store(message);
      return { action, result: `    <MessageId>${escapeXml(messageId)}</MessageId>` };
    },
    get: serveOutbox,
    post: async (path, req, res) => {
      if (path === '/api/replies') return reply(req, res);
      req.resume();
      send(res, 404, 'application/json', JSON.stringify({ message: 'Not found' }));
    },
  });
}
