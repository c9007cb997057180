import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiPath, apiPaths } from '@gsk/core/api';
import type {
  ApiErrorBody,
  CampaignDetail,
  CampaignList,
  CampaignUpdate,
  FundraiserPage,
  OwnFundraisers,
  StaffAuditPage,
  StaffCampaign,
  StaffCampaignList,
  StaffFundraiserList,
} from '@gsk/core/api';
import { FUNDRAISER_STORY_MAX_LENGTH } from '@gsk/core/crowdfunding/limits';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import { beforeAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { stackUrls } from '../support/stack-setup';
import { formatValidationMessage } from '../support/validation-text';
import {
  campaignValues,
  crowdfundingClient,
  fundraiserValues,
  malaysianDay,
  newCampaignId,
} from './crowdfunding-fixture';
import type { TestMember } from './member-fixture';

/*
 * Campaigns and supporters' pages (issue 30, docs/crowdfunding.md) over HTTP against the run's
 * stack: staff create, change and post updates on campaigns (bad bodies: translated keys, nothing
 * written), the public sees published ones by phase, a member starts a page (links, over-long
 * text, a goal above the campaign's, a second page refused), staff approve one and refuse another
 * (once), the campaign shows its top pages, and every staff route refuses members and the signed
 * out. Visitors use the loopback range 127.46.0-49.x.
 */

const urls = await stackUrls();

let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.46.${Math.floor(visitors / 250) % 50}.${(visitors % 250) + 1}`;
};

const client = crowdfundingClient(urls, nextVisitor);
const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  }),
);

let staff: TestMember;

beforeAll(async () => {
  staff = await client.staff();
});

const fieldsOf = (json: unknown) => (json as ApiErrorBody).error.fields ?? {};
const codeOf = (json: unknown) => (json as ApiErrorBody).error.code;

/** Each message reads as a sentence in Malay and in English (the site's own translation). */
const expectTranslated = (fields: Record<string, string>) => {
  expect(Object.keys(fields).length).toBeGreaterThan(0);
  for (const message of Object.values(fields)) {
    const { key } = parseValidationMessage(message);
    const [bm, eng] = [
      formatValidationMessage(message, 'bm'),
      formatValidationMessage(message, 'eng'),
    ];
    expect([bm, eng], key).not.toContain(key);
    expect(bm, key).not.toBe(eng);
    expect(`${bm} ${eng}`, key).not.toMatch(/\{\{/);
  }
};

const staffGet = (path: string) => client.call('GET', path, { cookie: staff.cookie });
const publicGet = (path: string) => client.call('GET', path);

const staffCampaign = async (id: string) => {
  const answer = await staffGet(apiPath(apiPaths.staffCampaign, { id }));
  expect(answer.status, answer.text).toBe(200);
  return answer.json as StaffCampaign;
};

const auditOf = async (subjectId: string) => {
  const answer = await staffGet(apiPaths.staffAudit);
  expect(answer.status).toBe(200);
  return (answer.json as StaffAuditPage).entries.filter((entry) => entry.subject.id === subjectId);
};

describe('staff create, change and post updates on campaigns', { timeout: 60_000 }, () => {
  it('creates a campaign, lists it with its totals, and records it', async () => {
    const created = await client.createCampaign(staff, { id: newCampaignId('dapur') });
    expect(created).toMatchObject({
      enterprise: 'kesum',
      status: 'published',
      phase: 'running',
      goal: 20_000,
      raised: { amount: 0, contributors: 0 },
      spentSen: 0,
      balanceSen: 0,
      pendingFundraisers: 0,
      updates: [],
      daysLeft: 31,
    });
    const list = await staffGet(apiPaths.staffCampaigns);
    expect((list.json as StaffCampaignList).campaigns.map((each) => each.id)).toContain(created.id);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: 'campaign.created',
      subject: { type: 'campaign', title: created.title },
      details: { status: 'published', goal: 20_000, enterprise: 'kesum' },
    });
  });

  it('refuses bad bodies with translated keys and writes nothing', async () => {
    const id = newCampaignId('salah');
    const answer = await client.call('POST', apiPaths.staffCampaigns, {
      cookie: staff.cookie,
      body: {
        ...campaignValues({ id }),
        enterprise: 'nowhere',
        title: { bm: '', eng: 'x'.repeat(101) },
        goal: 99,
        startsOn: '2026-02-30',
        endsOn: 'tomorrow',
        status: 'live',
      },
    });
    expect(answer.status).toBe(400);
    const fields = fieldsOf(answer.json);
    expect(
      Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, parseValidationMessage(v).key]),
      ),
    ).toEqual({
      enterprise: 'campaign.enterprise.invalid',
      'title.bm': 'campaign.title.required',
      'title.eng': 'campaign.title.max',
      goal: 'campaign.goal.min',
      startsOn: 'campaign.startsOn.invalid',
      endsOn: 'campaign.endsOn.invalid',
      status: 'campaign.status.invalid',
    });
    expectTranslated(fields);
    const backwards = await client.call('POST', apiPaths.staffCampaigns, {
      cookie: staff.cookie,
      body: campaignValues({ id, startsOn: malaysianDay(5), endsOn: malaysianDay(2) }),
    });
    expect(fieldsOf(backwards.json)).toEqual({ endsOn: 'campaign.endsOn.beforeStart' });
    expect((await staffGet(apiPath(apiPaths.staffCampaign, { id }))).status).toBe(404);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses a second campaign with the same id (409) and keeps the first', async () => {
    const first = await client.createCampaign(staff);
    const again = await client.call('POST', apiPaths.staffCampaigns, {
      cookie: staff.cookie,
      body: campaignValues({ id: first.id, goal: 500 }),
    });
    expect(again.status).toBe(409);
    expect(codeOf(again.json)).toBe('campaign_exists');
    expect((await staffCampaign(first.id)).goal).toBe(20_000);
  });

  it('changes a campaign (not its id) and records the fields changed', async () => {
    const campaign = await client.createCampaign(staff, { status: 'draft' });
    const body = campaignValues({
      id: campaign.id,
      goal: 35_000,
      title: { bm: 'Dapur Kesum 2.0', eng: 'Kesum Kitchen 2.0' },
    });
    const changed = await client.call('PUT', apiPath(apiPaths.staffCampaign, { id: campaign.id }), {
      cookie: staff.cookie,
      body,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ id: campaign.id, goal: 35_000, status: 'published' });
    const otherId = await client.call('PUT', apiPath(apiPaths.staffCampaign, { id: campaign.id }), {
      cookie: staff.cookie,
      body: { ...body, id: newCampaignId() },
    });
    expect(otherId.status).toBe(400);
    expect(fieldsOf(otherId.json)).toEqual({ id: 'campaign.id.invalid' });
    const missing = await client.call(
      'PUT',
      apiPath(apiPaths.staffCampaign, { id: 'tiada-langsung' }),
      {
        cookie: staff.cookie,
        body: campaignValues({ id: 'tiada-langsung' }),
      },
    );
    expect(missing.status).toBe(404);
    expect(codeOf(missing.json)).toBe('campaign_not_found');
    const [updated] = await auditOf(campaign.id);
    expect(updated).toMatchObject({
      action: 'campaign.updated',
      details: { changed: 'title,goal,status', status: 'published' },
    });
  });

  it('posts dated updates, shown newest first, and refuses an empty one', async () => {
    const campaign = await client.createCampaign(staff);
    const path = apiPath(apiPaths.staffCampaignUpdates, { id: campaign.id });
    const texts = [
      { bm: 'Dapur gas sudah dibeli.', eng: 'The gas stove has been bought.' },
      { bm: 'Separuh jalan ke matlamat!', eng: 'Halfway to the goal!' },
    ];
    for (const text of texts) {
      const answer = await client.call('POST', path, { cookie: staff.cookie, body: { text } });
      expect(answer.status, answer.text).toBe(201);
    }
    const empty = await client.call('POST', path, {
      cookie: staff.cookie,
      body: { text: { bm: '', eng: 'Only English' } },
    });
    expect(fieldsOf(empty.json)).toEqual({ 'text.bm': 'campaignUpdate.text.required' });
    const detail = (await publicGet(apiPath(apiPaths.campaign, { id: campaign.id })))
      .json as CampaignDetail;
    expect(detail.updates.map((update: CampaignUpdate) => update.text)).toEqual(
      [...texts].reverse(),
    );
    expect((await auditOf(campaign.id)).map((entry) => entry.action)).toEqual([
      'campaign.update_posted',
      'campaign.update_posted',
      'campaign.created',
    ]);
  });
});

describe('the public sees published campaigns by phase', { timeout: 60_000 }, () => {
  it('lists running, upcoming and ended ones in that order; drafts and cancelled ones not', async () => {
    const enterprise = 'clib';
    const ended = await client.createCampaign(staff, {
      enterprise,
      startsOn: malaysianDay(-40),
      endsOn: malaysianDay(-10),
    });
    const upcoming = await client.createCampaign(staff, {
      enterprise,
      startsOn: malaysianDay(10),
      endsOn: malaysianDay(40),
    });
    const running = await client.createCampaign(staff, { enterprise });
    const draft = await client.createCampaign(staff, { enterprise, status: 'draft' });
    const cancelled = await client.createCampaign(staff, { enterprise, status: 'cancelled' });
    const answer = await publicGet(`${apiPaths.campaigns}?enterprise=${enterprise}`);
    expect(answer.status).toBe(200);
    const ours = new Set([ended.id, upcoming.id, running.id, draft.id, cancelled.id]);
    const listed = (answer.json as CampaignList).campaigns.filter((each) => ours.has(each.id));
    expect(listed.map((each) => [each.id, each.phase])).toEqual([
      [running.id, 'running'],
      [upcoming.id, 'upcoming'],
      [ended.id, 'ended'],
    ]);
    expect(listed[0]?.daysLeft).toBe(31);
    expect(listed[2]).not.toHaveProperty('daysLeft');

    const endedPage = await publicGet(apiPath(apiPaths.campaign, { id: ended.id }));
    expect(endedPage.json).toMatchObject({ phase: 'ended', topFundraisers: [], wall: [] });
    const cancelledPage = await publicGet(apiPath(apiPaths.campaign, { id: cancelled.id }));
    expect(cancelledPage.json).toMatchObject({ phase: 'cancelled' });
    const draftPage = await publicGet(apiPath(apiPaths.campaign, { id: draft.id }));
    expect(draftPage.status).toBe(404);
    expect(codeOf(draftPage.json)).toBe('campaign_not_found');
    expect((await publicGet(`${apiPaths.campaigns}?enterprise=nowhere`)).status).toBe(400);
  });
});

describe("supporters' pages", { timeout: 90_000 }, () => {
  it('a member starts a page; links, over-long text, a goal too high and a second page are refused', async () => {
    const campaign = await client.createCampaign(staff, { goal: 5_000 });
    const member = await client.member('eng', 'Farid Hakimi bin Yusof');
    const path = apiPath(apiPaths.campaignFundraisers, { id: campaign.id });
    const start = (body: unknown, cookie: string | undefined = member.cookie) =>
      client.call('POST', path, { body, ...(cookie && { cookie }) });

    const linked = await start(
      fundraiserValues({ title: 'Lari di www.example.com', story: 'Sumbang di bit.ly/kesum' }),
    );
    expect(linked.status).toBe(400);
    expect(fieldsOf(linked.json)).toEqual({
      title: 'fundraiser.title.link',
      story: 'fundraiser.story.link',
    });
    const long = await start(
      fundraiserValues({ story: 'a'.repeat(FUNDRAISER_STORY_MAX_LENGTH + 1) }),
    );
    expect(parseValidationMessage(fieldsOf(long.json).story ?? '').key).toBe(
      'fundraiser.story.max',
    );
    const tooHigh = await start(fundraiserValues({ goal: 5_001 }));
    expect(tooHigh.status).toBe(400);
    expect(parseValidationMessage(fieldsOf(tooHigh.json).goal ?? '')).toEqual({
      key: 'fundraiser.goal.max',
      params: { max: '5000' },
    });
    expectTranslated(fieldsOf(tooHigh.json));
    expect((await start(fundraiserValues(), '')).status).toBe(401);

    const started = await start(fundraiserValues());
    expect(started.status, started.text).toBe(201);
    expect(started.json).toMatchObject({
      campaignId: campaign.id,
      supporterName: 'Farid',
      language: 'eng',
      status: 'pending',
      raised: { amount: 0, contributors: 0 },
      campaignTitle: campaign.title,
    });
    const again = await start(fundraiserValues({ title: 'Larian kedua' }));
    expect(again.status).toBe(409);
    expect(codeOf(again.json)).toBe('fundraiser_exists');
    const own = await client.call('GET', apiPaths.ownFundraisers, { cookie: member.cookie });
    expect((own.json as OwnFundraisers).fundraisers).toHaveLength(1);
    expect((await client.call('GET', apiPaths.ownFundraisers)).status).toBe(401);
    expect((await staffCampaign(campaign.id)).pendingFundraisers).toBe(1);
  });

  it('refuses pages for a campaign that is not running', async () => {
    const upcoming = await client.createCampaign(staff, {
      startsOn: malaysianDay(3),
      endsOn: malaysianDay(20),
    });
    const member = await client.member();
    const answer = await client.call(
      'POST',
      apiPath(apiPaths.campaignFundraisers, { id: upcoming.id }),
      { body: fundraiserValues(), cookie: member.cookie },
    );
    expect(answer.status).toBe(409);
    expect(codeOf(answer.json)).toBe('campaign_not_running');
  });

  it('staff approve one page and refuse another, once; the refused one is never public', async () => {
    const campaign = await client.createCampaign(staff);
    const [aminah, badrul] = await Promise.all([
      client.member('bm', 'Aminah binti Said'),
      client.member('bm', 'Badrul Hisham'),
    ]);
    const approved = await client.startFundraiser(aminah, campaign.id);
    const refused = await client.startFundraiser(badrul, campaign.id, {
      title: 'Kayuhan untuk Kesum',
    });
    expect((await publicGet(apiPath(apiPaths.fundraiser, { code: approved.code }))).status).toBe(
      404,
    );

    const pending = await staffGet(`${apiPaths.staffFundraisers}?status=pending`);
    const listed = (pending.json as StaffFundraiserList).fundraisers.find(
      (each) => each.code === refused.code,
    );
    expect(listed).toMatchObject({ ownerName: 'Badrul Hisham', status: 'pending' });
    expect(listed?.ownerMobile).toMatch(/^•+\d{4}$/);

    const noReason = await client.decide(staff, refused.code, 'refuse');
    expect(fieldsOf(noReason.json)).toEqual({ reason: 'fundraiserDecision.reason.required' });
    expect((await client.decide(staff, approved.code, 'approve')).status).toBe(200);
    const reason = 'Cerita perlu menyebut acara sebenar.';
    expect((await client.decide(staff, refused.code, 'refuse', reason)).status).toBe(200);
    const twice = await client.decide(staff, approved.code, 'refuse', reason);
    expect(twice.status).toBe(409);
    expect(codeOf(twice.json)).toBe('fundraiser_decided');
    expect((await client.decide(staff, 'zzzzzz', 'approve')).status).toBe(404);

    const page = await publicGet(apiPath(apiPaths.fundraiser, { code: approved.code }));
    expect(page.status).toBe(200);
    expect(page.json as FundraiserPage).toMatchObject({
      fundraiser: { code: approved.code, supporterName: 'Aminah', story: fundraiserValues().story },
      campaign: { id: campaign.id, phase: 'running' },
    });
    expect((await publicGet(apiPath(apiPaths.fundraiser, { code: refused.code }))).status).toBe(
      404,
    );
    const own = await client.call('GET', apiPaths.ownFundraisers, { cookie: badrul.cookie });
    expect((own.json as OwnFundraisers).fundraisers[0]).toMatchObject({
      status: 'refused',
      refusalReason: reason,
    });
    const refusedList = await staffGet(`${apiPaths.staffFundraisers}?status=refused`);
    expect(
      (refusedList.json as StaffFundraiserList).fundraisers.some(
        (each) => each.code === refused.code,
      ),
    ).toBe(true);
    expect((await auditOf(approved.code)).map((entry) => entry.action)).toEqual([
      'fundraiser.approved',
    ]);
    expect((await auditOf(refused.code))[0]).toMatchObject({
      action: 'fundraiser.refused',
      details: { campaign: campaign.id, reason },
    });
    const detail = (await publicGet(apiPath(apiPaths.campaign, { id: campaign.id })))
      .json as CampaignDetail;
    expect(detail.topFundraisers.map((each) => each.code)).toEqual([approved.code]);
  });

  it('the campaign shows its approved pages with the most raised first', async () => {
    const campaign = await client.createCampaign(staff);
    const raised = [120, 900, 40, 300, 75, 610];
    const pages = [];
    for (const amount of raised) {
      const member = await client.member();
      const page = await client.startFundraiser(member, campaign.id);
      expect((await client.decide(staff, page.code, 'approve')).status).toBe(200);
      // What the ledger's successes through the page add to it (functions/src/payments/ledger.ts).
      await documents.send(
        new UpdateCommand({
          TableName: names.paymentsTable,
          Key: { pk: `FUNDRAISER#${page.code}`, sk: 'FUNDRAISER' },
          UpdateExpression: 'ADD amount :amount, contributors :one',
          ExpressionAttributeValues: { ':amount': amount, ':one': 1 },
        }),
      );
      pages.push({ code: page.code, amount });
    }
    const detail = (await publicGet(apiPath(apiPaths.campaign, { id: campaign.id })))
      .json as CampaignDetail;
    expect(detail.topFundraisers.map((each) => [each.code, each.raised.amount])).toEqual(
      [...pages]
        .sort((a, b) => b.amount - a.amount)
        .slice(0, 5)
        .map((each) => [each.code, each.amount]),
    );
  });
});

describe('staff routes refuse members (403) and the signed out (401)', { timeout: 60_000 }, () => {
  it('refuses every crowdfunding route of the console', async () => {
    const member = await client.member();
    const routes: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', apiPaths.staffCampaigns],
      ['POST', apiPaths.staffCampaigns, campaignValues()],
      ['GET', apiPath(apiPaths.staffCampaign, { id: 'apa-apa' })],
      [
        'PUT',
        apiPath(apiPaths.staffCampaign, { id: 'apa-apa' }),
        campaignValues({ id: 'apa-apa' }),
      ],
      [
        'POST',
        apiPath(apiPaths.staffCampaignUpdates, { id: 'apa-apa' }),
        { text: { bm: 'a', eng: 'a' } },
      ],
      ['GET', apiPaths.staffFundraisers],
      [
        'POST',
        apiPath(apiPaths.staffFundraiserDecision, { code: 'abcdef' }),
        { decision: 'approve' },
      ],
      ['GET', apiPaths.staffDisbursements],
      ['POST', apiPaths.staffDisbursements, {}],
      ['GET', apiPath(apiPaths.staffDisbursementReceipt, { id: 'x' })],
    ];
    for (const [method, path, body] of routes) {
      const asMember = await client.call(method, path, { body, cookie: member.cookie });
      expect([path, asMember.status, codeOf(asMember.json)]).toEqual([path, 403, 'forbidden']);
      const signedOut = await client.call(method, path, { body });
      expect([path, signedOut.status, codeOf(signedOut.json)]).toEqual([
        path,
        401,
        'unauthenticated',
      ]);
    }
  });
});
