import type {
  CampaignDetail,
  CampaignSummary,
  FundraiserPage,
  MemberProfile,
  PublicEvent,
} from '@gsk/core/api';
import { findEnterprise } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRunningCampaigns } from '../../web/src/components/campaigns/running-campaigns';
import { navigateToGateway } from '../../web/src/features/donation/lib/navigate';
import { resetSession } from '../../web/src/lib/session';
import { renderApp } from '../support/render-app';
import { axeViolations } from '../support/render-staff';
import { json, mockApi, type ApiCall } from './payment-api-mock';

vi.mock('../../web/src/features/donation/lib/navigate', () => ({ navigateToGateway: vi.fn() }));

const gatewayUrl = 'http://127.0.0.1:4581/IPGSG/Payment.aspx?TransactionType=SALE&PaymentID=1';

const summary = (overrides: Partial<CampaignSummary> = {}): CampaignSummary => ({
  id: 'kesum-2027',
  enterprise: 'kesum',
  title: { bm: 'Dapur Kesum untuk semua', eng: 'A Kesum kitchen for all' },
  goal: 20_000,
  startsOn: '2027-01-01',
  endsOn: '2027-03-31',
  phase: 'running',
  raised: { amount: 5_000, contributors: 42 },
  daysLeft: 3,
  ...overrides,
});

const lastDay = summary({
  id: 'solar-2027',
  enterprise: undefined,
  title: { bm: 'Panel solar untuk gerakan', eng: 'Solar panels for the movement' },
  daysLeft: 1,
  raised: { amount: 900, contributors: 1 },
});
const upcoming = summary({
  id: 'gajet-2027',
  enterprise: 'pinjamgajet',
  title: { bm: 'Gajet untuk pelajar', eng: 'Gadgets for students' },
  phase: 'upcoming',
  startsOn: '2027-06-01',
  endsOn: '2027-07-31',
  raised: { amount: 0, contributors: 0 },
  daysLeft: undefined,
});
const reached = summary({
  id: 'suria-2026',
  enterprise: 'solar',
  title: { bm: 'Suria di setiap bumbung', eng: 'Suria on every roof' },
  phase: 'ended',
  goal: 1_000,
  raised: { amount: 1_250, contributors: 30 },
  daysLeft: undefined,
});
const short = summary({
  id: 'mart-2026',
  enterprise: 'fleximart',
  title: { bm: 'Kedai FlexiMart kedua', eng: 'A second FlexiMart shop' },
  phase: 'ended',
  goal: 10_000,
  raised: { amount: 4_200, contributors: 12 },
  daysLeft: undefined,
});

const detail = (overrides: Partial<CampaignDetail> = {}): CampaignDetail => ({
  ...summary(),
  story: {
    bm: 'Dapur komuniti milik rakyat.\n\nSetiap ringgit membeli peralatan.',
    eng: 'A people-owned community kitchen.\n\nEvery ringgit buys equipment.',
  },
  updates: [
    {
      id: 'u2',
      postedAt: '2027-01-20T02:00:00.000Z',
      text: { bm: 'Dapur kini ada ketuhar baharu.', eng: 'The kitchen now has a new oven.' },
    },
    {
      id: 'u1',
      postedAt: '2027-01-05T02:00:00.000Z',
      text: { bm: 'Kempen telah bermula!', eng: 'The campaign has begun!' },
    },
  ],
  topFundraisers: [
    {
      code: 'ab3k9z',
      campaignId: 'kesum-2027',
      title: 'Larian untuk Kesum',
      supporterName: 'Aisyah',
      goal: 1_000,
      raised: { amount: 600, contributors: 9 },
      language: 'bm',
    },
  ],
  wall: [{ name: 'Farid Osman', on: '2027-01-18' }],
  ...overrides,
});

const copy = {
  bm: {
    running: 'Kempen sedang berjalan',
    upcoming: 'Akan datang',
    ended: 'Kempen yang telah tamat',
    daysLeft: '3 hari lagi',
    lastDay: 'Hari terakhir',
    raised: 'RM5,000 terkumpul daripada sasaran RM20,000',
    percent: '25% daripada sasaran',
    contributors: '42 penyumbang',
    reached: 'Sasaran tercapai: RM1,250 terkumpul daripada RM1,000.',
    short: 'Tamat dengan RM4,200 terkumpul daripada RM10,000.',
    startsOn: 'Bermula pada 1 Jun 2027.',
    empty: 'Tiada apa-apa ditemui',
    error: 'Kempen tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    retry: 'Cuba lagi',
    movement: 'Untuk gerakan secara keseluruhan',
    story: 'Kisah kempen',
    updates: 'Berita terkini',
    newest: 'Dikongsi pada 20 Januari 2027',
    topPages: 'Halaman penyokong teratas',
    wall: 'Dinding penderma',
    wallEntry: 'Farid Osman pada 18 Januari 2027',
    wallEmpty: 'Belum ada nama di sini. Jadilah yang pertama dinamakan!',
    start: 'Mulakan halaman kutipan anda sendiri',
    give: 'Sumbang kepada kempen ini',
    endedGive: 'Kempen ini telah tamat. Sumbangan anda kini disalurkan terus kepada',
    submit: 'Sumbang Hari Ini!',
    name: 'Nama',
    email: 'Emel',
    phone: 'Nombor telefon',
    amount: 'Jumlah (RM)',
    wallBox: 'Paparkan nama saya di dinding penderma',
    share: 'Kongsi kempen Dapur Kesum untuk semua',
    notFound: 'Halaman Tidak Dijumpai.',
    pageTitle: 'Tajuk halaman',
    pageStory: 'Kisah anda',
    pageGoal: 'Sasaran anda (RM)',
    send: 'Hantar untuk semakan',
    signInToSend: 'Daftar atau log masuk untuk menghantar',
    sent: 'Halaman anda telah dihantar untuk semakan',
    profile: 'Pergi ke profil saya',
    tooHigh: 'Sasaran anda tidak boleh melebihi sasaran kempen (RM20,000).',
    exists: 'Anda sudah mempunyai halaman untuk kempen ini. Lihatnya dalam profil anda.',
    titleRequired: 'Tajuk halaman anda diperlukan',
    linkRefused: 'Pautan tidak boleh dimasukkan dalam tajuk',
    fundraiserBy: 'Halaman kutipan Aisyah',
    fundraiserGive: 'Sumbang melalui halaman Aisyah',
    fundraiserRaised: 'RM600 terkumpul daripada sasaran RM1,000',
    noPage: 'Tiada halaman ditemui',
    eventRaised: 'RM1,200 terkumpul daripada sasaran RM5,000',
    eventHeading: 'Kutipan dana',
    eventGive: 'Sumbang untuk acara ini',
    campaignRefused: 'Kempen ini tidak ditemui',
  },
  eng: {
    running: 'Running campaigns',
    upcoming: 'Coming soon',
    ended: 'Past campaigns',
    daysLeft: '3 days left',
    lastDay: 'Last day',
    raised: 'RM5,000 raised of a RM20,000 goal',
    percent: '25% of the goal',
    contributors: '42 contributors',
    reached: 'Goal reached: RM1,250 raised of RM1,000.',
    short: 'Ended with RM4,200 raised of RM10,000.',
    startsOn: 'Starts on 1 June 2027.',
    empty: 'Nothing found',
    error: 'The campaigns could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    movement: 'For the movement as a whole',
    story: 'The story',
    updates: 'Updates',
    newest: 'Posted on 20 January 2027',
    topPages: 'Top supporters’ pages',
    wall: 'Donor wall',
    wallEntry: 'Farid Osman on 18 January 2027',
    wallEmpty: 'No names here yet. Be the first to be named!',
    start: 'Start your own fundraising page',
    give: 'Give to this campaign',
    endedGive: 'This campaign has ended. Your donation now goes straight to',
    submit: 'Contribute Today!',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    amount: 'Amount (RM)',
    wallBox: 'Show my name on the donor wall',
    share: 'Share the campaign A Kesum kitchen for all',
    notFound: 'Page Not Found.',
    pageTitle: 'Page title',
    pageStory: 'Your story',
    pageGoal: 'Your goal (RM)',
    send: 'Send for review',
    signInToSend: 'Sign up or sign in to send',
    sent: 'Your page has been sent for approval',
    profile: 'Go to my profile',
    tooHigh: 'Your goal cannot be more than the campaign’s goal (RM20,000).',
    exists: 'You already have a page for this campaign. See it in your profile.',
    titleRequired: 'Title of your page is required',
    linkRefused: 'Links cannot be added to the title',
    fundraiserBy: 'Aisyah’s fundraising page',
    fundraiserGive: 'Give through Aisyah’s page',
    fundraiserRaised: 'RM600 raised of a RM1,000 goal',
    noPage: 'No page found',
    eventRaised: 'RM1,200 raised of a RM5,000 goal',
    eventHeading: 'Fundraising',
    eventGive: 'Give at this event',
    campaignRefused: 'This campaign could not be found',
  },
} as const;

const prefix = (language: Language) => (language === 'bm' ? '' : '/en');

const member: MemberProfile = {
  id: 'm-1',
  name: 'Nur Aisyah binti Ahmad',
  maskedMobile: '+60*******678',
  state: '14',
  parliament: 'P.115',
  dun: '',
  language: 'bm',
  email: '',
  role: 'member',
  registrations: [],
};

beforeEach(() => {
  resetSession();
  forgetRunningCampaigns();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(navigateToGateway).mockReset();
});

/** Fills the donation form and presses its button; resolves with the payment's request body. */
const give = async (
  user: ReturnType<typeof userEvent.setup>,
  text: (typeof copy)[Language],
  calls: ApiCall[],
  named = false,
) => {
  await user.type(await screen.findByLabelText(text.name), 'Siti Hajar');
  await user.type(screen.getByLabelText(text.email), 'siti@example.my');
  await user.type(screen.getByLabelText(text.phone, { exact: false }), '012-345 6789');
  const amount = screen.getByLabelText(text.amount, { exact: false });
  if (!(amount as HTMLInputElement).value) await user.type(amount, '50');
  if (named) await user.click(screen.getByRole('checkbox', { name: text.wallBox }));
  await user.click(screen.getByRole('button', { name: text.submit }));
  await waitFor(() => expect(navigateToGateway).toHaveBeenCalledWith(gatewayUrl));
  return calls.find((call) => call.method === 'POST' && call.path === '/api/payments')?.body;
};

const payments = { 'POST /api/payments': () => json({ url: gatewayUrl }, 201) };

describe.each(['bm', 'eng'] as const)('the campaigns in %s', (language) => {
  const text = copy[language];

  it('lists running campaigns first with their progress, then upcoming, then how ended ones ended', async () => {
    mockApi({
      'GET /api/campaigns': () =>
        json({ campaigns: [summary(), lastDay, upcoming, reached, short] }),
    });
    renderApp('/crowdfund', { language });
    await screen.findByRole('heading', { name: text.running });
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      text.running,
      text.upcoming,
      text.ended,
    ]);
    const card = screen.getByRole('link', { name: summary().title[language] }).closest('article')!;
    expect(screen.getByRole('link', { name: summary().title[language] })).toHaveAttribute(
      'href',
      `${prefix(language)}/crowdfund/kesum-2027`,
    );
    expect(within(card).getByText(text.raised)).toBeVisible();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuetext', text.raised);
    expect(within(card).getByText(text.percent)).toBeVisible();
    expect(within(card).getByText(text.contributors)).toBeVisible();
    expect(within(card).getByText(text.daysLeft)).toBeVisible();
    const solar = screen.getByRole('link', { name: lastDay.title[language] }).closest('article')!;
    expect(within(solar).getByText(text.lastDay)).toBeVisible();
    expect(within(solar).getByText(text.movement)).toBeVisible();
    const soon = screen.getByRole('link', { name: upcoming.title[language] }).closest('article')!;
    expect(within(soon).getByText(text.startsOn)).toBeVisible();
    expect(screen.getByText(text.reached)).toBeVisible();
    expect(screen.getByText(text.short)).toBeVisible();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it(`says '${text.empty}' when there is no campaign`, async () => {
    mockApi({ 'GET /api/campaigns': () => json({ campaigns: [] }) });
    renderApp('/crowdfund', { language });
    expect(await screen.findByText(text.empty)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('tells a failure and loads again on retry', async () => {
    let failing = true;
    mockApi({
      'GET /api/campaigns': () =>
        failing ? json({ error: { code: 'internal' } }, 500) : json({ campaigns: [reached] }),
    });
    const user = userEvent.setup();
    renderApp('/crowdfund', { language });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.error);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: text.retry }));
    expect(await screen.findByText(text.reached)).toBeVisible();
  });
});

describe.each(['bm', 'eng'] as const)('a campaign’s page in %s', (language) => {
  const text = copy[language];

  it('shows the campaign, its updates newest first, top pages and donor wall, and gives to it', async () => {
    const api = mockApi({
      'GET /api/campaigns/kesum-2027': () => json(detail()),
      ...payments,
    });
    const user = userEvent.setup();
    renderApp('/crowdfund/kesum-2027', { language });
    expect(
      await screen.findByRole('heading', { level: 1, name: detail().title[language] }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toContain(detail().title[language]));
    const kesum = findEnterprise('kesum', language).ent_name;
    const forKesum = `${language === 'bm' ? 'Untuk' : 'For'} ${kesum}`;
    expect(screen.getByRole('link', { name: forKesum })).toHaveAttribute(
      'href',
      `${prefix(language)}/kesum`,
    );
    expect(screen.getByText(text.raised)).toBeVisible();
    expect(screen.getByText(text.daysLeft)).toBeVisible();
    expect(screen.getByRole('heading', { name: text.story })).toBeVisible();
    expect(screen.getByText(detail().story[language].split('\n\n')[1]!)).toBeVisible();
    const updates = screen.getByRole('heading', { name: text.updates }).parentElement!;
    const posted = within(updates).getAllByRole('listitem');
    expect(posted[0]).toHaveTextContent(text.newest);
    expect(posted[0]).toHaveTextContent(detail().updates[0]!.text[language]);
    const pages = screen.getByRole('heading', { name: text.topPages }).parentElement!;
    expect(within(pages).getByRole('link', { name: 'Larian untuk Kesum' })).toHaveAttribute(
      'href',
      `${prefix(language)}/fundraise/ab3k9z`,
    );
    const wall = screen.getByRole('heading', { name: text.wall }).parentElement!;
    expect(within(wall).getByRole('listitem')).toHaveTextContent(text.wallEntry);
    expect(screen.getByRole('link', { name: text.start })).toHaveAttribute(
      'href',
      `${prefix(language)}/crowdfund/kesum-2027/start`,
    );
    expect(screen.getByRole('button', { name: text.share })).toBeVisible();
    expect(screen.getByRole('heading', { name: text.give })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: text.wallBox })).not.toBeChecked();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);

    const body = await give(user, text, api.calls, true);
    expect(body).toMatchObject({
      campaign: 'kesum-2027',
      enterprise: 'kesum',
      fundraiser: '',
      event: '',
      donor_wall: true,
      identity_no: '',
      amount: 50,
    });
  });

  it('after its end says how it ended, that the form gives to the enterprise, and offers no new page', async () => {
    mockApi({
      'GET /api/campaigns/kesum-2027': () =>
        json(
          detail({
            phase: 'ended',
            daysLeft: undefined,
            goal: 4_000,
            wall: [],
            topFundraisers: [],
          }),
        ),
    });
    renderApp('/crowdfund/kesum-2027', { language });
    expect(await screen.findByText(new RegExp(text.endedGive))).toBeVisible();
    expect(screen.getByText(text.wallEmpty)).toBeVisible();
    expect(screen.queryByRole('link', { name: text.start })).toBeNull();
    expect(screen.queryByText(text.daysLeft)).toBeNull();
  });

  it('says so when the server refuses the campaign (ended or withdrawn meanwhile), nothing sent to the gateway', async () => {
    mockApi({
      'GET /api/campaigns/kesum-2027': () => json(detail()),
      'POST /api/payments': () =>
        json(
          { error: { code: 'validation', fields: { campaign: 'donation.campaign.invalid' } } },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp('/crowdfund/kesum-2027', { language });
    await user.type(await screen.findByLabelText(text.name), 'Siti Hajar');
    await user.type(screen.getByLabelText(text.email), 'siti@example.my');
    await user.type(screen.getByLabelText(text.phone, { exact: false }), '012-345 6789');
    await user.type(screen.getByLabelText(text.amount, { exact: false }), '50');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.campaignRefused);
    expect(navigateToGateway).not.toHaveBeenCalled();
  });

  it('prefills the amount from ?donate=', async () => {
    mockApi({ 'GET /api/campaigns/kesum-2027': () => json(detail()) });
    renderApp('/crowdfund/kesum-2027?donate=100', { language });
    expect(await screen.findByLabelText(text.amount, { exact: false })).toHaveValue(100);
  });

  it('is the not-found page for an unknown campaign', async () => {
    mockApi({
      'GET /api/campaigns/nope-1': () => json({ error: { code: 'campaign_not_found' } }, 404),
    });
    renderApp('/crowdfund/nope-1', { language });
    expect(await screen.findByRole('heading', { name: text.notFound })).toBeVisible();
  });
});

describe.each(['bm', 'eng'] as const)('starting a supporter’s page in %s', (language) => {
  const text = copy[language];

  it('sends a member’s page for approval, then says so with the way to the profile', async () => {
    localStorage.setItem('signed-in', '1');
    const api = mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/campaigns/kesum-2027': () => json(detail()),
      'POST /api/campaigns/kesum-2027/fundraisers': () => json({ code: 'ab3k9z' }, 201),
    });
    const user = userEvent.setup();
    renderApp('/crowdfund/kesum-2027/start', { language });
    await user.type(await screen.findByLabelText(text.pageTitle), 'Larian untuk Kesum');
    await user.type(screen.getByLabelText(text.pageStory), 'Saya berlari 10 km untuk dapur ini.');
    await user.type(screen.getByLabelText(text.pageGoal, { exact: false }), '500');
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByRole('heading', { name: text.sent })).toBeVisible();
    expect(screen.getByRole('link', { name: text.profile })).toHaveAttribute(
      'href',
      `${prefix(language)}/profile`,
    );
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/fundraisers'))?.body,
    ).toEqual({
      title: 'Larian untuk Kesum',
      story: 'Saya berlari 10 km untuk dapur ini.',
      goal: 500,
    });
  });

  it('refuses an empty title and a link before sending, and says the server’s refusals in words', async () => {
    localStorage.setItem('signed-in', '1');
    let answer = json({ error: { code: 'fundraiser_goal_too_high' } }, 409);
    const api = mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/campaigns/kesum-2027': () => json(detail()),
      'POST /api/campaigns/kesum-2027/fundraisers': () => answer,
    });
    const user = userEvent.setup();
    renderApp('/crowdfund/kesum-2027/start', { language });
    await user.click(await screen.findByRole('button', { name: text.send }));
    expect(await screen.findByText(text.titleRequired)).toBeVisible();
    await user.type(screen.getByLabelText(text.pageTitle), 'Lihat www.contoh.com');
    await user.type(screen.getByLabelText(text.pageStory), 'Kisah saya.');
    await user.type(screen.getByLabelText(text.pageGoal, { exact: false }), '500');
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.linkRefused)).toBeVisible();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText(text.pageTitle));
    await user.type(screen.getByLabelText(text.pageTitle), 'Larian untuk Kesum');
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.tooHigh);
    answer = json({ error: { code: 'fundraiser_exists' } }, 409);
    await user.click(screen.getByRole('button', { name: text.send }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text.exists));
  });

  it('takes a signed-out visitor through sign-up and back with what they typed', async () => {
    mockApi({
      'GET /api/account/me': () => json({ error: { code: 'unauthorized' } }, 401),
      'GET /api/campaigns/kesum-2027': () => json(detail()),
    });
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/crowdfund/kesum-2027/start', { language });
    await user.type(await screen.findByLabelText(text.pageTitle), 'Larian untuk Kesum');
    await user.type(screen.getByLabelText(text.pageStory), 'Saya berlari.');
    await user.type(screen.getByLabelText(text.pageGoal, { exact: false }), '300');
    await user.click(screen.getByRole('button', { name: text.signInToSend }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${prefix(language)}/sign-up`));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `${prefix(language)}/crowdfund/kesum-2027/start`,
    );
    unmount();
    renderApp('/crowdfund/kesum-2027/start', { language });
    expect(await screen.findByLabelText(text.pageTitle)).toHaveValue('Larian untuk Kesum');
    expect(screen.getByLabelText(text.pageStory)).toHaveValue('Saya berlari.');
    expect(screen.getByLabelText(text.pageGoal, { exact: false })).toHaveValue(300);
  });
});

describe.each(['bm', 'eng'] as const)('a supporter’s page in %s', (language) => {
  const text = copy[language];
  const page: FundraiserPage = {
    fundraiser: { ...detail().topFundraisers[0]!, story: 'Saya berlari 10 km untuk dapur ini.' },
    campaign: summary(),
  };

  it('shows the supporter’s page and gives through it', async () => {
    const api = mockApi({ 'GET /api/fundraisers/ab3k9z': () => json(page), ...payments });
    const user = userEvent.setup();
    renderApp('/fundraise/ab3k9z', { language });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Larian untuk Kesum' }),
    ).toHaveAttribute('lang', 'ms');
    expect(screen.getByText(text.fundraiserBy)).toBeVisible();
    expect(screen.getByText(text.fundraiserRaised)).toBeVisible();
    expect(screen.getByRole('link', { name: summary().title[language] })).toHaveAttribute(
      'href',
      `${prefix(language)}/crowdfund/kesum-2027`,
    );
    expect(screen.getByRole('heading', { name: text.fundraiserGive })).toBeVisible();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    const body = await give(user, text, api.calls);
    expect(body).toMatchObject({ fundraiser: 'ab3k9z', campaign: '', donor_wall: false });
  });

  it('says plainly when the page is unknown or not approved', async () => {
    mockApi({
      'GET /api/fundraisers/zzzzzz': () => json({ error: { code: 'fundraiser_not_found' } }, 404),
    });
    renderApp('/fundraise/zzzzzz', { language });
    expect(await screen.findByRole('heading', { name: text.noPage })).toBeVisible();
  });
});

describe.each(['bm', 'eng'] as const)('an event’s fundraising in %s', (language) => {
  const text = copy[language];
  const event: PublicEvent = {
    id: 'evt-gala',
    title: { bm: 'Malam amal Kesum', eng: 'Kesum charity night' },
    description: { bm: 'Makan malam amal.', eng: 'A charity dinner.' },
    startsAt: '2030-01-10T11:00:00.000Z',
    endsAt: '2030-01-10T14:00:00.000Z',
    venue: { bm: 'Dewan Komuniti', eng: 'Community Hall' },
    online: false,
    capacity: 100,
    placesLeft: 40,
    waiting: 0,
    registration: 'open',
    featured: false,
    fundraisingGoal: 5_000,
  };

  it('shows raised of the goal and gives to the event, the door card’s amount prefilled', async () => {
    const api = mockApi({
      'GET /api/events/evt-gala': () => json(event),
      'GET /api/events/evt-gala/fundraising': () =>
        json({ goal: 5_000, raised: { amount: 1_200, contributors: 8 } }),
      ...payments,
    });
    const user = userEvent.setup();
    renderApp('/programmes/evt-gala?donate=50#give', { language });
    expect(await screen.findByRole('heading', { name: text.eventHeading })).toBeVisible();
    expect(await screen.findByText(text.eventRaised)).toBeVisible();
    expect(screen.getByRole('heading', { name: text.eventGive }).closest('#give')).not.toBeNull();
    expect(await screen.findByLabelText(text.amount, { exact: false })).toHaveValue(50);
    const body = await give(user, text, api.calls);
    expect(body).toMatchObject({ event: 'evt-gala', amount: 50, campaign: '' });
  });

  it('shows no fundraising without a goal', async () => {
    mockApi({ 'GET /api/events/evt-gala': () => json({ ...event, fundraisingGoal: undefined }) });
    renderApp('/programmes/evt-gala', { language });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      event.title[language],
    );
    expect(screen.queryByRole('heading', { name: text.eventHeading })).toBeNull();
  });
});

describe.each(['bm', 'eng'] as const)('an enterprise’s running campaign in %s', (language) => {
  const text = copy[language];

  it('shows on the enterprise’s page once the page has painted, with raised of goal and days left', async () => {
    const api = mockApi({
      'GET /api/campaigns': () => json({ campaigns: [summary(), reached] }),
    });
    renderApp('/kesum', { language });
    // The note loads at the visitor's first scroll or act, never with the first load.
    await screen.findByRole('heading', { level: 1 });
    window.dispatchEvent(new Event('scroll'));
    const link = await screen.findByRole('link', { name: summary().title[language] });
    expect(link).toHaveAttribute('href', `${prefix(language)}/crowdfund/kesum-2027`);
    expect(link.closest('p')).toHaveTextContent(`${text.raised} · ${text.daysLeft}`);
    // An ended campaign of another enterprise is not shown.
    expect(screen.queryByRole('link', { name: reached.title[language] })).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/campaigns')).toHaveLength(1);
  });

  it('shows nothing for an enterprise with no running campaign', async () => {
    const api = mockApi({ 'GET /api/campaigns': () => json({ campaigns: [reached] }) });
    renderApp('/solar', { language });
    await screen.findByRole('heading', { level: 1 });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/campaigns')).toBe(true),
    );
    expect(screen.queryByRole('link', { name: reached.title[language] })).toBeNull();
    expect(screen.queryByText(text.reached)).toBeNull();
  });
});
