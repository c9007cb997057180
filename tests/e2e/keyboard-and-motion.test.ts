import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../integration/application-client';
import { useBrowser, visit } from '../support/journey';
import { documentLanguage } from '../support/page-checks';
import { uiTimeout } from '../support/waits';
import { stackUrls } from '../support/stack-setup';

const urls = await stackUrls();
const browser = useBrowser();

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; resolves with the presses taken. */
const tabTo = async (page: Page, target: Locator, { back = false, max = 200 } = {}) => {
  await target.waitFor();
  if (await target.evaluate((element) => element === document.activeElement)) return 0;
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(
    `${max} presses of Tab never reached ${target.toString()}; focus is on ${focused}`,
  );
};

/**
 * Presses Space on the focused file input until its file chooser opens (at most 3 presses, 10 s
 * each): Chromium opens one only within the key's transient user activation, which a machine
 * loaded by the rest of the suite can let lapse; a keyboard user would simply press again.
 */
const openFileChooserBySpace = async (page: Page) => {
  for (let press = 1; ; press += 1) {
    const opened = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.keyboard.press('Space');
    try {
      return await opened;
    } catch (error) {
      if (press >= 3) throw error;
    }
  }
};

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab and Shift+Tab past the ends of an open dialog: focus never leaves it. */
const expectFocusTrapped = async (page: Page, dialog: Locator) => {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled])').length,
  );
  expect(stops).toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= stops + 1; press += 1) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog), `${key} ×${press + 1}`).toBe(true);
    }
  }
};

/**
 * Fills a form's fields from the keyboard in Tab order: Tab to the first, then one Tab each; text
 * is typed, and a select without text gets its first choice (ArrowDown).
 */
const fillByKeyboard = async (page: Page, form: Locator, fields: [string, string?][]) => {
  for (const [index, [label, text]] of fields.entries()) {
    const field = form.getByLabel(label);
    const presses = await tabTo(page, field);
    if (index > 0) expect(presses, `${label} follows in Tab order`).toBe(1);
    if (text !== undefined) await page.keyboard.type(text);
    else {
      await page.keyboard.press('ArrowDown');
      expect(await field.inputValue(), label).not.toBe('');
    }
  }
};

/** An opened dialog holds focus and keeps Tab inside, and Escape closes it. */
const expectKeyboardModal = async (page: Page, dialog: Locator) => {
  await dialog.waitFor();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
};

/** Tabs (at most `max` presses) to the form's button, presses Enter, and handles the dialog that says it was sent. */
const submitByKeyboard = async (
  page: Page,
  form: Locator,
  submit: string,
  sent: string,
  max: number,
) => {
  await tabTo(page, form.getByRole('button', { name: submit }), { max });
  await page.keyboard.press('Enter');
  await expectKeyboardModal(page, page.getByRole('dialog', { name: sent }));
};

const openPage = async (page: Page, path: string, heading: string | RegExp) => {
  await page.goto(`${urls.site}${path}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
};

/**
 * From the phone's menu, by keyboard, picks a language; the page's heading changes, and after a
 * reload it is still in that language.
 */
const switchLanguage = async (page: Page, openMenu: string, language: string, heading: string) => {
  await tabTo(page, page.getByRole('button', { name: openMenu }), { max: 10 });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // The menu's links (programmes and the account's among them) come before the switch.
  await tabTo(page, menu.getByRole('button', { name: language }), { max: 16 });
  await page.keyboard.press('Enter');
  const title = page.getByRole('heading', { level: 1, name: heading });
  await title.waitFor();
  await page.reload({ waitUntil: 'domcontentloaded' });
  await title.waitFor();
};

const home = { bm: 'Sektor Ketiga untuk rakyat', eng: 'A Third Sector for the people' };

/** The hero slide shown (1-4), as its dot buttons tell. */
const currentSlide = async (page: Page, goTo: (slide: number) => string) => {
  for (let slide = 1; slide <= 4; slide += 1)
    if (
      (await page.getByRole('button', { name: goTo(slide) }).getAttribute('aria-current')) ===
      'true'
    )
      return slide;
  return 0;
};

const inViewport = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left >= -1 && box.right <= window.innerWidth + 1 && box.top < window.innerHeight;
  });

describe('keyboard only', () => {
  it('the share dialog: opened with Enter, focus trapped, the link copied, closed with Escape, focus back on the button', async () => {
    const { context, page, problems } = await visit(browser(), 'desktop', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await openPage(page, '/kesum', /Kesum/);
    const share = page.getByRole('button', { name: 'Kongsi Kesum' });
    await tabTo(page, share);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Kongsi' });
    await expectKeyboardModal(page, dialog);
    await expect.poll(() => hasFocus(share)).toBe(true);
    // Space opens it too; the link is copied and the close button pressed from the keyboard.
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Salin', exact: true }), { max: 12 });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toBe('Pautan telah disalin ke papan klip!');
    await tabTo(page, dialog.getByRole('button', { name: 'Tutup' }), { max: 12 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(share)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the home page: the hero carousel’s arrows, dots and pause button, and the topic dialogs', async () => {
    const { context, page, problems } = await visit(browser(), 'desktop');
    await openPage(page, '/', home.bm);
    const goTo = (slide: number) => `Slaid ${slide} daripada 4`;
    const next = page.getByRole('button', { name: 'Slaid seterusnya' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page, goTo)).toBe(2);
    await expect
      .poll(() => inViewport(page.getByText('Tenaga bersih untuk keluarga B40')))
      .toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page, goTo)).toBe(3);
    await tabTo(page, page.getByRole('button', { name: goTo(1) }), { back: true, max: 8 });
    await page.keyboard.press('Space');
    await expect.poll(() => currentSlide(page, goTo)).toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'Slaid sebelumnya' }), {
      back: true,
      max: 4,
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page, goTo)).toBe(4);
    const pause = page.getByRole('button', { name: 'Jeda tayangan slaid' });
    await tabTo(page, pause, { max: 8 });
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Mainkan tayangan slaid' }).waitFor();

    for (const topic of [
      'Apakah Perusahaan Sosial',
      'Siapa yang Terlibat dalam Perusahaan Sosial',
      'Apakah Model Perniagaan Perusahaan Sosial',
    ]) {
      const opener = page.getByRole('button', { name: topic });
      await tabTo(page, opener, { max: 60 });
      await page.keyboard.press('Enter');
      await expectKeyboardModal(page, page.getByRole('dialog', { name: topic }));
      await expect.poll(() => hasFocus(opener), { message: topic }).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the donation form on /contribute: errors focus the first field, then filled and sent to the gateway', async () => {
    const { context, page, problems } = await visit(browser(), 'desktop');
    await openPage(page, '/contribute?donate=10', 'Bersama, kita bina ekonomi milik rakyat');
    await tabTo(page, page.getByRole('button', { name: 'Sumbang Hari Ini!' }));
    await page.keyboard.press('Enter');
    await page.getByText('Nama anda diperlukan').waitFor();
    const name = page.getByLabel('Nama', { exact: true });
    await expect.poll(() => hasFocus(name)).toBe(true);
    await page.keyboard.type('Siti Aminah');
    expect(await tabTo(page, page.getByLabel('Emel', { exact: true }))).toBe(1);
    await page.keyboard.type('keyboard@example.com');
    expect(await tabTo(page, page.getByLabel('Nombor telefon', { exact: true }))).toBe(1);
    await page.keyboard.type('012-345 6789');
    expect(await tabTo(page, page.getByLabel('Jumlah (RM)'))).toBe(1);
    expect(await page.getByLabel('Jumlah (RM)').inputValue()).toBe('10');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/IPGSG\/Payment\.aspx/);
    expect(new URL(page.url()).searchParams.get('Amount')).toBe('10.00');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the partner form on the home page (English): every field in order, the success dialog, the form reset', async () => {
    const { context, page, problems } = await visit(browser(), 'desktop', { language: 'eng' });
    await openPage(page, '/', home.eng);
    await page.route('**/api/partnerForm', (route) =>
      route.fulfill({
        status: 201,
        headers: { 'access-control-allow-origin': urls.site },
        contentType: 'application/json',
        body: '{"id":"00000000-0000-4000-8000-000000000000"}',
      }),
    );
    const form = page.getByRole('form', { name: 'Partner application form' });
    await fillByKeyboard(page, form, [
      ['Full name', 'Hafiz Rahman'],
      ['Email', 'hafiz@example.com'],
      ['Phone number', '011-2345 6789'],
      ['How would you like to contribute?'],
      ['Which enterprise would you like to help?'],
    ]);
    const comments = form.getByLabel('Additional comments');
    expect(await tabTo(page, comments, { max: 3 })).toBeLessThanOrEqual(2);
    await page.keyboard.type('Weekends only');
    await submitByKeyboard(page, form, 'Submit Application', 'Application Submitted!', 1);
    await expect.poll(() => form.getByLabel('Full name').inputValue()).toBe('');
    await expect.poll(() => form.getByLabel('Additional comments').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the expert form: fields in order, the CV chosen from the keyboard, the application sent', async () => {
    const { context, page, problems } = await visit(browser(), 'desktop');
    await openPage(page, '/expert-contribution', 'Sumbangkan kepakaran anda');
    const form = page.getByRole('form', { name: 'Borang permohonan pakar' });
    await fillByKeyboard(page, form, [
      ['Nama penuh', 'Dr Lee Mei Ling'],
      ['Emel', 'lee@example.edu.my'],
      ['Nombor telefon', '03-1234 5678'],
      ['Kelayakan tertinggi'],
      ['Bidang minat'],
    ]);
    expect(await tabTo(page, form.getByLabel(/Muat naik CV/))).toBe(1);
    const chooser = await openFileChooserBySpace(page);
    await chooser.setFiles({
      name: 'cv-lee.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await samplePdf('CV Dr Lee, by keyboard')),
    });
    await form.getByText('cv-lee.pdf').waitFor();
    await submitByKeyboard(page, form, 'Hantar Permohonan', 'Permohonan Dihantar!', 4);
    await expect.poll(() => form.getByLabel('Nama penuh').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the enterprise carousel on /support-us: a focused card comes into view; the arrows move the cards', async () => {
    const { context, page, problems } = await visit(browser(), 'desktop');
    await openPage(page, '/support-us', 'Sokong gerakan. Perkasakan perubahan.');
    const cards = page.getByRole('region', { name: 'Perusahaan sosial kami' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(7);
    const shown = async () => {
      const seen: number[] = [];
      for (let card = 0; card < 7; card += 1)
        if (await inViewport(cards.nth(card))) seen.push(card + 1);
      return seen;
    };
    await expect.poll(shown).toEqual([1, 2, 3]);
    // Tabbing through the cards brings each focused card into view, up to the last.
    await tabTo(page, page.getByRole('button', { name: 'Slaid sebelumnya' }));
    await expect.poll(shown).toEqual([5, 6, 7]);
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual([4, 5, 6]);
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual([3, 4, 5]);
    expect(await tabTo(page, page.getByRole('button', { name: 'Slaid seterusnya' }))).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual([4, 5, 6]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the mobile menu on a phone: opened and closed with focus trapped and restored; the language switched and kept across reloads', async () => {
    const { context, page, problems } = await visit(browser(), 'phone');
    await openPage(page, '/support-us', 'Sokong gerakan. Perkasakan perubahan.');
    const open = page.getByRole('button', { name: 'Buka menu' });
    await tabTo(page, open, { max: 10 });
    await page.keyboard.press('Enter');
    await expectKeyboardModal(page, page.getByRole('dialog', { name: 'Menu' }));
    await expect.poll(() => hasFocus(open)).toBe(true);

    await switchLanguage(page, 'Buka menu', 'English', 'Support the movement. Empower the change');
    await expect.poll(() => documentLanguage(page)).toBe('en');
    await switchLanguage(
      page,
      'Open menu',
      'Bahasa Melayu',
      'Sokong gerakan. Perkasakan perubahan.',
    );
    await expect.poll(() => documentLanguage(page)).toBe('ms');
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** How a focused control shows its focus: an indicator, its contrast, and whether it is seen. */
interface FocusMark {
  name: string;
  shown: boolean;
  contrast: number;
  inView: boolean;
}

describe('visible focus', () => {
  it.each(['phone', 'desktop'] as const)(
    'on a %s, every stop of the Tab order on the home page shows an indicator of 3:1 contrast that unfocused controls lack',
    async (viewport) => {
      const { context, page } = await visit(browser(), viewport);
      await openPage(page, '/', home.bm);
      await page.getByRole('button', { name: 'Slaid 2 daripada 4' }).waitFor();
      const marks: FocusMark[] = [];
      for (let press = 0; press < 250; press += 1) {
        await page.keyboard.press('Tab');
        const mark = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          if (!focused || focused === document.body) return null;
          const visited = ((window as unknown as { visited?: Element[] }).visited ??= []);
          // Back at a control seen before: the Tab order has been walked once round.
          if (visited.includes(focused)) return 'again';
          visited.push(focused);
          // A visually hidden control (the CV picker's input) shows focus on the element after it.
          const box = focused.getBoundingClientRect();
          const shown =
            box.width <= 1 || box.height <= 1
              ? ((focused.nextElementSibling as HTMLElement | null) ?? focused)
              : focused;
          const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
            const channel = (value: number) => {
              const c = value / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            };
            return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
          };
          const backdrop = (element: HTMLElement) => {
            for (let node = element.parentElement; node; node = node.parentElement) {
              const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
              if (a > 0.5) return [r ?? 255, g ?? 255, b ?? 255];
            }
            return [255, 255, 255];
          };
          const style = getComputedStyle(shown);
          const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
          const ring = style.boxShadow !== 'none';
          const colour = outlined ? style.outlineColor : style.boxShadow;
          const [l1, l2] = [luminance(rgb(colour)), luminance(backdrop(shown))].sort(
            (x, y) => y - x,
          );
          // In view and not entirely covered (WCAG 2.4.11): the centre of its visible part is it.
          const markBox = shown.getBoundingClientRect();
          const visibleTop = Math.max(markBox.top, 0);
          const visibleBottom = Math.min(markBox.bottom, window.innerHeight);
          const top =
            visibleBottom > visibleTop
              ? document.elementFromPoint(
                  markBox.left + markBox.width / 2,
                  (visibleTop + visibleBottom) / 2,
                )
              : null;
          return {
            name: `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`,
            shown: outlined || ring,
            contrast: ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05),
            inView: !!top && (shown === top || shown.contains(top) || top.contains(shown)),
          };
        });
        if (mark === 'again') break;
        if (mark) marks.push(mark);
      }
      expect(marks.length).toBeGreaterThan(20);
      const faint = marks.filter((mark) => !mark.shown || mark.contrast < 3);
      expect(faint).toEqual([]);
      const hidden = marks.filter((mark) => !mark.inView);
      expect(hidden).toEqual([]);

      // Without focus the controls carry no outline: the indicator is the focus. (The parts whose
      // code loaded as the focus reached them have replaced their prerendered controls: every
      // control of the page now is checked.)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const outlinedAtRest = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        ]
          .filter((element) => getComputedStyle(element).outlineStyle !== 'none')
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(outlinedAtRest).toEqual([]);
      await context.close();
    },
  );
});

describe('prefers-reduced-motion', () => {
  it('respected: the hero never advances by itself and nothing transitions; without it, it advances after 4 seconds', async () => {
    const [still, moving] = await Promise.all([
      visit(browser(), 'desktop', { reducedMotion: 'reduce' }),
      visit(browser(), 'desktop', { reducedMotion: 'no-preference' }),
    ]);
    const [calm, busy] = [still.page, moving.page];
    const goTo = (slide: number) => `Slaid ${slide} daripada 4`;
    const started = Date.now();
    await Promise.all([openPage(calm, '/', home.bm), openPage(busy, '/', home.bm)]);
    const [calmSince] = await Promise.all(
      [calm, busy].map(async (page) => {
        await page.getByRole('button', { name: goTo(2) }).waitFor();
        return Date.now();
      }),
    );
    await expect.poll(() => currentSlide(busy, goTo)).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
    // Nothing to wait for on the calm page: it must not advance. It gets longer than the busy
    // page's 4 seconds, counted from when its carousel was there (later than `started` when the
    // machine is slow).
    await calm.waitForTimeout(Math.max(0, 4_500 - (Date.now() - (calmSince ?? started))));
    expect(await currentSlide(calm, goTo)).toBe(1);
    expect(await calm.getByRole('button', { name: 'Jeda tayangan slaid' }).count()).toBe(0);
    expect(await busy.getByRole('button', { name: 'Jeda tayangan slaid' }).count()).toBe(1);

    /** The longest transition or animation any element has now, in seconds, if over `floor`. */
    const motionOver = (floor: number) => {
      const seconds = (value: string) =>
        Math.max(
          ...value.split(',').map((part) => {
            const number = parseFloat(part);
            return part.trim().endsWith('ms') ? number / 1000 : number;
          }),
        );
      let longest = 0;
      for (const element of document.querySelectorAll('*')) {
        const style = getComputedStyle(element);
        longest = Math.max(
          longest,
          seconds(style.transitionDuration),
          seconds(style.animationDuration),
        );
      }
      return longest > floor ? longest : false;
    };
    expect(await calm.evaluate(motionOver, -1)).toBeLessThanOrEqual(0.001);
    // The hero's track has its transition only while a slide moves (300 ms every 4 seconds), so
    // that moment is waited for frame by frame in the page: a check from here could fall between.
    const motion = await busy.waitForFunction(motionOver, 0.05, {
      polling: 'raf',
      timeout: uiTimeout,
    });
    expect(await motion.jsonValue()).toBeGreaterThan(0.05);
    expect(
      await calm.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    expect([...still.problems, ...moving.problems]).toEqual([]);
    await still.context.close();
    await moving.context.close();
  });
});
