import { randomUUID } from 'node:crypto';
import { apiPath, apiPaths } from '@gsk/core/api';
import type { OwnFundraiser, StaffCampaign } from '@gsk/core/api';
import type { CampaignValues, FundraiserValues } from '@gsk/core/crowdfunding';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import type { LocalStack } from '../../infra/local/stack';
import { send, type Answer } from './application-client';
import { newMember, type TestMember } from './member-fixture';

/*
 * Crowdfunding's fixture (docs/crowdfunding.md), for the campaigns', the ledger's and the money
 * path's race tests, on the run's stack or a file's own: staff and members written straight into
 * the members table with their sessions (member-fixture.ts: no scrypt, no texted code), a
 * campaign created through the staff API, a supporter's page started by a member through the
 * public API and approved by staff. Each call comes from the test file's own loopback address
 * (`from`), as its own visitor.
 */

type Urls = Pick<LocalStack['urls'], 'api' | 'site' | 'dynamodb'>;

/** A Malaysian day `days` from today (negative: before). */
export const malaysianDay = (days: number): string =>
  malaysianDate(new Date(Date.now() + days * 86_400_000));

/** A campaign id no other test of the run has. */
export const newCampaignId = (prefix = 'kesum') => `${prefix}-${randomUUID().slice(0, 8)}`;

/**
 * A published campaign for Kesum that runs from yesterday for a month, RM20,000 goal;
 * `overrides` change any field.
 */
export const campaignValues = (overrides: Partial<CampaignValues> = {}): CampaignValues => ({
  id: newCampaignId(),
  enterprise: 'kesum',
  title: { bm: 'Dapur Kesum untuk Komuniti', eng: "Kesum's Community Kitchen" },
  story: {
    bm: 'Kami mengumpul dana untuk peralatan dapur supaya Kesum dapat menyediakan hidangan berpatutan kepada jiran-jiran.',
    eng: 'We are raising funds for kitchen equipment so Kesum can serve affordable meals to its neighbours.',
  },
  goal: 20_000,
  startsOn: malaysianDay(-1),
  endsOn: malaysianDay(30),
  status: 'published',
  ...overrides,
});

/** A supporter's page as a member writes it; `overrides` change any field. */
export const fundraiserValues = (overrides: Partial<FundraiserValues> = {}): FundraiserValues => ({
  title: 'Larian untuk Kesum',
  story: 'Saya akan berlari 10 km di Taman Tasik Titiwangsa untuk dapur komuniti Kesum.',
  goal: 500,
  ...overrides,
});

/** Calls crowdfunding's routes on a stack as the site's pages do, from the test's addresses. */
export function crowdfundingClient(urls: Urls, from: () => string) {
  const client = {
    /** A JSON call (or none) with the site's Origin and the cookie given. */
    call(
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      init: { body?: unknown; cookie?: string } = {},
    ): Promise<Answer> {
      return send(`${urls.api}${path}`, from(), {
        method,
        headers: {
          origin: urls.site,
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
          ...(init.cookie && { cookie: init.cookie }),
        },
        ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      });
    },

    /** A staff member with a staff session. */
    staff: (): Promise<TestMember> =>
      newMember(urls, 'bm', 'Siti Hajar binti Omar', { role: 'staff' }),

    /** A signed-in member. */
    member: (language: Language = 'bm', name = 'Nur Aisyah binti Rahman'): Promise<TestMember> =>
      newMember(urls, language, name),

    /** Creates a campaign through the staff API (201), answering it as staff see it. */
    async createCampaign(
      staff: TestMember,
      overrides: Partial<CampaignValues> = {},
    ): Promise<StaffCampaign> {
      const answer = await client.call('POST', apiPaths.staffCampaigns, {
        body: campaignValues(overrides),
        cookie: staff.cookie,
      });
      if (answer.status !== 201) throw new Error(`campaign: ${answer.status} ${answer.text}`);
      return answer.json as StaffCampaign;
    },

    /** A member starts a page for a campaign (201), answering it as its owner sees it. */
    async startFundraiser(
      member: TestMember,
      campaignId: string,
      overrides: Partial<FundraiserValues> = {},
    ): Promise<OwnFundraiser> {
      const answer = await client.call(
        'POST',
        apiPath(apiPaths.campaignFundraisers, { id: campaignId }),
        { body: fundraiserValues(overrides), cookie: member.cookie },
      );
      if (answer.status !== 201) throw new Error(`page: ${answer.status} ${answer.text}`);
      return answer.json as OwnFundraiser;
    },

    /** Staff's decision on a page. */
    decide: (staff: TestMember, code: string, decision: 'approve' | 'refuse', reason = '') =>
      client.call('POST', apiPath(apiPaths.staffFundraiserDecision, { code }), {
        body: { decision, reason },
        cookie: staff.cookie,
      }),

    /** Records a disbursement (a multipart form, with a receipt file when given). */
    async disburse(
      staff: TestMember,
      fields: Record<string, string>,
      receipt?: { bytes: Uint8Array; filename: string; type: string },
    ): Promise<Answer> {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (receipt) {
        form.append(
          'receipt',
          new Blob([Buffer.from(receipt.bytes)], { type: receipt.type }),
          receipt.filename,
        );
      }
      const encoded = new Request('http://local.test/', { method: 'POST', body: form });
      return send(`${urls.api}${apiPaths.staffDisbursements}`, from(), {
        headers: {
          origin: urls.site,
          cookie: staff.cookie,
          'content-type': encoded.headers.get('content-type') ?? '',
        },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
    },
  };
  return client;
}

/** A disbursement's form fields; `overrides` change any. */
export const disbursementFields = (
  overrides: Record<string, string> = {},
): Record<string, string> => ({
  enterprise: 'kesum',
  campaign: '',
  amount: '150.50',
  paidOn: malaysianDay(0),
  category: 'equipment',
  'description.bm': 'Dapur gas dua tungku untuk dapur komuniti',
  'description.eng': 'A two-burner gas stove for the community kitchen',
  ...overrides,
});

/**
 * A running campaign with one approved supporter's page: staff create it, a member starts the
 * page, staff approve it. For the money path's race (50 donations through one page).
 */
export async function campaignWithApprovedPage(
  urls: Urls,
  from: () => string,
  overrides: Partial<CampaignValues> = {},
) {
  const client = crowdfundingClient(urls, from);
  const staff = await client.staff();
  const campaign = await client.createCampaign(staff, overrides);
  const supporter = await client.member();
  const page = await client.startFundraiser(supporter, campaign.id);
  const decided = await client.decide(staff, page.code, 'approve');
  if (decided.status !== 200) throw new Error(`approve: ${decided.status} ${decided.text}`);
  return { client, staff, campaign, supporter, page };
}
