import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignStatus, FundraiserStatus } from '@gsk/core/crowdfunding';
import type { EnterpriseSlug } from '@gsk/core/enterprise';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { afterAll } from 'vitest';
import { ownStack } from '../support/own-stack';
import { paymentClient } from './payment-client';

/*
 * A campaign and a supporter's page for the money path's tests, written straight into the stack's
 * payments table in the layout of docs/crowdfunding.md ("Data model"), as the staff's and members'
 * routes write them. Only for states the routes cannot make on the spot: an ended campaign with an
 * approved page, an upcoming or cancelled one, a page still pending beside a running campaign.
 * Anything the routes can make is made through them (crowdfunding-fixture.ts).
 */

/**
 * A stack of the test file's own (its checks read whole tables: overall totals, "nothing was
 * written"), the reconciler run only when asked, with the payment client and a DynamoDB document
 * client on it, all closed after the file's tests.
 */
export async function moneyStack() {
  const stack = await ownStack({ reconcileIntervalMs: false });
  const client = paymentClient(stack.urls);
  const dynamo = new DynamoDBClient({
    endpoint: stack.urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  });
  afterAll(() => {
    client.close();
    dynamo.destroy();
  });
  return { stack, urls: stack.urls, client, documents: DynamoDBDocumentClient.from(dynamo) };
}

/** A Malaysian day `days` from today (negative: before). */
export const malaysianDayIn = (days: number) =>
  malaysianDate(new Date(Date.now() + days * 86_400_000));

export interface SeedCampaign {
  id: string;
  enterprise?: EnterpriseSlug;
  status?: CampaignStatus;
  /** First and last day, from today (defaults: began yesterday, ends in a month). */
  startsInDays?: number;
  endsInDays?: number;
  goal?: number;
}

export interface SeedFundraiser {
  code: string;
  memberId: string;
  status?: FundraiserStatus;
  title?: string;
}

/**
 * Writes a campaign and, when given, a supporter's page for it (with its one-per-member marker),
 * in one transaction.
 */
export async function seedCampaignItems(
  documents: DynamoDBDocumentClient,
  campaign: SeedCampaign,
  fundraiser?: SeedFundraiser,
): Promise<void> {
  const now = new Date().toISOString();
  const TableName = names.paymentsTable;
  await documents.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName,
            Item: {
              pk: `CAMPAIGN#${campaign.id}`,
              sk: 'CAMPAIGN',
              id: campaign.id,
              ...(campaign.enterprise && { enterprise: campaign.enterprise }),
              title: {
                bm: `Dapur Komuniti ${campaign.id}`,
                eng: `Community Kitchen ${campaign.id}`,
              },
              story: {
                bm: 'Dapur komuniti yang menyediakan makanan berkhasiat pada harga kos.',
                eng: 'A community kitchen serving nourishing meals at cost.',
              },
              goal: campaign.goal ?? 50_000,
              startsOn: malaysianDayIn(campaign.startsInDays ?? -1),
              endsOn: malaysianDayIn(campaign.endsInDays ?? 30),
              status: campaign.status ?? 'published',
              createdAt: now,
              updatedAt: now,
              createdBy: 'seed',
              listKind: 'campaign',
              listedAt: now,
            },
          },
        },
        ...(fundraiser
          ? [
              {
                Put: {
                  TableName,
                  Item: {
                    pk: `FUNDRAISER#${fundraiser.code}`,
                    sk: 'FUNDRAISER',
                    code: fundraiser.code,
                    campaignId: campaign.id,
                    memberId: fundraiser.memberId,
                    supporterName: 'Nurul',
                    title: fundraiser.title ?? 'Larian untuk Kesum',
                    story: 'Saya berlari 21 km untuk dapur komuniti kampung saya.',
                    goal: 5_000,
                    language: 'bm',
                    status: fundraiser.status ?? 'approved',
                    createdAt: now,
                    ...(fundraiser.status !== 'pending' && {
                      decidedAt: now,
                      decidedBy: 'seed',
                    }),
                    amount: 0,
                    contributors: 0,
                    listKind: `fundraiser#${fundraiser.status ?? 'approved'}`,
                    listedAt: now,
                  },
                },
              },
              {
                Put: {
                  TableName,
                  Item: {
                    pk: `MEMBER#${fundraiser.memberId}`,
                    sk: `FUNDRAISER#${campaign.id}`,
                    code: fundraiser.code,
                  },
                },
              },
            ]
          : []),
      ],
    }),
  );
}
