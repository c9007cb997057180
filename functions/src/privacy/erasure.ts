import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import {
  DeleteCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { applicationStatuses } from '@gsk/core/api';
import type { ClosureCounts, ClosureRefusal } from '@gsk/core/privacy/closure';
import { applicationKey } from '../applications/store';
import { applicationListKind, applicationRowKey } from '../applications/index-row';
import { contactListKinds, messageKey } from '../contact/messages';
import { removeCoordinator } from '../coordinators/coordinators';
import { staffNoticeKey, type StaffNotice } from '../email/staff-notices';
import { eventPool } from '../events/registrations';
import { dynamoDb, s3Client } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt, isConditionFailure } from '../lib/dynamo-conditions';
import { AppError } from '../lib/errors';
import { profileKey, mobileKey, type MemberRecord } from '../members/members';
import { memberItems } from '../members/member-items';
import {
  donorPointerKey,
  Ledger,
  paymentKey,
  wallKeys,
  type PaymentRecord,
} from '../payments/ledger';
import { fundraiserKey } from '../crowdfunding/fundraisers';
import { queryAll } from '../crowdfunding/query-all';
import { listedWithNumber } from './listed';
import { cancelPlace } from '../volunteers/cancellation';
import { withdrawVolunteer } from '../volunteers/details';
import { activitiesPk } from '../volunteers/keys';
import { shiftPool } from '../volunteers/places';

/*
 * Closing a member's account (issue 32, docs/privacy.md "Closing an account"): what cannot be
 * closed yet, and the erasure itself, written in an order that a retry after a crash midway
 * finishes. Each step is idempotent, and the items that FIND the member's data (their pointers
 * and mirrors) are deleted only after what they point to has been erased, so a second run finds
 * whatever the first left. The profile, the mobile number's claim and the audit entry go last,
 * in one transaction; the sessions after it (a retry with a session that survived finds no
 * profile and only ends the sessions: close-account.ts).
 *
 * Kept, detached from identity: the ledger's rows of donations and orders (amount, date, target,
 * status, reference: the movement must keep financial records for 7 years) and their totals,
 * untouched; supporters' pages' totals; past registrations' and places' counts; applications' and
 * messages' rows (status, dates) for the staff's lists.
 */

/** Attempts of the profile's last transaction that loses to a concurrent write (a sign-in's backfill). */
const maxFinalAttempts = 4;

/** Every item of a partition of the payments table whose sort key starts with `prefix`. */
const paymentsPartition = (pk: string, prefix: string) =>
  queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ConsistentRead: true,
  });

/** A pointer of the member's to a payment: its own key, and the payment it names. */
interface PaymentPointer {
  key: { pk: string; sk: string };
  paymentId: string;
}

/**
 * The member's payments: the donor pointers under their verified mobile (donations made signed
 * in, or given with that number typed: docs/crowdfunding.md, "A donor's own record") and the
 * buyer's pointers of their orders (`MEMBER#{id}`/`ORDER#…` in the payments table).
 */
async function paymentPointers(member: MemberRecord): Promise<PaymentPointer[]> {
  const [donor, buyer] = await Promise.all([
    paymentsPartition(`DONOR#${member.mobile}`, ''),
    paymentsPartition(`MEMBER#${member.id}`, 'ORDER#'),
  ]);
  return [...donor, ...buyer].map((item) => ({
    key: { pk: String(item.pk), sk: String(item.sk) },
    paymentId: String(item.paymentId ?? item.orderId ?? String(item.sk).split('#').at(-1)),
  }));
}

/** Order states between paid and delivered: goods owed to the buyer. */
const undelivered = new Set(['paid', 'packed', 'shipped']);

/**
 * Why the member's account cannot be closed now, if anything: a payment the gateway has not
 * settled (its money may yet arrive, and its receipt needs an address), or a paid order not yet
 * delivered (the goods need one). Reads only.
 */
export async function closureRefusal(member: MemberRecord): Promise<ClosureRefusal | undefined> {
  const payments = await Promise.all(
    (await paymentPointers(member)).map(({ paymentId }) => Ledger.get(paymentId)),
  );
  if (payments.some((payment) => payment?.status === 'initiated' || payment?.status === 'pending'))
    return 'close_payment_pending';
  const orderState = (payment: PaymentRecord | undefined) =>
    (payment as (PaymentRecord & { orderState?: string }) | undefined)?.orderState;
  if (payments.some((payment) => undelivered.has(orderState(payment) ?? '')))
    return 'close_order_undelivered';
  return undefined;
}

/**
 * Gives back the member's upcoming registrations and shift places through the cancellation
 * every member uses (places freed, the first person waiting promoted and texted) and detaches
 * the past ones: their mirror under the member goes, the place under its event or shift stays
 * for the counts, naming a member id whose profile is gone.
 */
async function releasePlaces(memberId: string, counts: ClosureCounts): Promise<void> {
  const mirrors = [
    ...(await memberItems(memberId, 'REG#')).map((item) => ({
      item,
      pool: eventPool(String(item.sk).slice('REG#'.length)),
    })),
    ...(await memberItems(memberId, 'SHIFT#')).map((item) => ({
      item,
      pool: shiftPool(String(item.activityId), String(item.sk).slice('SHIFT#'.length)),
    })),
  ];
  for (const { item, pool } of mirrors) {
    try {
      const { status } = await cancelPlace(pool, memberId);
      if (status === 'cancelled') {
        counts.placesCancelled += 1;
        continue;
      }
    } catch (error) {
      // Started or ended (or its activity cancelled): a past place, detached below.
      if (!(error instanceof AppError) || error.status !== 409) throw error;
    }
    await dynamoDb().send(
      new DeleteCommand({
        TableName: config.membersTable,
        Key: { pk: String(item.pk), sk: String(item.sk) },
      }),
    );
    counts.placesDetached += 1;
  }
}

/** The gateway's request fields that name the payer (kept in a payment's `created` history). */
const payerFields = /^Cust(Name|Email|Phone|IP|MAC)$/i;

/**
 * Erases the subject of the staff's notice about a payment or an application in its day's cap
 * (the digest's line, which names the person; the record itself expires after a month). The
 * notice's day is that of the time it was about: a payment's success (or its last change) or an
 * application's submission. Nothing to do when no notice was recorded.
 */
async function eraseNoticeSubject(notice: Pick<StaffNotice, 'kind' | 'id' | 'at'>) {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: staffNoticeKey(notice),
        UpdateExpression: 'SET #subject = :blank',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#subject': 'subject' },
        ExpressionAttributeValues: { ':blank': '' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Scrubs the payer's fields out of a payment's history entries (each entry updated once). */
async function scrubHistory(payment: PaymentRecord): Promise<void> {
  const personal = new Set(
    [payment.name, payment.email, payment.phone, payment.custIp]
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .map((value) => value.toLowerCase()),
  );
  for (const entry of await paymentsPartition(`PAYMENT#${payment.paymentId}`, 'HISTORY#')) {
    const details = (entry.details ?? {}) as Record<string, unknown>;
    const names = Object.entries(details)
      .filter(
        ([name, value]) =>
          payerFields.test(name) ||
          (typeof value === 'string' && personal.has(value.toLowerCase())),
      )
      .map(([name]) => name);
    if (names.length === 0) continue;
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: { pk: String(entry.pk), sk: String(entry.sk) },
        UpdateExpression: `REMOVE ${names.map((_, index) => `details.#f${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(
          names.map((name, index) => [`#f${index}`, name]),
        ),
      }),
    );
  }
}

/**
 * Erases a payment's personal fields, keeping what the accounts need: amount, currency, dates,
 * target (enterprise, campaign, page, event), status, reference (the PaymentID, the gateway's
 * answer), an order's lines and the state and region its postage was priced for. Marked
 * `erasedAt`. Its history loses the payer's fields, its donor wall entries go, and an owed
 * receipt is no longer owed (it has no address). The totals are not touched.
 */
async function erasePayment(payment: PaymentRecord, at: string): Promise<void> {
  const order = payment as PaymentRecord & {
    delivery?: Record<string, unknown>;
    trackingEmail?: unknown;
  };
  const delivery = order.delivery;
  const keptDelivery =
    delivery && delivery.method === 'post'
      ? {
          method: 'post',
          line1: '',
          postcode: '',
          city: '',
          state: delivery.state,
          region: delivery.region,
          shipping: delivery.shipping,
        }
      : delivery;
  const owesEmailsOnly = payment.attention === 'emails';
  await dynamoDb().send(
    new UpdateCommand({
      TableName: config.paymentsTable,
      Key: paymentKey(payment.paymentId),
      UpdateExpression: [
        'SET erasedAt = if_not_exists(erasedAt, :at), #name = :blank, email = :blank, phone = :blank',
        ...(keptDelivery ? [', delivery = :delivery'] : []),
        ' REMOVE notes, custIp, identityNo, memberId, donorKey, emailKey, donorWall, trackingEmail',
        ...(owesEmailsOnly ? [', attention, attentionSince, nextEmailAt'] : []),
      ].join(''),
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: {
        ':at': at,
        ':blank': '',
        ...(keptDelivery && { ':delivery': keptDelivery }),
      },
    }),
  );
  await scrubHistory(payment);
  const kind = order.delivery ? 'order' : 'donation';
  for (const at of new Set([payment.paidAt, payment.updatedAt])) {
    if (at) await eraseNoticeSubject({ kind, id: payment.paymentId, at });
  }
  if (payment.donorWall && payment.paidAt) {
    for (const Key of wallKeys(payment, payment.paidAt)) {
      await dynamoDb().send(new DeleteCommand({ TableName: config.paymentsTable, Key }));
    }
  }
}

/** Erases every payment the member's pointers name, then the pointers (a retry finds the rest). */
async function erasePayments(
  member: MemberRecord,
  at: string,
  counts: ClosureCounts,
): Promise<void> {
  for (const pointer of await paymentPointers(member)) {
    const payment = await Ledger.get(pointer.paymentId);
    if (payment) {
      await erasePayment(payment, at);
      counts.paymentsErased += 1;
      // The other pointer of the same payment (a signed-in order may have both).
      if (payment.donorKey) {
        await dynamoDb().send(
          new DeleteCommand({
            TableName: config.paymentsTable,
            Key: donorPointerKey(payment.donorKey, payment.createdAt, payment.paymentId),
          }),
        );
      }
    }
    await dynamoDb().send(new DeleteCommand({ TableName: config.paymentsTable, Key: pointer.key }));
  }
}

/**
 * Takes the member's supporters' pages down (no list or page shows them: `refused` and out of
 * the `listing` index) and erases what the member wrote and their name on them; their totals
 * stay, as the payments that made them do. Then the one-per-campaign markers.
 */
async function eraseFundraisers(memberId: string, at: string, counts: ClosureCounts) {
  for (const marker of await paymentsPartition(`MEMBER#${memberId}`, 'FUNDRAISER#')) {
    const code = String(marker.code ?? '');
    if (code) {
      try {
        await dynamoDb().send(
          new UpdateCommand({
            TableName: config.paymentsTable,
            Key: fundraiserKey(code),
            UpdateExpression:
              'SET #status = :refused, erasedAt = if_not_exists(erasedAt, :at), supporterName = :blank, title = :blank, story = :blank, memberId = :blank REMOVE listKind, listedAt, refusalReason',
            ConditionExpression: 'attribute_exists(pk) AND memberId IN (:member, :blank)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':refused': 'refused',
              ':at': at,
              ':blank': '',
              ':member': memberId,
            },
          }),
        );
        counts.fundraisersErased += 1;
      } catch (error) {
        // Not the member's page (or gone): only the marker is theirs.
        if (!isConditionFailure(error)) throw error;
      }
    }
    await dynamoDb().send(
      new DeleteCommand({
        TableName: config.paymentsTable,
        Key: { pk: String(marker.pk), sk: String(marker.sk) },
      }),
    );
  }
}

/**
 * The rows of a staff list (the payments table's `listing` index) that carry the member's
 * verified mobile, however the form's visitor typed it. Every row of the list is read: no index
 * knows a message's or an application's number (see docs/privacy.md on this grant).
 */
const listedWithMembersNumber = (listKind: string, member: MemberRecord) =>
  listedWithNumber(listKind, member.mobile);

/**
 * Erases the partner and expert applications that carry the member's verified mobile: the CV
 * file and the application's JSON in the bucket first, then the row's personal fields (name,
 * email, phone, every field as sent, the staff's notes about the person); the row keeps its
 * form, dates and status for the staff's lists, marked `erasedAt`. A retry finds a row whose
 * phone is still there, and deletes the objects again (a delete of a missing key succeeds).
 */
async function eraseApplications(member: MemberRecord, at: string, counts: ClosureCounts) {
  for (const status of applicationStatuses) {
    for (const row of await listedWithMembersNumber(applicationListKind(status), member)) {
      const id = String(row.id);
      const cv = row.cv as { key?: unknown } | undefined;
      const keys = [applicationKey(id), ...(typeof cv?.key === 'string' ? [cv.key] : [])];
      await eraseNoticeSubject({ kind: 'application', id, at: String(row.submittedAt) });
      for (const Key of keys) {
        await s3Client().send(new DeleteObjectCommand({ Bucket: config.applicationsBucket, Key }));
      }
      await dynamoDb().send(
        new UpdateCommand({
          TableName: config.paymentsTable,
          Key: applicationRowKey(id),
          UpdateExpression:
            'SET erasedAt = if_not_exists(erasedAt, :at), #name = :blank, #email = :blank, #fields = :none, #notes = :empty, hasCv = :false REMOVE #phone, cv, attention, attentionSince, nextEmailAt',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: {
            '#name': 'name',
            '#email': 'email',
            '#fields': 'fields',
            '#notes': 'notes',
            '#phone': 'phone',
          },
          ExpressionAttributeValues: {
            ':at': at,
            ':blank': '',
            ':none': {},
            ':empty': [],
            ':false': false,
          },
        }),
      );
      counts.applicationsErased += 1;
    }
  }
}

/**
 * Erases the contact messages that carry the member's verified mobile: name, email, phone and
 * the message itself; an email still owed is owed no more (it has no address). The row keeps its
 * dates and handling for the staff's lists, marked `erasedAt`.
 */
async function eraseMessages(member: MemberRecord, at: string, counts: ClosureCounts) {
  for (const listKind of Object.values(contactListKinds)) {
    for (const row of await listedWithMembersNumber(listKind, member)) {
      await dynamoDb().send(
        new UpdateCommand({
          TableName: config.paymentsTable,
          Key: messageKey(String(row.messageId)),
          UpdateExpression:
            'SET erasedAt = if_not_exists(erasedAt, :at), #name = :blank, #email = :blank, #message = :blank REMOVE #phone, attention, attentionSince, nextEmailAt',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: {
            '#name': 'name',
            '#email': 'email',
            '#message': 'message',
            '#phone': 'phone',
          },
          ExpressionAttributeValues: { ':at': at, ':blank': '' },
        }),
      );
      counts.messagesErased += 1;
    }
  }
}

/** The coordinator's name on the activities they proposed (the activity itself stays). */
async function eraseProposerName(memberId: string): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.membersTable,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'proposedBy.memberId = :member',
        ExpressionAttributeValues: { ':pk': activitiesPk, ':member': memberId },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await dynamoDb().send(
        new UpdateCommand({
          TableName: config.membersTable,
          Key: { pk: String(item.pk), sk: String(item.sk) },
          UpdateExpression: 'SET proposedBy.#name = :blank',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':blank': '' },
        }),
      );
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Everything else under the member in the members table but the profile and the sessions (which
 * go last): volunteer details, the coordinator's appointment and its row in the staff's list,
 * consents and their history, cooldowns, a coordinator's daily text counts, anything later
 * features keep there.
 */
async function eraseMemberItems(memberId: string): Promise<void> {
  await withdrawVolunteer(memberId);
  try {
    await removeCoordinator(memberId);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'coordinator_not_found') throw error;
  }
  await eraseProposerName(memberId);
  for (const item of await memberItems(memberId, '')) {
    const sk = String(item.sk);
    if (sk === profileKey(memberId).sk || sk.startsWith('SESSION#')) continue;
    await dynamoDb().send(
      new DeleteCommand({ TableName: config.membersTable, Key: { pk: String(item.pk), sk } }),
    );
  }
}

/**
 * The last write: the profile and the mobile number's claim deleted and the audit entry ("account
 * closed", the member's id and the counts: no personal data) put, in one transaction, so the
 * account is gone exactly when its closure is recorded. After it nobody can sign in with the
 * number (no claim) and the number can sign up afresh. `false` when the profile was gone already
 * (a concurrent closure finished first).
 */
async function deleteAccount(
  member: MemberRecord,
  counts: ClosureCounts,
  at: string,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    const id = `${at}#${randomUUID()}`;
    try {
      await dynamoDb().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: config.membersTable,
                Key: profileKey(member.id),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            {
              Delete: {
                TableName: config.membersTable,
                Key: mobileKey(member.mobile),
                ConditionExpression: 'attribute_not_exists(pk) OR memberId = :member',
                ExpressionAttributeValues: { ':member': member.id },
              },
            },
            {
              Put: {
                TableName: config.membersTable,
                Item: {
                  pk: 'AUDIT',
                  sk: id,
                  id,
                  at,
                  actor: { memberId: member.id, name: '' },
                  action: 'account.closed',
                  subject: { type: 'member', id: member.id },
                  details: { ...counts },
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (cancelledAt(error, 0)) return false;
      if (attempt >= maxFinalAttempts) throw error;
    }
  }
}

/** A closure's counts, all zero. */
export const noCounts = (): ClosureCounts => ({
  placesCancelled: 0,
  placesDetached: 0,
  paymentsErased: 0,
  fundraisersErased: 0,
  applicationsErased: 0,
  messagesErased: 0,
});

/**
 * Closes the member's account (the caller checked the session, the password and
 * `closureRefusal`): places, payments, pages, applications and messages, the member's items,
 * then the account itself with its audit entry. Sessions are the caller's to end after it.
 * Answers what it did.
 */
export async function closeAccount(member: MemberRecord, now = new Date()): Promise<ClosureCounts> {
  const at = now.toISOString();
  const counts = noCounts();
  await releasePlaces(member.id, counts);
  await erasePayments(member, at, counts);
  await eraseFundraisers(member.id, at, counts);
  await eraseApplications(member, at, counts);
  await eraseMessages(member, at, counts);
  await eraseMemberItems(member.id);
  await deleteAccount(member, counts, at);
  return counts;
}
