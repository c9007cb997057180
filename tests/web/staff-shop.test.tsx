// The console's browser is far from Malaysia: its days and times must still be Malaysia's.
process.env.TZ = 'America/Los_Angeles';

import type { StaffOrder, StaffProduct } from '@gsk/core/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSections } from '../../web/src/features/staff/shop';
import { renderApp } from '../support/render-app';
import { axeViolations, renderConsole } from '../support/render-staff';
import { json, mockApi, type ApiCall } from './payment-api-mock';
import { apiError, dashboard, staffSession } from './staff-fixtures';
import {
  kesumTote,
  movements,
  orderRow,
  shopSettings,
  staffOrder,
  staffProduct,
} from './staff-shop-fixtures';

/*
 * The console's shop (issue 31, docs/shop.md): orders by state and search, an order's actions
 * (pack, ship with its tracking, deliver, cancel and refund, a return within the window), products
 * and their variants, stock changes, shipping fees and the dashboard's shop card, in both
 * languages, against the staff routes' answers (core/src/api/shop.ts).
 */

const copy = {
  bm: {
    orders: 'Pesanan Kedai',
    toPack: 'Untuk dibungkus',
    packedTab: 'Dibungkus',
    post: 'Pos: Sabah',
    pickup: 'Ambil sendiri',
    paid: 'Dibayar',
    items: '2 barang',
    query: /Nombor pesanan atau emel/,
    search: 'Cari',
    more: 'Muat lagi',
    export: 'Muat turun CSV',
    orderHeading: 'Pesanan 1732694400000A1201',
    ship: 'Hantar',
    courier: /Kurier/,
    tracking: /Nombor penjejakan/,
    courierRequired: 'Masukkan syarikat kurier',
    trackingRequired: 'Masukkan nombor penjejakan',
    trackingInvalid:
      'Nombor penjejakan mempunyai 4 hingga 40 huruf, angka, ruang atau tanda sempang',
    shipped: 'Pesanan dihantar. Nombor penjejakan telah dihantar kepada pembeli melalui emel.',
    correct: 'Betulkan penjejakan dan emel semula',
    trackingFailed: /Emel penjejakan kepada pembeli tidak dapat dihantar/,
    stockShort: /stok itu telah habis\. Tambah stok sebelum membungkus/,
    pack: 'Tanda sudah dibungkus',
    collect: 'Tanda sudah diambil',
    collected: 'Pesanan ditanda sebagai diambil.',
    cancel: 'Batal dan pulangkan wang',
    cancelTitle: 'Batalkan pesanan 1732694400000A1201?',
    cancelTold: 'Pembeli akan dimaklumkan bahawa pesanannya dibatalkan.',
    cancelStock: 'Stok barang akan dikembalikan untuk dijual semula.',
    cancelRefund:
      'Wang tidak dipulangkan secara automatik: anda mesti memulangkan RM79.80 melalui portal pedagang eGHL.',
    confirmCancel: 'Ya, batalkan pesanan',
    cancelReason: /Sebab pembatalan/,
    reasonRequired: 'Nyatakan sebabnya (pembeli akan membacanya)',
    cancelled: 'Pesanan dibatalkan. Ingat: pulangkan RM79.80 melalui portal pedagang eGHL.',
    returnForm: 'Terima pemulangan',
    returnSubmit: 'Terima pemulangan',
    returnBy: 'Pemulangan diterima sehingga 20 Dis 2026 (30 hari selepas diterima).',
    returnReason: /Sebab pemulangan/,
    restock: 'Jual semula barang ini (kembalikan ke stok)',
    returned: 'Pemulangan diterima. Ingat: pulangkan RM79.80 melalui portal pedagang eGHL.',
    windowClosed: 'Tempoh 30 hari untuk pemulangan telah tamat pada 20 Dis 2026.',
    windowRefused:
      'Tempoh 30 hari untuk pemulangan sudah tamat, jadi pemulangan tidak boleh diterima. Pesanan telah dimuat semula.',
    stateRefused:
      'Pesanan ini telah berubah sementara itu, jadi tindakan ini tidak lagi boleh dibuat. Pesanan telah dimuat semula.',
    products: 'Produk Kedai',
    lowNotice: '1 varian hampir habis stok. Tambah stok atau arkibkan produknya.',
    low: 'Rendah',
    create: 'Cipta produk',
    slug: /Alamat web produk/,
    slugRequired: 'Berikan alamat web (slug) untuk produk ini',
    nameRequired: 'Nama diperlukan dalam bahasa ini',
    skuRequired: 'Berikan kod untuk varian ini',
    priceInvalid: 'Masukkan harga dalam ringgit, contohnya 39.90',
    nameBm: /Nama \(Bahasa Melayu\)/,
    nameEng: /Nama \(Bahasa Inggeris\)/,
    descriptionBm: /Keterangan \(Bahasa Melayu\)/,
    descriptionEng: /Keterangan \(Bahasa Inggeris\)/,
    category: /Kategori/,
    artwork: /Lukisan/,
    artworkChosen: 'Lukisan dipilih: Beg jinjit',
    enterprise: /Hasil jualan untuk/,
    variant: (number: number) => `Varian ${number}`,
    sku: /Kod/,
    size: /Saiz/,
    colour: /Warna/,
    price: /Harga \(RM\)/,
    stock: /Stok pembukaan/,
    addVariant: 'Tambah varian',
    removeVariant: (number: number) => `Buang varian ${number}`,
    exists:
      'Sudah ada produk dengan alamat web ini. Pilih alamat lain: produk tidak boleh berkongsi alamat.',
    created: 'Produk dicipta.',
    kept: /Varian yang sudah disimpan tidak boleh dibuang: pesanan lalu menamakannya/,
    save: 'Simpan perubahan',
    saved: 'Perubahan disimpan.',
    stockHeading: 'Stok Baju Gerakan',
    change: /Perubahan/,
    reason: /Sebab/,
    record: 'Rekod perubahan',
    changeInvalid:
      'Masukkan bilangan barang yang ditambah (atau, dengan tanda tolak, yang dikurangkan)',
    insufficient:
      'Stok tidak mencukupi: perubahan ini akan menjadikan stok varian kurang daripada sifar.',
    changed: 'Stok TS-L-GRN berubah sebanyak +20.',
    settings: 'Tetapan Kedai',
    free: /Penghantaran percuma dari \(RM\)/,
    sabahStandard: /Pos biasa, Sabah \(RM\)/,
    feeInvalid: 'Masukkan caj dalam ringgit, contohnya 8.00',
    saveFees: 'Simpan caj',
    feesSaved: 'Caj penghantaran disimpan.',
  },
  eng: {
    orders: 'Shop orders',
    toPack: 'To pack',
    packedTab: 'Packed',
    post: 'Post: Sabah',
    pickup: 'Pickup',
    paid: 'Paid',
    items: '2 items',
    query: /Order number or email/,
    search: 'Search',
    more: 'Load more',
    export: 'Download CSV',
    orderHeading: 'Order 1732694400000A1201',
    ship: 'Ship',
    courier: /Courier/,
    tracking: /Tracking number/,
    courierRequired: 'Enter the courier',
    trackingRequired: 'Enter the tracking number',
    trackingInvalid: 'A tracking number is 4 to 40 letters, digits, spaces or hyphens',
    shipped: 'The order is shipped. The tracking number has been emailed to the buyer.',
    correct: 'Correct tracking and email again',
    trackingFailed: /The tracking email to the buyer could not be sent/,
    stockShort: /that stock has since sold out\. Add stock before packing it/,
    pack: 'Mark packed',
    collect: 'Mark collected',
    collected: 'The order is marked collected.',
    cancel: 'Cancel and refund',
    cancelTitle: 'Cancel order 1732694400000A1201?',
    cancelTold: 'The buyer will be told that the order is cancelled.',
    cancelStock: 'The items go back into stock, to be sold again.',
    cancelRefund:
      'The money does not go back by itself: you must refund RM79.80 through the eGHL merchant portal.',
    confirmCancel: 'Yes, cancel the order',
    cancelReason: /Reason for cancelling/,
    reasonRequired: 'Give the reason (the buyer reads it)',
    cancelled: 'The order is cancelled. Remember: refund RM79.80 through the eGHL merchant portal.',
    returnForm: 'Take a return',
    returnSubmit: 'Take the return',
    returnBy: 'Returns are taken until 20 Dec 2026 (30 days after delivery).',
    returnReason: /Reason for the return/,
    restock: 'Put the items back on sale (back into stock)',
    returned: 'The return is taken. Remember: refund RM79.80 through the eGHL merchant portal.',
    windowClosed: 'The 30-day return window closed on 20 Dec 2026.',
    windowRefused:
      'The 30-day return window has closed, so the return cannot be taken. The order has been reloaded.',
    stateRefused:
      'This order has changed meanwhile, so this action can no longer be taken. The order has been reloaded.',
    products: 'Shop products',
    lowNotice: '1 variant is low on stock. Add stock or archive its product.',
    low: 'Low',
    create: 'Create product',
    slug: /Product web address/,
    slugRequired: 'Give the product a web address (its slug)',
    nameRequired: 'The name is required in this language',
    skuRequired: 'Give the variant a code',
    priceInvalid: 'Enter the price in ringgit, such as 39.90',
    nameBm: /Name \(Malay\)/,
    nameEng: /Name \(English\)/,
    descriptionBm: /Description \(Malay\)/,
    descriptionEng: /Description \(English\)/,
    category: /Category/,
    artwork: /Drawing/,
    artworkChosen: 'Drawing chosen: Tote bag',
    enterprise: /Proceeds go to/,
    variant: (number: number) => `Variant ${number}`,
    sku: /Code/,
    size: /Size/,
    colour: /Colour/,
    price: /Price \(RM\)/,
    stock: /Opening stock/,
    addVariant: 'Add a variant',
    removeVariant: (number: number) => `Remove variant ${number}`,
    exists:
      'A product with this web address exists already. Choose another: products cannot share an address.',
    created: 'Product created.',
    kept: /Saved variants cannot be removed: past orders name them/,
    save: 'Save changes',
    saved: 'Changes saved.',
    stockHeading: 'Stock of Movement T-shirt',
    change: /Change/,
    reason: /Reason/,
    record: 'Record the change',
    changeInvalid: 'Enter a whole number of items to add (or, with a minus, to take away)',
    insufficient: "Not enough stock: this change would take the variant's stock below zero.",
    changed: 'Stock of TS-L-GRN changed by +20.',
    settings: 'Shop settings',
    free: /Free shipping from \(RM\)/,
    sabahStandard: /Standard post, Sabah \(RM\)/,
    feeInvalid: 'Enter the fee in ringgit, such as 8.00',
    saveFees: 'Save fees',
    feesSaved: 'Shipping fees saved.',
  },
} as const;

const orderPath = '/api/staff/shop/orders/1732694400000A1201';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(['bm', 'eng'] as const)('the shop sections in %s', (language) => {
  const text = copy[language];
  const root = language === 'eng' ? '/en/staff' : '/staff';

  it('lists the orders to pack first, by state, by search and a page at a time, with the CSV export', async () => {
    const { calls } = mockApi({
      'GET /api/staff/shop/orders?status=paid': () =>
        json({
          orders: [
            orderRow('1732694400000A1201'),
            orderRow('1732694400000A1202', {
              delivery: 'pickup',
              region: undefined,
              items: 1,
              totalSen: 3_990,
            }),
          ],
          cursor: 'c2',
        }),
      'GET /api/staff/shop/orders?status=paid&cursor=c2': () =>
        json({ orders: [orderRow('1732694400000A1203', { totalSen: 123_450 })] }),
      'GET /api/staff/shop/orders?status=packed': () =>
        json({ orders: [orderRow('1732694400000A1150', { status: 'packed' })] }),
      'GET /api/staff/shop/orders?status=packed&q=mei.ling%40example.com': () =>
        json({ orders: [orderRow('1732694400000A1150', { status: 'packed' })] }),
    });
    const { router } = renderConsole(shopSections, 'shop/orders', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.orders })).toBeVisible();
    expect(screen.getByRole('button', { name: text.toPack })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: '1732694400000A1201' })).toHaveAttribute(
      'href',
      `${root}/shop/orders/1732694400000A1201`,
    );
    expect(within(rows[1]!).getByText('Tan Mei Ling')).toBeVisible();
    expect(within(rows[1]!).getByText('mei.ling@example.com')).toBeVisible();
    expect(within(rows[1]!).getByText(text.items)).toBeVisible();
    expect(within(rows[1]!).getByText('RM79.80')).toBeVisible();
    expect(within(rows[1]!).getByText(text.post)).toBeVisible();
    expect(within(rows[1]!).getByText(text.paid)).toBeVisible();
    expect(within(rows[2]!).getByText(text.pickup)).toBeVisible();
    expect(screen.getByRole('link', { name: text.export })).toHaveAttribute(
      'href',
      `/api/staff/shop/orders/export?status=paid&language=${language}`,
    );
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: text.more }));
    expect(await screen.findByText('RM1,234.50')).toBeVisible();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: text.packedTab }));
    expect(await screen.findByRole('link', { name: '1732694400000A1150' })).toBeVisible();
    expect(router.state.location.search).toBe('?status=packed');

    await userEvent.type(
      screen.getByRole('searchbox', { name: text.query }),
      'mei.ling@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: text.search }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        '/api/staff/shop/orders?status=packed&q=mei.ling%40example.com',
      ),
    );
    expect(screen.getByRole('link', { name: text.export })).toHaveAttribute(
      'href',
      `/api/staff/shop/orders/export?status=packed&q=mei.ling%40example.com&language=${language}`,
    );
  });

  it('ships a parcel only with a courier and a good tracking number, then offers to correct it', async () => {
    const actions: unknown[] = [];
    let order: StaffOrder = staffOrder();
    mockApi({
      [`GET ${orderPath}`]: () => json(order),
      [`POST ${orderPath}/action`]: (call: ApiCall) => {
        actions.push(call.body);
        order = staffOrder({
          status: 'shipped',
          courier: 'Pos Laju',
          trackingNumber: 'EM123456789MY',
          trackingEmail: actions.length === 1 ? 'failed' : 'sent',
          shippedAt: '2026-11-21T02:00:00.000Z',
          actions: ['ship', 'deliver'],
          events: [
            ...order.events,
            { at: '2026-11-21T02:00:00.000Z', kind: 'ship', by: 'Nur Aisyah' },
          ],
        });
        return json(order);
      },
    });
    renderConsole(shopSections, 'shop/orders/1732694400000A1201', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.orderHeading })).toBeVisible();
    expect(
      await screen.findByText('Lot 12, Jalan Lintas, 88300 Kota Kinabalu, Sabah'),
    ).toBeVisible();
    expect(screen.getByText('0123456789')).toBeVisible();
    expect(screen.getByText('RM64.80')).toBeVisible();
    expect(screen.getByText('RM15.00')).toBeVisible();
    expect(screen.getAllByText('RM79.80').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: text.pack })).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    const form = screen.getByRole('form', {
      name: language === 'bm' ? 'Hantar pesanan' : 'Ship the order',
    });
    await userEvent.click(within(form).getByRole('button', { name: text.ship }));
    expect(await within(form).findByText(text.courierRequired)).toBeVisible();
    expect(within(form).getByText(text.trackingRequired)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: text.courier })).toHaveFocus();
    await userEvent.type(within(form).getByRole('textbox', { name: text.courier }), 'Pos Laju');
    await userEvent.type(within(form).getByRole('textbox', { name: text.tracking }), 'E!');
    await userEvent.click(within(form).getByRole('button', { name: text.ship }));
    expect(await within(form).findByText(text.trackingInvalid)).toBeVisible();
    expect(actions).toEqual([]);

    await userEvent.clear(within(form).getByRole('textbox', { name: text.tracking }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: text.tracking }),
      'EM123456789MY',
    );
    await userEvent.click(within(form).getByRole('button', { name: text.ship }));
    const done = await screen.findByText(text.shipped);
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    expect(actions).toEqual([
      { action: 'ship', courier: 'Pos Laju', tracking: 'EM123456789MY', reason: '', restock: true },
    ]);
    // The email did not go: said as a warning, and the correction form sends it again.
    expect(screen.getByText(text.trackingFailed)).toBeVisible();
    const correct = screen.getByRole('form', { name: text.correct });
    expect(within(correct).getByRole('textbox', { name: text.tracking })).toHaveValue(
      'EM123456789MY',
    );
    expect(screen.queryByRole('button', { name: text.pack })).not.toBeInTheDocument();
    await userEvent.click(within(correct).getByRole('button', { name: text.correct }));
    await waitFor(() => expect(actions).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(text.trackingFailed)).not.toBeInTheDocument());
    expect(await axeViolations()).toEqual([]);
  });

  it('warns when a late payment found its stock gone, and only then', async () => {
    mockApi({ [`GET ${orderPath}`]: () => json(staffOrder({ stockShort: true })) });
    renderConsole(shopSections, 'shop/orders/1732694400000A1201', { language });
    expect(await screen.findByText(text.stockShort)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('says nothing of stock for an order that holds its stock', async () => {
    mockApi({ [`GET ${orderPath}`]: () => json(staffOrder()) });
    renderConsole(shopSections, 'shop/orders/1732694400000A1201', { language });
    expect(await screen.findByRole('heading', { level: 1, name: text.orderHeading })).toBeVisible();
    expect(screen.queryByText(text.stockShort)).not.toBeInTheDocument();
  });

  it('cancels only after the confirmation that says what follows, with a reason', async () => {
    const actions: unknown[] = [];
    mockApi({
      [`GET ${orderPath}`]: () =>
        json(staffOrder({ status: 'packed', actions: ['ship', 'cancel'] })),
      [`POST ${orderPath}/action`]: (call: ApiCall) => {
        actions.push(call.body);
        return json(
          staffOrder({
            status: 'cancelled',
            paymentStatus: 'refunded',
            reason: 'Pembeli minta batal',
            actions: [],
          }),
        );
      },
    });
    renderConsole(shopSections, 'shop/orders/1732694400000A1201', { language });

    await userEvent.click(await screen.findByRole('button', { name: text.cancel }));
    const dialog = await screen.findByRole('dialog', { name: text.cancelTitle });
    expect(within(dialog).getByText(text.cancelTold)).toBeVisible();
    expect(within(dialog).getByText(text.cancelStock)).toBeVisible();
    expect(within(dialog).getByText(text.cancelRefund)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmCancel }));
    expect(await within(dialog).findByText(text.reasonRequired)).toBeVisible();
    expect(actions).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: text.cancelReason }),
      'Pembeli minta batal',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmCancel }));
    expect(await screen.findByText(text.cancelled)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(actions).toEqual([
      { action: 'cancel', courier: '', tracking: '', reason: 'Pembeli minta batal', restock: true },
    ]);
    expect(screen.queryByRole('button', { name: text.cancel })).not.toBeInTheDocument();
  });

  it('takes a return within the window, its goods kept off sale when asked', async () => {
    const actions: unknown[] = [];
    const delivered = (overrides: Partial<StaffOrder> = {}) =>
      staffOrder({
        status: 'delivered',
        deliveredAt: '2026-11-20T06:00:00.000Z',
        returnBy: '2026-12-20',
        actions: ['return'],
        ...overrides,
      });
    mockApi({
      [`GET ${orderPath}`]: () => json(delivered()),
      [`POST ${orderPath}/action`]: (call: ApiCall) => {
        actions.push(call.body);
        return json(delivered({ status: 'returned', paymentStatus: 'refunded', actions: [] }));
      },
    });
    renderConsole(shopSections, 'shop/orders/1732694400000A1201', { language });

    const form = await screen.findByRole('form', { name: text.returnForm });
    expect(screen.getByText(text.returnBy)).toBeVisible();
    const restock = within(form).getByRole('checkbox', { name: text.restock });
    expect(restock).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: text.returnSubmit }));
    expect(await within(form).findByText(text.reasonRequired)).toBeVisible();
    await userEvent.type(
      within(form).getByRole('textbox', { name: text.returnReason }),
      'Saiz tidak sesuai',
    );
    await userEvent.click(restock);
    await userEvent.click(within(form).getByRole('button', { name: text.returnSubmit }));
    expect(await screen.findByText(text.returned)).toBeVisible();
    expect(actions).toEqual([
      { action: 'return', courier: '', tracking: '', reason: 'Saiz tidak sesuai', restock: false },
    ]);
    expect(screen.queryByRole('form', { name: text.returnForm })).not.toBeInTheDocument();
  });

  it('says a refused return in words and shows the order reloaded, its window closed', async () => {
    let closed = false;
    const delivered = () =>
      staffOrder({
        status: 'delivered',
        deliveredAt: '2026-11-20T06:00:00.000Z',
        returnBy: '2026-12-20',
        actions: closed ? [] : ['return'],
      });
    const { calls } = mockApi({
      [`GET ${orderPath}`]: () => json(delivered()),
      [`POST ${orderPath}/action`]: () => {
        closed = true;
        return apiError(409, 'return_window_closed');
      },
    });
    renderConsole(shopSections, 'shop/orders/1732694400000A1201', { language });

    const form = await screen.findByRole('form', { name: text.returnForm });
    await userEvent.type(within(form).getByRole('textbox', { name: text.returnReason }), 'Rosak');
    await userEvent.click(within(form).getByRole('button', { name: text.returnSubmit }));
    expect(await screen.findByText(text.windowRefused)).toBeVisible();
    expect(await screen.findByText(text.windowClosed)).toBeVisible();
    expect(screen.queryByRole('form', { name: text.returnForm })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET' && call.path === orderPath)).toHaveLength(
      2,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the window closed after 30 days, with no return to take', async () => {
    mockApi({
      [`GET ${orderPath}`]: () =>
        json(
          staffOrder({
            status: 'delivered',
            deliveredAt: '2026-11-20T06:00:00.000Z',
            returnBy: '2026-12-20',
            actions: [],
          }),
        ),
    });
    renderConsole(shopSections, 'shop/orders/1732694400000A1201', { language });
    expect(await screen.findByText(text.windowClosed)).toBeVisible();
    expect(screen.queryByRole('form', { name: text.returnForm })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks a pickup collected, and says when the order moved on meanwhile', async () => {
    let pressed = 0;
    const pickup = staffOrder({
      shippingSen: 0,
      totalSen: 6_480,
      delivery: {
        method: 'pickup',
        event: {
          id: 'evt-bazaar',
          title: { bm: 'Bazar Sektor Ketiga', eng: 'Third Sector Bazaar' },
          startsAt: '2026-12-05T02:00:00.000Z',
        },
      },
      actions: ['pack', 'deliver', 'cancel'],
    });
    const { calls } = mockApi({
      [`GET ${orderPath}`]: () =>
        json(pressed > 1 ? { ...pickup, status: 'returned', actions: [] } : pickup),
      [`POST ${orderPath}/action`]: () => {
        pressed += 1;
        return pressed === 1
          ? json({ ...pickup, status: 'delivered', actions: ['return'], returnBy: '2026-12-20' })
          : apiError(409, 'order_state');
      },
    });
    renderConsole(shopSections, 'shop/orders/1732694400000A1201', { language });

    expect(await screen.findByText(/Bazar Sektor Ketiga|Third Sector Bazaar/)).toBeVisible();
    expect(
      screen.queryByRole('form', { name: /Hantar pesanan|Ship the order/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.collect }));
    expect(await screen.findByText(text.collected)).toBeVisible();
    const form = screen.getByRole('form', { name: text.returnForm });
    // Another staff member took the return meanwhile: said, and the order shown as it now is.
    await userEvent.type(within(form).getByRole('textbox', { name: text.returnReason }), 'Rosak');
    await userEvent.click(within(form).getByRole('button', { name: text.returnSubmit }));
    expect(await screen.findByText(text.stateRefused)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: text.returnForm })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('lists products with their stock, low ones marked, and creates one (the schema’s and the API’s refusals first)', async () => {
    const sent: unknown[] = [];
    let taken = true;
    let products: StaffProduct[] = [staffProduct(), kesumTote];
    mockApi({
      'GET /api/staff/shop/products': () => json({ products, lowStock: 1 }),
      'POST /api/staff/shop/products': (call: ApiCall) => {
        sent.push(call.body);
        if (taken) return apiError(409, 'product_exists');
        const made = staffProduct({
          slug: 'beg-gerakan',
          name: { bm: 'Beg Gerakan', eng: 'Movement Bag' },
          artwork: 'tote',
          variants: [{ sku: 'BAG', colour: 'natural', priceSen: 2_990, stock: 50, low: false }],
        });
        products = [...products, made];
        return json(made, 201);
      },
      'GET /api/staff/shop/products/beg-gerakan': () =>
        json(products.find((one) => one.slug === 'beg-gerakan')),
    });
    const { router } = renderConsole(shopSections, 'shop/products', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.products })).toBeVisible();
    expect(await screen.findByText(text.lowNotice)).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText(text.low)).toBeVisible();
    expect(
      within(rows[1]!).getByRole('link', { name: staffProduct().name[language] }),
    ).toHaveAttribute('href', `${root}/shop/products/baju-gerakan`);
    expect(within(rows[2]!).queryByText(text.low)).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Kesum')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: text.create }));
    const form = await screen.findByRole('form');
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    expect(await within(form).findByText(text.slugRequired)).toBeVisible();
    expect(within(form).getAllByText(text.nameRequired)).toHaveLength(2);
    expect(within(form).getByText(text.skuRequired)).toBeVisible();
    expect(sent).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: text.slug }), 'beg-gerakan');
    await userEvent.type(within(form).getByRole('textbox', { name: text.nameBm }), 'Beg Gerakan');
    await userEvent.type(within(form).getByRole('textbox', { name: text.nameEng }), 'Movement Bag');
    await userEvent.type(
      within(form).getByRole('textbox', { name: text.descriptionBm }),
      'Beg kanvas.',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: text.descriptionEng }),
      'A canvas bag.',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.category }),
      'accessories',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.artwork }),
      'tote',
    );
    expect(within(form).getByText(text.artworkChosen)).toBeVisible();
    const first = within(form).getByRole('group', { name: text.variant(1) });
    await userEvent.type(within(first).getByRole('textbox', { name: text.sku }), 'BAG');
    await userEvent.selectOptions(
      within(first).getByRole('combobox', { name: text.colour }),
      'natural',
    );
    await userEvent.type(within(first).getByRole('textbox', { name: text.price }), '29.9x');
    await userEvent.type(within(first).getByRole('spinbutton', { name: text.stock }), '50');
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    expect(await within(form).findByText(text.priceInvalid)).toBeVisible();
    expect(sent).toEqual([]);

    // A second variant added, then removed again: a new row may go.
    await userEvent.click(within(form).getByRole('button', { name: text.addVariant }));
    expect(within(form).getByRole('group', { name: text.variant(2) })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: text.removeVariant(2) }));
    expect(within(form).queryByRole('group', { name: text.variant(2) })).not.toBeInTheDocument();

    await userEvent.clear(within(first).getByRole('textbox', { name: text.price }));
    await userEvent.type(within(first).getByRole('textbox', { name: text.price }), '29.90');
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    expect(await within(form).findByText(text.exists)).toBeVisible();
    expect(sent).toEqual([
      {
        slug: 'beg-gerakan',
        name: { bm: 'Beg Gerakan', eng: 'Movement Bag' },
        description: { bm: 'Beg kanvas.', eng: 'A canvas bag.' },
        category: 'accessories',
        artwork: 'tote',
        enterprise: '',
        status: 'draft',
        variants: [{ sku: 'BAG', size: '', colour: 'natural', price: '29.90', stock: 50 }],
      },
    ]);

    taken = false;
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${root}/shop/products/beg-gerakan`),
    );
    expect(await screen.findByText(text.created)).toBeVisible();
  });

  it('edits a product: its slug fixed, saved variants kept (and why), a new one added with its stock', async () => {
    const sent: unknown[] = [];
    let product = staffProduct();
    mockApi({
      'GET /api/staff/shop/products/baju-gerakan': () => json(product),
      'PUT /api/staff/shop/products/baju-gerakan': (call: ApiCall) => {
        sent.push(call.body);
        product = staffProduct({
          updatedAt: '2026-11-24T02:00:00.000Z',
          variants: [
            ...product.variants,
            { sku: 'TS-S-GRN', size: 'S', colour: 'green', priceSen: 3_990, stock: 12, low: false },
          ],
        });
        return json(product);
      },
    });
    renderConsole(shopSections, 'shop/products/baju-gerakan', { language });

    const form = await screen.findByRole('form');
    expect(within(form).queryByRole('textbox', { name: text.slug })).not.toBeInTheDocument();
    expect(within(form).getByText(/\/shop\/baju-gerakan/)).toBeVisible();
    expect(within(form).getByText(text.kept)).toBeVisible();
    for (const number of [1, 2]) {
      const row = within(form).getByRole('group', { name: text.variant(number) });
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      expect(within(row).queryByRole('spinbutton', { name: text.stock })).not.toBeInTheDocument();
    }
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: text.addVariant }));
    const added = within(form).getByRole('group', { name: text.variant(3) });
    expect(within(added).getByRole('button', { name: text.removeVariant(3) })).toBeVisible();
    await userEvent.type(within(added).getByRole('textbox', { name: text.sku }), 'TS-S-GRN');
    await userEvent.type(within(added).getByRole('textbox', { name: text.size }), 'S');
    await userEvent.selectOptions(
      within(added).getByRole('combobox', { name: text.colour }),
      'green',
    );
    await userEvent.type(within(added).getByRole('textbox', { name: text.price }), '39.90');
    await userEvent.type(within(added).getByRole('spinbutton', { name: text.stock }), '12');
    await userEvent.click(within(form).getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeVisible();
    expect(sent).toEqual([
      {
        slug: 'baju-gerakan',
        name: product.name,
        description: product.description,
        category: 'apparel',
        artwork: 'tshirt',
        enterprise: '',
        status: 'on_sale',
        lowStockAt: 5,
        variants: [
          { sku: 'TS-M-GRN', size: 'M', colour: 'green', price: '39.90' },
          { sku: 'TS-L-GRN', size: 'L', colour: 'green', price: '39.90' },
          { sku: 'TS-S-GRN', size: 'S', colour: 'green', price: '39.90', stock: 12 },
        ],
      },
    ]);
    // Saved, the new variant is kept too.
    const saved = screen.getByRole('group', { name: text.variant(3) });
    expect(within(saved).queryByRole('button')).not.toBeInTheDocument();
  });

  it('changes a variant’s stock with a reason, refuses one below zero in words, and lists the movements', async () => {
    const changes: unknown[] = [];
    let product = staffProduct();
    let listed = movements;
    mockApi({
      'GET /api/staff/shop/products/baju-gerakan': () => json(product),
      'GET /api/staff/shop/products/baju-gerakan/stock': () => json({ movements: listed }),
      'POST /api/staff/shop/products/baju-gerakan/stock': (call: ApiCall) => {
        changes.push(call.body);
        const { change, reason } = call.body as { change: number; reason: string };
        if (change < -3) return apiError(409, 'stock_insufficient');
        product = staffProduct({
          variants: [product.variants[0]!, { ...product.variants[1]!, stock: 23, low: false }],
        });
        listed = [
          {
            at: '2026-11-24T02:00:00.000Z',
            sku: 'TS-L-GRN',
            change,
            stockAfter: 23,
            reason,
            by: 'Nur Aisyah binti Kamal',
          },
          ...listed,
        ];
        return json({ movements: listed }, 201);
      },
    });
    renderConsole(shopSections, 'shop/products/baju-gerakan/stock', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.stockHeading })).toBeVisible();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Rosak semasa penghantaran')).toBeVisible();
    expect(within(table).getByRole('link', { name: /1732694400000A1100/ })).toHaveAttribute(
      'href',
      `${root}/shop/orders/1732694400000A1100`,
    );
    expect(await axeViolations()).toEqual([]);

    const form = screen.getByRole('form');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Varian|Variant/ }),
      'TS-L-GRN',
    );
    await userEvent.click(within(form).getByRole('button', { name: text.record }));
    expect(await within(form).findByText(text.changeInvalid)).toBeVisible();
    expect(changes).toEqual([]);

    await userEvent.type(within(form).getByRole('spinbutton', { name: text.change }), '-5');
    await userEvent.type(within(form).getByRole('textbox', { name: text.reason }), 'Kiraan semula');
    await userEvent.click(within(form).getByRole('button', { name: text.record }));
    expect(await within(form).findByText(text.insufficient)).toBeVisible();

    await userEvent.clear(within(form).getByRole('spinbutton', { name: text.change }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: text.change }), '20');
    await userEvent.click(within(form).getByRole('button', { name: text.record }));
    expect(await screen.findByText(text.changed)).toBeVisible();
    expect(changes).toEqual([
      { sku: 'TS-L-GRN', change: -5, reason: 'Kiraan semula' },
      { sku: 'TS-L-GRN', change: 20, reason: 'Kiraan semula' },
    ]);
    expect(await within(screen.getByRole('table')).findByText('+20')).toBeVisible();
  });

  it('shows the shipping fees in ringgit and saves them, a bad fee refused at its field', async () => {
    const saved: unknown[] = [];
    mockApi({
      'GET /api/staff/shop/settings': () => json(shopSettings),
      'PUT /api/staff/shop/settings': (call: ApiCall) => {
        saved.push(call.body);
        return json({ ...shopSettings, freeShippingFromSen: 20_000 });
      },
    });
    renderConsole(shopSections, 'shop/settings', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.settings })).toBeVisible();
    const form = await screen.findByRole('form');
    expect(within(form).getByRole('textbox', { name: text.free })).toHaveValue('150.00');
    const sabah = within(form).getByRole('textbox', { name: text.sabahStandard });
    expect(sabah).toHaveValue('15.00');
    expect(await axeViolations()).toEqual([]);

    await userEvent.clear(sabah);
    await userEvent.type(sabah, 'lima');
    await userEvent.click(within(form).getByRole('button', { name: text.saveFees }));
    expect(await within(form).findByText(text.feeInvalid)).toBeVisible();
    expect(saved).toEqual([]);

    await userEvent.clear(sabah);
    await userEvent.type(sabah, '16.50');
    await userEvent.clear(within(form).getByRole('textbox', { name: text.free }));
    await userEvent.type(within(form).getByRole('textbox', { name: text.free }), '200');
    await userEvent.click(within(form).getByRole('button', { name: text.saveFees }));
    expect(await within(form).findByText(text.feesSaved)).toBeVisible();
    expect(saved).toEqual([
      {
        freeShippingFrom: '200',
        rates: {
          peninsular: { standard: '8.00', tracked: '12.00' },
          sabah: { standard: '16.50', tracked: '20.00' },
          sarawak: { standard: '15.00', tracked: '20.00' },
          labuan: { standard: '15.00', tracked: '20.00' },
        },
      },
    ]);
    expect(within(form).getByRole('textbox', { name: text.free })).toHaveValue('200.00');
  });
});

describe('the dashboard’s shop card', () => {
  it.each([
    [
      'bm',
      'Kedai',
      'Hari ini',
      'RM79.80',
      '2 pesanan dibayar',
      'Lihat pesanan',
      'Lihat produk',
      'Kutipan',
    ],
    ['eng', 'Shop', 'Today', 'RM79.80', '2 paid orders', 'See orders', 'See products', 'Raised'],
  ] as const)(
    'shows the shop’s income apart from donations (%s)',
    async (language, heading, today, amount, orders, viewOrders, viewProducts, raised) => {
      localStorage.setItem('staff-signed-in', '1');
      mockApi({
        'GET /api/staff/session': () => json(staffSession),
        'GET /api/staff/dashboard': () => json(dashboard),
      });
      renderApp(language === 'eng' ? '/en/staff' : '/staff', { language });
      const shop = await screen.findByRole('region', { name: heading });
      const figure = within(shop).getByText(today, { selector: 'dt' }).closest('div')!;
      expect(figure).toHaveTextContent(amount);
      expect(figure).toHaveTextContent(orders);
      expect(within(shop).getByText('RM1,543.20')).toBeVisible();
      const root = language === 'eng' ? '/en/staff' : '/staff';
      expect(within(shop).getByRole('link', { name: viewOrders })).toHaveAttribute(
        'href',
        `${root}/shop/orders`,
      );
      expect(within(shop).getByRole('link', { name: viewProducts })).toHaveAttribute(
        'href',
        `${root}/shop/products`,
      );
      // The donations' own panel does not carry the shop's figures.
      expect(
        within(screen.getByRole('region', { name: raised })).queryByText(amount),
      ).not.toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    },
  );
});
