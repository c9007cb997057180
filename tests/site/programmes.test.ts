import type { Browser, Page } from 'playwright-core';
import type { EventList, PublicEvent } from '@gsk/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import eventsBm from '../../web/src/i18n/resources/bm/events';
import eventsEng from '../../web/src/i18n/resources/eng/events';
import { newContext, watchConsole } from '../support/browser';
import { layoutShift, recordLayoutShifts } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';

const urls = await stackUrls();

const languages = [
  { prefix: '', events: eventsBm },
  { prefix: '/en', events: eventsEng },
] as const;

/** `count` upcoming events, as `GET /api/events` lists them. */
const eventList = (count: number): EventList => ({
  events: Array.from({ length: count }, (_, index): PublicEvent => {
    const startsAt = new Date(Date.now() + (index + 3) * 86_400_000);
    return {
      id: `evt-programmes-${index}`,
      title: {
        bm: `Bengkel koperasi komuniti ${index + 1}`,
        eng: `Community co-op workshop ${index + 1}`,
      },
      description: {
        bm: 'Sesi petang tentang cara menubuhkan dan mengurus koperasi kejiranan.',
        eng: 'An afternoon on setting up and running a neighbourhood co-operative.',
      },
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      venue:
        index % 2 ? null : { bm: 'Dewan Komuniti, Shah Alam', eng: 'Community Hall, Shah Alam' },
      online: index % 2 === 1,
      capacity: 40,
      placesLeft: 40 - index,
      waiting: 0,
      registration: 'open',
      featured: false,
    };
  }),
});

const listing = (list: EventList) => (page: Page) =>
  page.route('**/api/events', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(list) }),
  );

/** What the programmes list can come to after its placeholders, and what the visitor then sees. */
const answers = [
  ...[1, 5].map((count) => ({
    name: `${count} event(s)`,
    answer: listing(eventList(count)),
    shown: (page: Page) =>
      page
        .getByRole('article')
        .nth(count - 1)
        .waitFor(),
  })),
  {
    name: 'no event',
    answer: listing(eventList(0)),
    shown: (page: Page, events: typeof eventsBm) => page.getByText(events.list.empty).waitFor(),
  },
  {
    name: 'a failure',
    answer: (page: Page) => page.route('**/api/events', (route) => route.abort()),
    shown: (page: Page, events: typeof eventsBm) =>
      page.getByRole('alert').filter({ hasText: events.list.error }).waitFor(),
  },
];

/*
 * The programmes list loads after the page has shown (features/events/components/event-list.tsx):
 * whatever it comes to, nothing the visitor sees moves, on a phone or a desktop.
 */
describe('the programmes list loads without moving the page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const viewport of ['phone', 'desktop'] as const)
    for (const { name, answer, shown } of answers)
      it.each(languages)(
        `on ${viewport}, ${name}: nothing moves ($prefix)`,
        async ({ prefix, events }) => {
          const context = await newContext(browser, viewport);
          const page = await context.newPage();
          const problems = watchConsole(page);
          await recordLayoutShifts(page);
          await answer(page);
          await page.goto(`${urls.site}${prefix}/programmes`, { waitUntil: 'load' });
          await shown(page, events);
          await page.waitForTimeout(300);
          expect(await layoutShift(page)).toBe(0);
          if (name !== 'a failure') expect(problems).toEqual([]);
          await context.close();
        },
      );
});
