import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EventValues } from '@gsk/core/events';

/*
 * The programmes a fresh local stack starts with (staff create events in their console, issue 18):
 * four realistic ones, dated from the day the data folder is first used, one featured. They are
 * written through the events' own domain functions (functions/src/events/events.ts, loaded by
 * path: infra never imports handler code), with core's schema checked first, as `npm run event --
 * add` does.
 */

/** The events' domain module, by path from the repository root. */
export const eventsModulePath = 'functions/src/events/events.ts';

/** What this folder uses of the events' domain module. */
export interface EventsModule {
  createEvent(values: EventValues, now?: Date): Promise<{ id: string; startsAt: string }>;
}

/** Loads the events' domain module (its table and endpoint come from process.env). */
export async function loadEventsModule(root: string): Promise<EventsModule> {
  const module = (await import(
    pathToFileURL(resolve(root, eventsModulePath)).href
  )) as Partial<EventsModule>;
  if (typeof module.createEvent !== 'function') {
    throw new Error(`${eventsModulePath} exports no createEvent`);
  }
  return module as EventsModule;
}

/** Malaysia's offset: no daylight saving, ever. */
const myt = 8 * 3600 * 1000;

/** `days` after `now`'s day in Malaysia, at `hour:minute` Malaysian time, as an ISO instant. */
export function malaysianTime(now: Date, days: number, hour: number, minute = 0): string {
  const local = new Date(now.getTime() + myt);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight + days * 86_400_000 + (hour * 60 + minute) * 60_000 - myt).toISOString();
}

/** The seeded programmes, dated from `now`. */
export const seedEvents = (now: Date): EventValues[] => [
  {
    title: {
      bm: 'Pengenalan kepada Sektor Ketiga',
      eng: 'An Introduction to the Third Sector',
    },
    description: {
      bm: 'Apakah sektor ketiga, dan mengapa Malaysia memerlukannya? Sesi santai tiga jam tentang koperasi, perusahaan sosial dan badan bukan untung yang mengembalikan lebihan kepada komuniti, bukan kepada pemegang saham yang jauh. Terbuka kepada semua; minum petang disediakan.',
      eng: 'What is the third sector, and why does Malaysia need it? A relaxed three-hour session on co-operatives, social enterprises and non-profits that return their surplus to the community instead of to distant shareholders. Open to everyone; afternoon tea is served.',
    },
    online: false,
    venue: {
      bm: 'Dewan Komuniti Taman Tun Dr Ismail, Kuala Lumpur',
      eng: 'Taman Tun Dr Ismail Community Hall, Kuala Lumpur',
    },
    startsAt: malaysianTime(now, 12, 14),
    endsAt: malaysianTime(now, 12, 17),
    capacity: 80,
    featured: true,
    status: 'published',
    fundraisingGoal: 0,
  },
  {
    title: {
      bm: 'Taklimat Ahli Koperasi FlexiMart',
      eng: "FlexiMart Co-operative Members' Briefing",
    },
    description: {
      bm: 'Taklimat untuk ahli dan bakal ahli Koperasi FlexiMart: prestasi kedai tahun ini, cara pembahagian dividen, dan rancangan membuka cawangan baharu di Selangor. Bawa kad ahli anda jika ada.',
      eng: "A briefing for members and prospective members of the FlexiMart Co-operative: this year's store results, how the dividend is shared, and plans for new branches in Selangor. Bring your membership card if you have one.",
    },
    online: false,
    venue: {
      bm: 'Dewan Serbaguna Seksyen 7, Shah Alam, Selangor',
      eng: 'Section 7 Multipurpose Hall, Shah Alam, Selangor',
    },
    startsAt: malaysianTime(now, 19, 10),
    endsAt: malaysianTime(now, 19, 12, 30),
    capacity: 120,
    featured: false,
    status: 'published',
    fundraisingGoal: 0,
  },
  {
    title: {
      bm: 'Forum Dasar Dalam Talian: Keselamatan Makanan',
      eng: 'Online Policy Forum: Food Security',
    },
    description: {
      bm: 'Harga makanan terus meningkat sedangkan petani kecil bergelut. Ahli panel daripada koperasi peladang, penyelidik dasar dan persatuan pengguna membincangkan cara memendekkan rantaian bekalan dan menjamin makanan yang mampu milik. Sesi soal jawab terbuka di akhir forum.',
      eng: 'Food prices keep rising while smallholders struggle. Panellists from farmers’ co-operatives, policy research and consumer associations discuss how to shorten supply chains and keep food affordable. Open questions and answers at the end.',
    },
    online: true,
    venue: { bm: '', eng: '' },
    startsAt: malaysianTime(now, 26, 20, 30),
    endsAt: malaysianTime(now, 26, 22),
    capacity: 500,
    featured: false,
    status: 'published',
    fundraisingGoal: 0,
  },
  {
    title: {
      bm: 'Bengkel Solar untuk Isi Rumah Berpendapatan Rendah',
      eng: 'Solar for Low-Income Households Workshop',
    },
    description: {
      bm: 'Bengkel praktikal tentang panel solar atas bumbung untuk keluarga B40: berapa yang boleh dijimatkan pada bil elektrik, skim pembiayaan yang ada, dan cara memilih pemasang yang boleh dipercayai. Tempat terhad.',
      eng: 'A practical workshop on rooftop solar for B40 families: how much it can save on the electricity bill, the financing schemes available, and how to choose an installer you can trust. Places are limited.',
    },
    online: false,
    venue: {
      bm: 'Pusat Komuniti Seri Kembangan, Selangor',
      eng: 'Seri Kembangan Community Centre, Selangor',
    },
    startsAt: malaysianTime(now, 33, 9),
    endsAt: malaysianTime(now, 33, 13),
    capacity: 40,
    featured: false,
    status: 'published',
    fundraisingGoal: 0,
  },
];

/** The marker of a data folder whose events were seeded (never listed: not an `EVENT#`). */
export const seededMarker = { pk: { S: 'EVENTS' }, sk: { S: 'SEEDED' } };
