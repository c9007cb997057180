import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffActor, StaffMessage, StaffMessagePage } from '@gsk/core/api';
import { contactListKinds, messageKey, type ContactRecord } from '../contact/messages';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { notFound } from '../lib/errors';
import { listingPage } from './listing';
import type { ListedItem } from './listing';

/*
 * Contact messages as staff see them (functions/src/contact/messages.ts stores them): the open
 * list (`contact#open`) and the handled one (`contact#handled`), newest first; marking one
 * handled moves it to the second with who and when, reopening it moves it back.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A message as staff see it, from its table row. */
const staffMessageOf = (item: ListedItem): StaffMessage => {
  const record = item as unknown as ContactRecord;
  return {
    messageId: record.messageId,
    createdAt: record.createdAt,
    name: record.name,
    email: record.email,
    ...(record.phone && { phone: record.phone }),
    message: record.message,
    language: record.language,
    ...(record.handledAt && { handledAt: record.handledAt }),
    ...(record.handledBy && { handledBy: record.handledBy }),
  };
};

/** A page of the open (or handled) messages after `cursor`. */
export async function messagePage(handled: boolean, cursor?: string): Promise<StaffMessagePage> {
  const page = await listingPage(
    { kind: handled ? contactListKinds.handled : contactListKinds.open },
    cursor,
  );
  return {
    messages: page.items.map(staffMessageOf),
    ...(page.nextCursor && { nextCursor: page.nextCursor }),
  };
}

/**
 * Marks a message handled by `actor` now, or open again; answers it as it then stands, and
 * whether this changed it. 404 `message_not_found` for no such message.
 */
export async function setHandled(
  messageId: string,
  handled: boolean,
  actor: StaffActor,
  now = new Date(),
): Promise<{ message: StaffMessage; changed: boolean }> {
  if (!uuidPattern.test(messageId)) throw notFound('message_not_found');
  const at = now.toISOString();
  // Handling a handled message again keeps who handled it first.
  const update = handled
    ? {
        UpdateExpression:
          'SET listKind = :kind, handledAt = if_not_exists(handledAt, :at), ' +
          'handledBy = if_not_exists(handledBy, :by)',
        ExpressionAttributeValues: { ':kind': contactListKinds.handled, ':at': at, ':by': actor },
      }
    : {
        UpdateExpression: 'SET listKind = :kind REMOVE handledAt, handledBy',
        ExpressionAttributeValues: { ':kind': contactListKinds.open },
      };
  let old: ContactRecord;
  try {
    const { Attributes } = await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: messageKey(messageId),
        ...update,
        // A stored message only: never an item made up by the update.
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    old = Attributes as unknown as ContactRecord;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound('message_not_found');
    throw error;
  }
  const { handledAt: _at, handledBy: _by, ...open } = old;
  const record: ContactRecord = handled
    ? {
        ...old,
        listKind: contactListKinds.handled,
        handledAt: old.handledAt ?? at,
        handledBy: old.handledBy ?? actor,
      }
    : { ...open, listKind: contactListKinds.open };
  return {
    message: staffMessageOf(record as unknown as ListedItem),
    changed: old.listKind !== record.listKind,
  };
}
