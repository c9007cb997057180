import type { MemberProfile, OrderView, PublicEvent, ShopQuote } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateToGateway } from '../../web/src/features/donation/lib/navigate';
import { readCart } from '../../web/src/features/shop/lib/cart';
import { resetSession } from '../../web/src/lib/session';
import { renderApp } from '../support/render-app';
import { axeViolations } from '../support/render-staff';
import { json, mockApi, type ApiCall } from './payment-api-mock';
import { kualaLumpur, quoteLine, quoteOf, shippedOrder, shirt, storeCart } from './shop-fixtures';

vi.mock('../../web/src/features/donation/lib/navigate', () => ({ navigateToGateway: vi.fn() }));

const gatewayUrl = 'http://127.0.0.1:4581/IPGSG/Payment.aspx?TransactionType=SALE&PaymentID=1';

beforeEach(() => {
  resetSession();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(navigateToGateway).mockReset();
});

const copy = {
  bm: {
    name: 'Nama',
    email: 'Emel',
    phone: 'Nombor telefon bimbit',
    line1: 'Alamat baris 1',
    postcode: 'Poskod',
    city: 'Bandar',
    nameRequired: 'Nama diperlukan',
    emailRequired: 'Emel diperlukan',
    line1Required: 'Masukkan baris pertama alamat',
    postcodeRequired: 'Masukkan poskod',
    unknownPostcode: 'Kami tidak menemui poskod ini; semak dan cuba lagi',
    found: 'Negeri: W.P. Kuala Lumpur (Semenanjung)',
    standard: 'Pos biasa',
    tracked: 'Pos berjejak',
    trackedRequired: 'Pesanan melebihi RM300.00 dihantar dengan pos berjejak sahaja',
    summary: 'Ringkasan pesanan',
    pay: (total: string) => `Bayar ${total}`,
    priceChanged: 'Jumlah pesanan telah berubah sejak anda melihatnya',
    soldOut: 'Sesetengah barang telah habis dijual semasa anda membuat pesanan',
    short: 'Tinggal 1 sahaja. Kurangkan kuantiti untuk meneruskan.',
    backToCart: 'Kembali ke troli',
    pickup: 'Ambil di acara',
    tooMany: 'Terlalu banyak cubaan. Sila tunggu sebentar dan cuba lagi.',
    network: 'Ralat rangkaian. Sila semak sambungan internet anda dan cuba lagi.',
  },
  eng: {
    name: 'Name',
    email: 'Email',
    phone: 'Mobile number',
    line1: 'Address line 1',
    postcode: 'Postcode',
    city: 'Town or city',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    line1Required: 'Enter the first line of the address',
    postcodeRequired: 'Enter the postcode',
    unknownPostcode: 'We cannot find this postcode; check it and try again',
    found: 'State: Kuala Lumpur (Peninsular Malaysia)',
    standard: 'Standard post',
    tracked: 'Tracked post',
    trackedRequired: 'Orders above RM300.00 go by tracked post only',
    summary: 'Order summary',
    pay: (total: string) => `Pay ${total}`,
    priceChanged: 'The order’s total changed since you looked',
    soldOut: 'Some items sold out while you ordered',
    short: 'Only 1 left. Lower the quantity to go on.',
    backToCart: 'Back to the cart',
    pickup: 'Collect at an event',
    tooMany: 'Too many attempts. Please wait a moment and try again.',
    network: 'Network error. Please check your internet connection and try again.',
  },
} as const;

const languages: Language[] = ['bm', 'eng'];

const fees = { standard: 800, tracked: 1_200 } as const;

/** The quote API: `unitSen` per shirt, shipping by the method asked (tracked above RM300). */
const quoting =
  (unit: () => number, problem?: () => Partial<ReturnType<typeof quoteLine>>) =>
  (call: ApiCall) => {
    const body = call.body as {
      lines: { quantity: number }[];
      postcode?: string;
      shipping?: 'standard' | 'tracked';
    };
    const quantity = body.lines[0]!.quantity;
    const line = quoteLine({
      quantity,
      unitSen: unit(),
      lineSen: unit() * quantity,
      ...problem?.(),
    });
    const subtotal = line.lineSen;
    const required = subtotal > 30_000;
    const method = required ? 'tracked' : (body.shipping ?? 'standard');
    const quote: ShopQuote = quoteOf(
      [line],
      body.postcode
        ? {
            region: 'peninsular',
            method,
            feeSen: fees[method],
            free: false,
            trackedRequired: required,
          }
        : undefined,
      0,
    );
    return json(quote);
  };

const fillBuyer = async (user: ReturnType<typeof userEvent.setup>, language: Language) => {
  const text = copy[language];
  await user.type(await screen.findByLabelText(text.name, { exact: false }), 'Siti Hajar');
  await user.type(screen.getByLabelText(text.email, { exact: false }), 'siti@example.my');
  await user.type(screen.getByLabelText(text.phone, { exact: false }), '012-345 6789');
  await user.type(screen.getByLabelText(text.line1, { exact: false }), '12 Jalan Ampang');
  await user.type(screen.getByLabelText(text.postcode, { exact: false }), '50450');
};

describe.each(languages)('checkout (%s)', (language) => {
  const text = copy[language];

  it('says what is missing in the page’s language, and an unknown postcode at its field', async () => {
    storeCart([{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 2 }]);
    const { calls } = mockApi({
      'POST /api/shop/quote': quoting(() => 3990),
      'GET /api/events': () => json({ events: [] }),
      'GET /api/shop/postcodes/99999': () => json({ error: { code: 'not_found' } }, 404),
    });
    const user = userEvent.setup();
    renderApp('/shop/checkout', { language });
    // No postcode yet: the shipping, so the total, is not known and the button says so.
    await user.click(await screen.findByRole('button', { name: text.pay('').trim() }));
    expect(await screen.findByText(text.nameRequired)).toBeVisible();
    expect(screen.getByText(text.emailRequired)).toBeVisible();
    expect(screen.getByText(text.line1Required)).toBeVisible();
    expect(screen.getByText(text.postcodeRequired)).toBeVisible();
    expect(screen.getByLabelText(text.name, { exact: false })).toHaveFocus();
    expect(calls.some((call) => call.path === '/api/shop/orders')).toBe(false);

    await user.type(screen.getByLabelText(text.postcode, { exact: false }), '99999');
    expect(await screen.findByText(text.unknownPostcode)).toBeVisible();
    expect(screen.getByLabelText(text.postcode, { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('fills the city from the postcode, shows both fees and the summary, and pays the total shown', async () => {
    storeCart([{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 2 }]);
    const { calls } = mockApi({
      'POST /api/shop/quote': quoting(() => 3990),
      'GET /api/events': () => json({ events: [] }),
      'GET /api/shop/postcodes/50450': () => json(kualaLumpur),
      'POST /api/shop/orders': () => json({ orderId: shippedOrder.orderId, url: gatewayUrl }, 201),
    });
    const user = userEvent.setup();
    renderApp('/shop/checkout', { language });
    await fillBuyer(user, language);
    await waitFor(() =>
      expect(screen.getByLabelText(text.city, { exact: false })).toHaveValue('Kuala Lumpur'),
    );
    expect(screen.getByText(text.found)).toBeVisible();
    expect(await screen.findByRole('radio', { name: /RM8\.00/ })).toBeVisible();
    expect(screen.getByRole('radio', { name: /RM12\.00/ })).toBeVisible();
    const summary = screen.getByRole('region', { name: text.summary });
    expect(within(summary).getByText('RM8.00')).toBeVisible();
    expect(within(summary).getByText('RM87.80')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: new RegExp(text.tracked) }));
    const pay = await screen.findByRole('button', { name: text.pay('RM91.80') });
    expect(within(summary).getByText('RM12.00')).toBeVisible();
    await user.click(pay);
    await waitFor(() => expect(navigateToGateway).toHaveBeenCalledWith(gatewayUrl));
    const order = calls.find((call) => call.path === '/api/shop/orders')?.body;
    expect(order).toEqual({
      lines: [{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 2 }],
      name: 'Siti Hajar',
      email: 'siti@example.my',
      phone_number: '012-345 6789',
      language,
      delivery: 'post',
      address: { line1: '12 Jalan Ampang', line2: '', postcode: '50450', city: 'Kuala Lumpur' },
      shipping: 'tracked',
      event: '',
      expectedTotalSen: 9_180,
    });
    // The cart stays until the payment succeeds.
    expect(readCart()).toHaveLength(1);
  });

  it('requires tracked shipping above RM300 and says why', async () => {
    storeCart([{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 8 }]);
    mockApi({
      'POST /api/shop/quote': quoting(() => 3990),
      'GET /api/events': () => json({ events: [] }),
      'GET /api/shop/postcodes/50450': () => json(kualaLumpur),
    });
    const user = userEvent.setup();
    renderApp('/shop/checkout', { language });
    await fillBuyer(user, language);
    expect(await screen.findByText(text.trackedRequired, { exact: false })).toBeVisible();
    expect(screen.getByRole('radio', { name: new RegExp(text.standard) })).toBeDisabled();
    expect(screen.getByRole('radio', { name: new RegExp(text.tracked) })).toBeChecked();
    expect(await screen.findByRole('button', { name: text.pay('RM331.20') })).toBeEnabled();
  });

  it('shows the new total when the price changed meanwhile, and the items when they sold out', async () => {
    storeCart([{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 2 }]);
    let unit = 3990;
    let short = false;
    let refusal: 'price_changed' | 'sold_out' = 'price_changed';
    mockApi({
      'POST /api/shop/quote': quoting(
        () => unit,
        () => (short ? { problem: 'short', left: 1 } : {}),
      ),
      'GET /api/events': () => json({ events: [] }),
      'GET /api/shop/postcodes/50450': () => json(kualaLumpur),
      'POST /api/shop/orders': () => {
        if (refusal === 'price_changed') {
          unit = 4490;
          return json({ error: { code: 'price_changed' } }, 409);
        }
        short = true;
        return json(
          {
            error: { code: 'sold_out', stock: [{ product: shirt.slug, sku: 'TS-M-GRN', left: 1 }] },
          },
          409,
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/shop/checkout', { language });
    await fillBuyer(user, language);
    await user.click(await screen.findByRole('button', { name: text.pay('RM87.80') }));
    expect(await screen.findByText(text.priceChanged, { exact: false })).toBeVisible();
    expect(await screen.findByRole('button', { name: text.pay('RM97.80') })).toBeVisible();
    expect(navigateToGateway).not.toHaveBeenCalled();

    refusal = 'sold_out';
    await user.click(screen.getByRole('button', { name: text.pay('RM97.80') }));
    const alert = (await screen.findByText(text.soldOut, { exact: false })).closest(
      '[role="alert"]',
    );
    expect(within(alert as HTMLElement).getByRole('link', { name: text.backToCart })).toBeVisible();
    expect(await screen.findByText(text.short)).toBeVisible();
    expect(navigateToGateway).not.toHaveBeenCalled();
  });

  it('says too many attempts and a network failure as the donation form does', async () => {
    storeCart([{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 1 }]);
    let answer: 'limited' | 'offline' = 'limited';
    mockApi({
      'POST /api/shop/quote': quoting(() => 3990),
      'GET /api/events': () => json({ events: [] }),
      'GET /api/shop/postcodes/50450': () => json(kualaLumpur),
      'POST /api/shop/orders': () => {
        if (answer === 'limited') return json({ error: { code: 'rate_limited' } }, 429);
        throw new TypeError('Failed to fetch');
      },
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderApp('/shop/checkout', { language });
    await fillBuyer(user, language);
    await user.click(await screen.findByRole('button', { name: text.pay('RM47.90') }));
    expect(await screen.findByText(text.tooMany)).toBeVisible();
    answer = 'offline';
    await user.click(screen.getByRole('button', { name: text.pay('RM47.90') }));
    expect(await screen.findByText(text.network)).toBeVisible();
  });

  it('offers pickup at an upcoming in-person event, with no shipping', async () => {
    storeCart([{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 1 }]);
    const event = {
      id: 'evt-1',
      title: { bm: 'Hari Terbuka Gerakan', eng: 'Movement Open Day' },
      description: { bm: '', eng: '' },
      startsAt: '2027-03-06T02:00:00.000Z',
      endsAt: '2027-03-06T08:00:00.000Z',
      venue: { bm: 'Dewan Komuniti Ampang', eng: 'Ampang Community Hall' },
      online: false,
      capacity: 100,
      placesLeft: 50,
      waiting: 0,
      registration: 'open',
      featured: false,
    } as PublicEvent;
    const online = {
      ...event,
      id: 'evt-2',
      online: true,
      venue: null,
      title: { bm: 'Webinar', eng: 'Webinar' },
    };
    const { calls } = mockApi({
      'POST /api/shop/quote': quoting(() => 3990),
      'GET /api/events': () => json({ events: [event, online] }),
      'POST /api/shop/orders': () => json({ orderId: shippedOrder.orderId, url: gatewayUrl }, 201),
    });
    const user = userEvent.setup();
    renderApp('/shop/checkout', { language });
    await user.type(await screen.findByLabelText(text.name, { exact: false }), 'Siti Hajar');
    await user.type(screen.getByLabelText(text.email, { exact: false }), 'siti@example.my');
    await user.type(screen.getByLabelText(text.phone, { exact: false }), '0123456789');
    await user.click(screen.getByRole('radio', { name: text.pickup }));
    expect(screen.queryByLabelText(text.postcode, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Webinar/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: new RegExp(event.title[language]) }));
    await user.click(screen.getByRole('button', { name: text.pay('RM39.90') }));
    await waitFor(() => expect(navigateToGateway).toHaveBeenCalledWith(gatewayUrl));
    expect(calls.find((call) => call.path === '/api/shop/orders')?.body).toMatchObject({
      delivery: 'pickup',
      event: 'evt-1',
      expectedTotalSen: 3_990,
    });
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });
});

const member: MemberProfile = {
  id: 'm1',
  name: 'Siti Aminah binti Ali',
  maskedMobile: '•••••••6789',
  state: '1',
  parliament: 'P.140',
  dun: 'N.02',
  language: 'bm',
  email: 'siti.aminah@example.my',
  role: 'member',
  registrations: [],
};

describe.each(languages)('the member’s orders and an order’s payment (%s)', (language) => {
  it('lists the member’s orders in the profile with state, total, items, tracking and a link', async () => {
    const delivered: OrderView = {
      ...shippedOrder,
      orderId: '1732000000000B1201',
      status: 'delivered',
      trackingNumber: undefined,
      courier: undefined,
    };
    mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/account/orders': () => json({ orders: [shippedOrder, delivered] }),
    });
    renderApp('/profile', { language });
    const section = (
      await screen.findByRole('heading', { name: language === 'bm' ? 'Pesanan saya' : 'My orders' })
    ).closest('section') as HTMLElement;
    const orders = await within(section).findAllByRole('listitem');
    expect(orders[0]).toHaveTextContent(shippedOrder.orderId);
    expect(orders[0]).toHaveTextContent('RM87.80');
    expect(orders[0]).toHaveTextContent(language === 'bm' ? 'Dihantar' : 'Shipped');
    expect(orders[0]).toHaveTextContent('EP123456789MY');
    expect(
      within(section).getByRole('link', {
        name: (language === 'bm' ? 'Lihat pesanan ' : 'See order ') + shippedOrder.orderId,
      }),
    ).toHaveAttribute(
      'href',
      `${language === 'bm' ? '' : '/en'}/shop/order?number=${shippedOrder.orderId}`,
    );
    expect(await axeViolations(section)).toEqual([]);
  });

  it('prefills checkout with a signed-in member’s name and email', async () => {
    storeCart([{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 1 }]);
    localStorage.setItem('signed-in', '1');
    mockApi({
      'GET /api/account/me': () => json(member),
      'POST /api/shop/quote': quoting(() => 3990),
      'GET /api/events': () => json({ events: [] }),
    });
    renderApp('/shop/checkout', { language });
    const text = copy[language];
    await waitFor(() =>
      expect(screen.getByLabelText(text.name, { exact: false })).toHaveValue(member.name),
    );
    expect(screen.getByLabelText(text.email, { exact: false })).toHaveValue(member.email);
  });

  const result = {
    TxnStatus: '0',
    TxnID: 'sit123',
    ServiceID: 'sit',
    Amount: '87.80',
    PaymentID: shippedOrder.orderId,
    PymtMethod: 'CC',
    RespTime: '2027-02-01 10:05:00',
    CurrencyCode: 'MYR',
    OrderNumber: shippedOrder.orderId,
    AuthCode: '123456',
    HashValue2: 'ab'.repeat(32),
  };

  it('confirms a paid order, links to it and empties the cart; a failed one keeps the cart', async () => {
    storeCart([{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 2 }]);
    mockApi({
      'POST /api/payments/verify': (call) =>
        json({
          valid: true,
          status: (call.body as { TxnStatus: string }).TxnStatus === '0' ? 'success' : 'failed',
          order: true,
        }),
    });
    const { unmount } = renderApp(`/transaction-status?${new URLSearchParams(result)}`, {
      language,
    });
    const link = await screen.findByRole('link', {
      name: language === 'bm' ? 'Lihat pesanan anda' : 'View your order',
    });
    expect(link).toHaveAttribute(
      'href',
      `${language === 'bm' ? '' : '/en'}/shop/order?number=${shippedOrder.orderId}`,
    );
    expect(
      screen.getByText(
        language === 'bm' ? 'Pesanan anda telah disahkan' : 'Your order is confirmed',
        { exact: false },
      ),
    ).toBeVisible();
    expect(readCart()).toEqual([]);
    unmount();

    storeCart([{ product: shirt.slug, sku: 'TS-M-GRN', quantity: 2 }]);
    renderApp(`/transaction-status?${new URLSearchParams({ ...result, TxnStatus: '1' })}`, {
      language,
    });
    expect(
      await screen.findByText(
        language === 'bm'
          ? 'Barang pesanan ini telah dilepaskan'
          : 'The items of this order were released',
        { exact: false },
      ),
    ).toBeVisible();
    expect(readCart()).toHaveLength(1);
    expect(screen.getByRole('link', { name: copy[language].backToCart })).toBeVisible();
  });
});
