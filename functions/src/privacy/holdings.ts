import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  applicationStatuses,
  OWN_DATA_CV_LINK_SECONDS,
  OWN_DATA_SCHEMA_VERSION,
  type Bilingual,
  type OwnData,
  type OwnDataApplication,
  type OwnDataConsent,
  type OwnDataDonation,
  type OwnDataMessage,
  type OwnDataOrder,
  type OwnDataOther,
  type OwnDataPlace,
  type OwnDataStaffAction,
  type OwnDataVolunteer,
} from '@gsk/core/api';
import { applicationListKind, type ApplicationRow } from '../applications/index-row';
import { contactListKinds, type ContactRecord } from '../contact/messages';
import { batchGet } from '../crowdfunding/donor-record';
import { fundraisersOfMember } from '../crowdfunding/fundraisers';
import { queryAll } from '../crowdfunding/query-all';
import { getEvent } from '../events/events';
import { s3Client } from '../lib/aws';
import { listedWithNumber } from './listed';
import { config } from '../lib/config';
import type { MemberRecord } from '../members/members';
import { paymentKey, type PaymentRecord } from '../payments/ledger';
import type { OrderRecord } from '../shop/order-view';
import { isOrder } from '../shop/records';
import { getShift } from '../volunteers/places';

/*
 * Everything the site holds about one member (issue 32, docs/privacy.md "Your data"), read from
 * every table and bucket, for `GET /api/account/data` and its summary:
 * - the members table, the member's own partition (`MEMBER#{id}`) read whole: profile, consents
 *   (`CONSENT#…` and `CONSENTLOG#…`, whatever the consent routes write there), sessions (times
 *   only), places on events and shifts and their cooldowns, volunteer details, a coordinator's
 *   appointment; anything else there goes to `other` with every secret-looking field left out;
 * - the payments table: the payments whose donor pointer is under the member's verified mobile
 *   (`DONOR#{mobile}`, as the member's donations route finds them), the orders placed while signed
 *   in (`MEMBER#{id}`/`ORDER#…`, as "My orders" does), the supporters' pages they started;
 * - applications and contact messages (the staff lists' rows, the `listing` index) whose phone is
 *   the member's verified mobile, however it was typed. Never by email: no email is verified on
 *   this site, so matching one would hand a member whatever anyone typed with that address;
 * - the applications bucket: a link to each such application's CV, signed now, short-lived;
 * - the staff's audit trail (`AUDIT`): the entries whose subject is the member or one of the
 *   records above.
 * Reads run in parallel and page through everything: a member with hundreds of records is a
 * handful of round trips, not one per record.
 */

type Item = Record<string, unknown>;

/** Every item one Query of the members table finds, page after page. */
const queryMembers = (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>) =>
  queryAll({ TableName: config.membersTable, ...input });

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const numOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];
const isoOfSeconds = (value: unknown): string =>
  typeof value === 'number' ? new Date(value * 1000).toISOString() : '';

/** The kind of an item of the member's partition: its sort key up to the first `#`. */
const kindOf = (item: Item): string => str(item.sk).split('#')[0] ?? '';

/**
 * Field names that may hold a secret, never copied into the file: a password's hash, a token or
 * its hash, a one-time code, the session's hash in its sort key (which is why `sk` goes too).
 */
const secretName = /hash|token|secret|password|code|^pk$|^sk$/i;

/** A record's own fields, as JSON can hold them, without anything secret-looking. */
function safeFields(item: Item): Record<string, unknown> {
  const copy = (value: unknown): unknown => {
    if (value instanceof Set) return [...value].map(copy);
    if (Array.isArray(value)) return value.map(copy);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Item)
          .filter(([name]) => !secretName.test(name))
          .map(([name, inner]) => [name, copy(inner)]),
      );
    }
    return typeof value === 'bigint' ? value.toString() : value;
  };
  return copy(item) as Record<string, unknown>;
}

const consentOf = (item: Item): OwnDataConsent => ({
  channel: str(item.channel),
  purpose: str(item.purpose),
  given: item.given === true,
  at: str(item.at),
  version: str(item.version),
  language: str(item.language),
  wording: str(item.wording),
  source: str(item.source),
});

/**
 * The consent the volunteer form shows per channel: its `activity` record (`CONSENT#…`, where the
 * form has recorded it since issue 32), else what a volunteer item of before then held itself.
 */
function volunteerConsentOf(volunteer: Item, consents: Item[]): OwnDataVolunteer['consent'] {
  const records: Record<string, Item> = { ...((volunteer.consent ?? {}) as Record<string, Item>) };
  for (const item of consents) if (item.purpose === 'activity') records[str(item.channel)] = item;
  return Object.fromEntries(
    Object.entries(records).map(([channel, record]) => [
      channel,
      {
        given: record.given === true,
        at: str(record.at),
        version: str(record.version),
        language: str(record.language),
        wording: str(record.wording),
      },
    ]),
  );
}

/** Titles and times of the events and shifts a member's places name, read once each. */
async function placesOf(mirrors: Item[]): Promise<OwnDataPlace[]> {
  return Promise.all(
    mirrors.map(async (mirror): Promise<OwnDataPlace> => {
      const waiting = mirror.status === 'waiting';
      const base = {
        status: waiting ? ('waiting' as const) : ('confirmed' as const),
        position: waiting ? numOrNull(Number(mirror.position)) : null,
        joinedAt: strOrNull(mirror.joinedAt ?? mirror.registeredAt ?? mirror.createdAt),
      };
      if (kindOf(mirror) === 'REG') {
        const id = str(mirror.sk).slice('REG#'.length);
        const event = await getEvent(id);
        return {
          kind: 'event',
          id,
          shiftId: null,
          title: event ? event.title : null,
          startsAt: event ? event.startsAt : null,
          ...base,
        };
      }
      const activityId = str(mirror.activityId);
      const shiftId = str(mirror.shiftId) || str(mirror.sk).slice('SHIFT#'.length);
      const found = await getShift(activityId, shiftId);
      const title: Bilingual | null = found ? found.activity.title : null;
      return {
        kind: 'shift',
        id: activityId,
        shiftId,
        title,
        startsAt: found ? found.shift.startsAt : null,
        ...base,
      };
    }),
  );
}

/** What the member's own partition of the members table holds, section by section. */
async function ownPartition(member: MemberRecord) {
  const items = await queryMembers({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `MEMBER#${member.id}` },
    ConsistentRead: true,
  });
  const byKind = (kind: string) => items.filter((item) => kindOf(item) === kind);
  const known = new Set([
    'PROFILE',
    'CONSENT',
    'CONSENTLOG',
    'SESSION',
    'REG',
    'SHIFT',
    'LEFT',
    'VOLUNTEER',
    'COORDINATOR',
  ]);
  const volunteer = byKind('VOLUNTEER')[0];
  const coordinator = byKind('COORDINATOR')[0];
  const places = await placesOf([...byKind('REG'), ...byKind('SHIFT')]);
  return {
    consents: {
      current: byKind('CONSENT').map(consentOf),
      history: byKind('CONSENTLOG')
        .map(consentOf)
        .sort((a, b) => a.at.localeCompare(b.at)),
    },
    sessions: byKind('SESSION')
      .map((item) => ({ startedAt: str(item.createdAt), expiresAt: isoOfSeconds(item.expiresAt) }))
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt)),
    places: places.sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? '')),
    cancellations: byKind('LEFT').map((item) => {
      const [, kind = '', poolId = ''] = str(item.sk).split('#');
      return { kind, poolId, until: strOrNull(item.until) };
    }),
    volunteer: volunteer
      ? {
          skills: strings(volunteer.skills),
          languages: strings(volunteer.languages),
          availability: strings(volunteer.availability),
          reach: str(volunteer.reach),
          consent: volunteerConsentOf(volunteer, byKind('CONSENT')),
          since: str(volunteer.since),
          updatedAt: str(volunteer.updatedAt),
        }
      : null,
    coordinator: coordinator
      ? {
          areas: Array.isArray(coordinator.areas)
            ? (coordinator.areas as Item[]).map(safeFields)
            : [],
          trusted: coordinator.trusted === true,
          appointedAt: strOrNull(coordinator.appointedAt),
        }
      : null,
    other: items
      .filter((item) => !known.has(kindOf(item)))
      .map((item): OwnDataOther => ({ kind: kindOf(item), fields: safeFields(item) })),
  };
}

/** A payment row as the file shows it: the donor's details as given, and what it was for. */
const donationOf = (payment: PaymentRecord): OwnDataDonation => ({
  paymentId: payment.paymentId,
  kind: payment.kind === 'order' ? 'order' : 'donation',
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  name: payment.name,
  email: payment.email,
  phone: payment.phone,
  notes: strOrNull(payment.notes),
  identityNo: strOrNull(payment.identityNo),
  enterprise: strOrNull(payment.enterprise),
  campaign: strOrNull(payment.campaign),
  fundraiser: strOrNull(payment.fundraiser),
  event: strOrNull(payment.event),
  language: payment.language,
  address: payment.custIp,
  paymentMethod: strOrNull(payment.gateway?.PymtMethod),
  createdAt: payment.createdAt,
  paidAt: strOrNull(payment.paidAt),
});

/** The payments under the member's verified mobile (donor pointers), newest first. */
async function donationsOf(mobile: string): Promise<OwnDataDonation[]> {
  const pointers = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `DONOR#${mobile}` },
  });
  const ids = [...new Set(pointers.map((pointer) => str(pointer.paymentId)).filter(Boolean))];
  const rows = (await batchGet(ids.map(paymentKey))) as unknown as PaymentRecord[];
  return rows.map(donationOf).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * What an order's row holds of its buyer and their order, as stored (the shop's own view of an
 * order is not used: it loads the shop's schemas, and adds the return window, which is derived).
 */
const orderFields = [
  'createdAt',
  'lines',
  'subtotalSen',
  'shippingSen',
  'totalSen',
  'delivery',
  'name',
  'email',
  'phone',
  'language',
  'paidAt',
  'packedAt',
  'shippedAt',
  'courier',
  'trackingNumber',
  'deliveredAt',
  'cancelledAt',
  'returnedAt',
] as const;

/** The orders placed while signed in (the buyer's pointers), unpaid ones too, newest first. */
async function ordersOf(memberId: string): Promise<OwnDataOrder[]> {
  const pointers = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :order)',
    ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':order': 'ORDER#' },
  });
  const rows = await batchGet(pointers.map((pointer) => paymentKey(str(pointer.orderId))));
  return rows
    .filter((row): row is OrderRecord & Item => isOrder(row))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(
      (row) =>
        ({
          orderId: row.paymentId,
          status: row.orderState,
          ...Object.fromEntries(
            orderFields.filter((field) => row[field] !== undefined).map((f) => [f, row[f]]),
          ),
        }) as OwnDataOrder,
    );
}

/** Every row of the staff lists of these kinds whose phone is the member's verified mobile. */
async function listedWithMobile(kinds: readonly string[], mobile: string): Promise<Item[]> {
  return (await Promise.all(kinds.map((kind) => listedWithNumber(kind, mobile)))).flat();
}

/** A link to a CV, signed now for OWN_DATA_CV_LINK_SECONDS, that downloads it. */
const cvLink = (id: string, key: string, type: string): Promise<string> =>
  getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: config.applicationsBucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="cv-${id}.${type}"`,
    }),
    { expiresIn: OWN_DATA_CV_LINK_SECONDS },
  );

async function applicationsOf(mobile: string, now: Date): Promise<OwnDataApplication[]> {
  const rows = (await listedWithMobile(
    applicationStatuses.map(applicationListKind),
    mobile,
  )) as unknown as ApplicationRow[];
  const expires = new Date(now.getTime() + OWN_DATA_CV_LINK_SECONDS * 1000).toISOString();
  const applications = await Promise.all(
    rows.map(async (row): Promise<OwnDataApplication> => ({
      id: row.id,
      form: row.form,
      submittedAt: row.submittedAt,
      status: row.status,
      fields: { ...row.fields },
      language: row.language ?? 'bm',
      notes: (row.notes ?? []).map((note) => ({
        at: note.at,
        by: note.by.name,
        text: note.text,
      })),
      cv: row.cv
        ? {
            type: row.cv.type,
            size: row.cv.size,
            link: await cvLink(row.id, row.cv.key, row.cv.type),
            linkExpiresAt: expires,
          }
        : null,
    })),
  );
  return applications.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

async function messagesOf(mobile: string): Promise<OwnDataMessage[]> {
  const rows = (await listedWithMobile(
    Object.values(contactListKinds),
    mobile,
  )) as unknown as ContactRecord[];
  return rows
    .map((row) => ({
      id: row.messageId,
      createdAt: row.createdAt,
      name: row.name,
      email: row.email,
      phone: strOrNull(row.phone),
      message: row.message,
      language: row.language,
      handledAt: strOrNull(row.handledAt),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The audit trail's entries, only the fields the file shows of them. */
const auditTrail = (): Promise<Item[]> =>
  queryMembers({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': 'AUDIT' },
    ProjectionExpression: '#at, #action, #subject, #actor',
    ExpressionAttributeNames: {
      '#at': 'at',
      '#action': 'action',
      '#subject': 'subject',
      '#actor': 'actor',
    },
  });

/** The entries whose subject is one of `ids` (the member, or a record of theirs). */
function staffActionsAbout(entries: Item[], ids: ReadonlySet<string>): OwnDataStaffAction[] {
  return entries
    .filter((entry) => ids.has(str((entry.subject as Item | undefined)?.id)))
    .map((entry) => {
      const subject = entry.subject as Item;
      return {
        at: str(entry.at),
        action: str(entry.action),
        subjectType: str(subject.type),
        subjectId: str(subject.id),
        staffName: str((entry.actor as Item | undefined)?.name),
      };
    });
}

/**
 * Everything the site holds about `member` (their stored profile, read for their live session),
 * as the file `GET /api/account/data` answers.
 */
export async function holdingsOf(member: MemberRecord, now = new Date()): Promise<OwnData> {
  const [own, donations, orders, fundraisers, applications, messages, audit] = await Promise.all([
    ownPartition(member),
    donationsOf(member.mobile),
    ordersOf(member.id),
    fundraisersOfMember(member.id),
    applicationsOf(member.mobile, now),
    messagesOf(member.mobile),
    // Read alongside the rest; which entries are theirs is decided once their records are known.
    auditTrail(),
  ]);
  const ids = new Set<string>([
    member.id,
    ...donations.map((donation) => donation.paymentId),
    ...orders.map((order) => order.orderId),
    ...fundraisers.map((page) => page.code),
    ...applications.map((application) => application.id),
    ...messages.map((message) => message.id),
  ]);
  const staffActions = staffActionsAbout(audit, ids);
  return {
    schemaVersion: OWN_DATA_SCHEMA_VERSION,
    generatedAt: now.toISOString(),
    profile: {
      id: member.id,
      name: member.name,
      mobile: member.mobile,
      email: member.email ?? null,
      state: member.state,
      parliament: member.parliament,
      dun: member.dun,
      language: member.language,
      role: member.role === 'staff' ? 'staff' : 'member',
      createdAt: member.createdAt,
      updatedAt: member.updatedAt ?? null,
    },
    ...own,
    donations,
    orders,
    fundraisers: fundraisers.map((page) => ({
      code: page.code,
      campaignId: page.campaignId,
      supporterName: page.supporterName,
      title: page.title,
      story: page.story,
      goal: page.goal,
      language: page.language,
      status: page.status,
      createdAt: page.createdAt,
      decidedAt: page.decidedAt ?? null,
      refusalReason: page.refusalReason ?? null,
      amount: page.amount,
      contributors: page.contributors,
    })),
    applications,
    messages,
    staffActions,
  };
}
