import { randomInt, randomUUID } from 'node:crypto';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type {
  PrivacyRequestEvent,
  PrivacyRequestReceived,
  StaffActor,
  StaffPrivacyRequest,
  StaffPrivacyRequestList,
  StaffPrivacyRequestRow,
} from '@gsk/core/api';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import {
  daysLeft,
  dueDay,
  isOpenPrivacyRequest,
  isOverdue,
  PRIVACY_EXTENSION_DAYS,
  privacyActionFrom,
  privacyActionTo,
  privacyRequestActions,
  privacyRequestIdPattern,
  type PrivacyRequestAction,
  type PrivacyRequestFilter,
  type PrivacyRequestStart,
  type PrivacyRequestStatus,
} from '@gsk/core/privacy/requests';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt } from '../lib/dynamo-conditions';
import { sendEmail } from '../lib/email';
import { notFound, shopConflict } from '../lib/errors';
import { errorName, logger } from '../lib/logger';
import { sendSms } from '../lib/sms';
import type { Challenge } from '../members/challenges';
import { useChallenge } from '../members/challenges';
import { listingPage } from '../staff/listing';
import {
  acknowledgementEmail,
  acknowledgementText,
  extensionEmail,
  extensionText,
  staffRequestEmail,
} from './request-texts';
import {
  openRequests,
  privacyListKinds,
  privacyRequestCounts,
  recordOf,
  type PrivacyRequestRecord,
} from './request-records';

/*
 * Requests about personal data (docs/privacy.md, "Requests"), in the payments table beside the
 * contact page's messages: `PRIVACYREQ#{reference}` holds the request (`sk` `REQUEST`) and its
 * history (`EVENT#{ISO time}#{uuid}`, one per step, never changed). A request exists only once
 * its code checked out: until then its values wait on the code's challenge (members table,
 * `OTP#…`, gone an hour after its last code). Open requests are in the staff's listing index
 * under `privacy#open` (by reception), closed ones under `privacy#closed` (by closing).
 */

/** How long a closed request and its history are kept (proof the right was answered). */
export const PRIVACY_REQUEST_KEEP_DAYS = 2 * 365;

const requestKey = (reference: string) => ({ pk: `PRIVACYREQ#${reference}`, sk: 'REQUEST' });
const eventSk = (at: string) => `EVENT#${at}#${randomUUID()}`;

/** The references' alphabet: no 0/O, 1/I to misread over the phone. */
const referenceAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new reference, `PD-` and 8 characters from the CSPRNG (40 bits). */
const newReference = () =>
  `PD-${Array.from({ length: 8 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('')}`;

const secondsOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The expiry (epoch seconds, DynamoDB's TTL) of what closes at `at`. */
const keptUntil = (at: string) => secondsOf(at) + PRIVACY_REQUEST_KEEP_DAYS * 86_400;

const eventItem = (reference: string, event: PrivacyRequestEvent, closes?: string) => ({
  pk: requestKey(reference).pk,
  sk: eventSk(event.at),
  ...event,
  // The history outlives its request: kept from the request's last possible day.
  expiresAt: keptUntil(closes ?? event.at) + (PRIVACY_EXTENSION_DAYS + 21) * 86_400,
});

/** Sends one message of a new request; a failure is logged and named (never thrown). */
const attempt = async (reference: string, what: string, send: () => Promise<void>) => {
  try {
    await send();
    return 'sent';
  } catch (error) {
    logger.error('privacy.request_message_failed', { reference, what, code: errorName(error) });
    return 'failed';
  }
};

/** Acknowledges a request to the person, by the channel their code proved. */
const acknowledge = (record: PrivacyRequestRecord) =>
  attempt(record.reference, 'acknowledgement', () =>
    record.contactBy === 'mobile'
      ? sendSms(record.contact, acknowledgementText(record))
      : sendEmail([record.contact], acknowledgementEmail(record), config.contactEmail),
  );

/** Emails the staff a copy of a new request (Reply-To the person, when by email). */
const noticeStaff = async (record: PrivacyRequestRecord) => {
  if (config.adminEmails.length === 0) return 'skipped';
  return attempt(record.reference, 'staff', () =>
    sendEmail(
      config.adminEmails,
      staffRequestEmail(record),
      record.contactBy === 'email' ? record.contact : undefined,
    ),
  );
};

/**
 * Records the request a challenge holds, its code just checked out (`codeHash`): one transaction
 * uses the challenge up (so a code records once) and puts the request and its first event. Then
 * acknowledges it to the person and copies it to staff, recording how both went; neither failing
 * undoes the request. 404 `challenge_not_found` when the challenge holds no request or was used
 * meanwhile.
 */
async function record(
  challenge: Challenge,
  codeHash: string,
  now = new Date(),
): Promise<PrivacyRequestReceived> {
  const start: PrivacyRequestStart | undefined = challenge.request;
  const contact = challenge.mobile ?? challenge.email;
  if (!start || !contact) throw notFound('challenge_not_found');
  const receivedAt = now.toISOString();
  const request: PrivacyRequestRecord = {
    reference: newReference(),
    kind: start.kind,
    name: start.name,
    contactBy: challenge.email ? 'email' : 'mobile',
    contact,
    details: start.details ?? '',
    language: challenge.language,
    receivedAt,
    dueDay: dueDay(receivedAt),
    status: 'received',
    extended: false,
    listKind: privacyListKinds.open,
    listedAt: receivedAt,
  };
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          useChallenge(challenge.id, codeHash),
          {
            Put: {
              TableName: config.paymentsTable,
              Item: { ...requestKey(request.reference), ...request },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: config.paymentsTable,
              Item: eventItem(request.reference, {
                at: receivedAt,
                action: 'received',
                status: 'received',
                dueDay: request.dueDay,
              }),
            },
          },
        ],
      }),
    );
  } catch (error) {
    // The code used meanwhile (or, once in 2^40, the reference taken: the person sends it again).
    if (cancelledAt(error, 0) || cancelledAt(error, 1)) throw notFound('challenge_not_found');
    throw error;
  }
  logger.info('privacy.request_received', { reference: request.reference, kind: request.kind });
  const [acknowledgement, staffNotice] = await Promise.all([
    acknowledge(request),
    noticeStaff(request),
  ]);
  await dynamoDb().send(
    new UpdateCommand({
      TableName: config.paymentsTable,
      Key: requestKey(request.reference),
      UpdateExpression: 'SET acknowledgement = :acknowledgement, staffNotice = :staffNotice',
      ExpressionAttributeValues: {
        ':acknowledgement': acknowledgement,
        ':staffNotice': staffNotice,
      },
    }),
  );
  return {
    reference: request.reference,
    kind: request.kind,
    receivedAt,
    dueDay: request.dueDay,
    contactBy: request.contactBy,
  };
}

/** What staff may do to a request now (an extension once, before its due day passes). */
export function actionsOf(request: PrivacyRequestRecord, today: string): PrivacyRequestAction[] {
  return privacyRequestActions.filter(
    (action) =>
      privacyActionFrom[action].includes(request.status) &&
      (action !== 'extend' || (!request.extended && daysLeft(request.dueDay, today) >= 0)),
  );
}

const rowOf = (request: PrivacyRequestRecord, today: string): StaffPrivacyRequestRow => ({
  reference: request.reference,
  kind: request.kind,
  status: request.status,
  name: request.name,
  contactBy: request.contactBy,
  contact: request.contact,
  language: request.language,
  receivedAt: request.receivedAt,
  dueDay: request.dueDay,
  daysLeft: daysLeft(request.dueDay, today),
  overdue: isOverdue(request, today),
  extended: request.extended,
  ...(request.closedAt && { closedAt: request.closedAt }),
});

/**
 * The staff's queue: open requests (or those of one open status) soonest due first, each with
 * its days left and overdue flag; closed ones (or one closed status) newest first, a page at a
 * time after `cursor`.
 */
async function list(
  filter: PrivacyRequestFilter,
  cursor?: string,
  now = new Date(),
): Promise<StaffPrivacyRequestList> {
  const today = malaysianDate(now);
  if (filter === 'open' || filter === 'received' || filter === 'in-progress') {
    const open = await openRequests();
    return {
      requests: open
        .filter((request) => filter === 'open' || request.status === filter)
        .map((request) => rowOf(request, today)),
    };
  }
  const page = await listingPage(
    {
      kind: privacyListKinds.closed,
      ...(filter !== 'closed' && {
        filter: {
          expression: '#status = :status',
          names: { '#status': 'status' },
          values: { ':status': filter },
        },
      }),
    },
    cursor,
  );
  return {
    requests: page.items.map((item) => rowOf(recordOf(item), today)),
    ...(page.nextCursor && { nextCursor: page.nextCursor }),
  };
}

/** A request with its history, as staff see it; 404 `privacy_request_not_found` for none. */
async function get(reference: string, now = new Date()): Promise<StaffPrivacyRequest> {
  if (!privacyRequestIdPattern.test(reference)) throw notFound('privacy_request_not_found');
  const { Items = [] } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.paymentsTable,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': requestKey(reference).pk },
      ConsistentRead: true,
    }),
  );
  const item = Items.find((each) => each.sk === 'REQUEST');
  if (!item) throw notFound('privacy_request_not_found');
  const request = recordOf(item);
  const today = malaysianDate(now);
  const history = Items.filter((each) => String(each.sk).startsWith('EVENT#')).map(
    (each): PrivacyRequestEvent => ({
      at: String(each.at),
      action: each.action as PrivacyRequestEvent['action'],
      status: each.status as PrivacyRequestStatus,
      ...(each.by !== undefined && { by: each.by as StaffActor }),
      ...(typeof each.note === 'string' && each.note !== '' && { note: each.note }),
      ...(typeof each.dueDay === 'string' && { dueDay: each.dueDay }),
    }),
  );
  return {
    ...rowOf(request, today),
    details: request.details,
    history,
    actions: actionsOf(request, today),
  };
}

/** 409 `privacy_request_state` with what the request allows now. */
const stateConflict = (request: PrivacyRequestRecord, today: string) =>
  shopConflict('privacy_request_state', { actions: actionsOf(request, today) });

/** Tells the person their request was extended, by its channel; a failure is logged. */
const noticeExtension = (request: PrivacyRequestRecord, reason: string) =>
  attempt(request.reference, 'extension', () =>
    request.contactBy === 'mobile'
      ? sendSms(request.contact, extensionText(request))
      : sendEmail([request.contact], extensionEmail(request, reason), config.contactEmail),
  );

/**
 * Takes a staff action on a request, on the state it read: one transaction updates the request
 * (only if its status, and for an extension its `extended`, are still those read) and puts the
 * history's entry by `actor`. An action the state does not allow, or a race lost to another staff
 * member, is 409 `privacy_request_state` with what is allowed now; nothing is written. An
 * extension moves the due day by PRIVACY_EXTENSION_DAYS and tells the person. Answers the request
 * as it now stands, and the record it was.
 */
async function act(
  reference: string,
  action: PrivacyRequestAction,
  note: string,
  actor: StaffActor,
  now = new Date(),
): Promise<{ request: StaffPrivacyRequest; before: PrivacyRequestRecord }> {
  if (!privacyRequestIdPattern.test(reference)) throw notFound('privacy_request_not_found');
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: requestKey(reference),
      ConsistentRead: true,
    }),
  );
  if (!Item) throw notFound('privacy_request_not_found');
  const before = recordOf(Item);
  const today = malaysianDate(now);
  if (!actionsOf(before, today).includes(action)) throw stateConflict(before, today);
  const at = now.toISOString();
  const status = privacyActionTo[action] ?? before.status;
  const closes = !isOpenPrivacyRequest(status) && isOpenPrivacyRequest(before.status);
  const due = action === 'extend' ? dueDay(before.receivedAt, PRIVACY_EXTENSION_DAYS) : undefined;
  const sets = ['#status = :status'];
  const values: Record<string, unknown> = { ':status': status, ':seen': before.status };
  if (due) {
    sets.push('dueDay = :due', '#extended = :true');
    values[':due'] = due;
    values[':true'] = true;
    values[':false'] = false;
  }
  if (closes) {
    sets.push('closedAt = :at', 'listKind = :closed', 'listedAt = :at', 'expiresAt = :expires');
    values[':at'] = at;
    values[':closed'] = privacyListKinds.closed;
    values[':expires'] = keptUntil(at);
  }
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: config.paymentsTable,
              Key: requestKey(reference),
              UpdateExpression: `SET ${sets.join(', ')}`,
              ConditionExpression: `#status = :seen${due ? ' AND #extended = :false' : ''}`,
              ExpressionAttributeNames: {
                '#status': 'status',
                ...(due && { '#extended': 'extended' }),
              },
              ExpressionAttributeValues: values,
            },
          },
          {
            Put: {
              TableName: config.paymentsTable,
              Item: eventItem(
                reference,
                {
                  at,
                  action,
                  by: actor,
                  status,
                  ...(note && { note }),
                  ...(due && { dueDay: due }),
                },
                before.receivedAt,
              ),
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 0)) {
      const { Item: now } = await dynamoDb().send(
        new GetCommand({
          TableName: config.paymentsTable,
          Key: requestKey(reference),
          ConsistentRead: true,
        }),
      );
      throw stateConflict(now ? recordOf(now) : before, today);
    }
    throw error;
  }
  logger.info('privacy.request_action', { reference, action, status });
  if (due) await noticeExtension({ ...before, dueDay: due }, note);
  return { request: await get(reference, new Date(now)), before };
}

/** Requests about personal data: record one, the staff's queue, one request, an action, counts. */
export const PrivacyRequests = { record, list, get, act, counts: privacyRequestCounts };
