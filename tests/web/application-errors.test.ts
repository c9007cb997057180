import { afterEach, describe, expect, it, vi } from 'vitest';
import { postApplication } from '../../web/src/features/applications/api/application-api';
import {
  errorDialogText,
  failureMessage,
} from '../../web/src/features/applications/lib/submission-failure';
import { ApiError, type ApiFailure } from '../../web/src/lib/api-client';
import { initI18n } from '../support/i18n';
import type { Language } from '@gsk/core/i18n/language';

/** What the 'Error!' dialog says for a failure, in a language. */
const dialogText = (failure: ApiFailure, language: Language) => {
  const { t } = initI18n(language);
  return errorDialogText(failureMessage(failure, t), t);
};

const status = (code: number, extra: Partial<ApiFailure> = {}): ApiFailure => ({
  kind: 'status',
  status: code,
  statusText: code === 502 ? 'Bad Gateway' : '',
  ...extra,
});

/** [failure, English dialog text, Malay dialog text]: the spec's catalogue (section 8). */
const catalogue: [string, ApiFailure, string, string][] = [
  [
    '400 without a message',
    status(400, { code: 'validation' }),
    'Invalid form data. Please check all required fields and try again. Please try again.',
    'Data borang tidak sah. Sila semak semua medan yang diperlukan dan cuba lagi. Sila cuba lagi.',
  ],
  [
    '400 with a message',
    status(400, { message: 'Name is too long' }),
    'Name is too long. Please try again.',
    'Name is too long. Sila cuba lagi.',
  ],
  [
    '400 naming a CV problem',
    status(400, { code: 'validation', fields: { cvKey: 'cv.type' } }),
    'Only PDF, DOC, DOCX, and TXT files are allowed. Please try again.',
    'Hanya fail PDF, DOC, DOCX dan TXT dibenarkan. Sila cuba lagi.',
  ],
  [
    '403',
    status(403),
    'Access denied. The API may not be configured to accept requests from this domain. Please try again.',
    'Akses ditolak. API mungkin tidak dikonfigurasikan untuk menerima permintaan daripada domain ini. Sila cuba lagi.',
  ],
  [
    '404',
    status(404),
    'API endpoint not found. Please contact support. Please try again.',
    'Titik akhir API tidak dijumpai. Sila hubungi pasukan sokongan. Sila cuba lagi.',
  ],
  [
    '500',
    status(500),
    'Server error. Please try again later or contact support. Please try again.',
    'Ralat pelayan. Sila cuba sebentar lagi atau hubungi pasukan sokongan. Sila cuba lagi.',
  ],
  [
    'another status',
    status(502),
    'HTTP 502: Bad Gateway. Please try again.',
    'HTTP 502: Bad Gateway. Sila cuba lagi.',
  ],
  [
    'the API’s throttle',
    status(429, { code: 'too_many_requests' }),
    'Too many applications were sent in a short time, from your connection or with these details. Please wait 10 minutes. Please try again.',
    'Terlalu banyak permohonan dihantar dalam masa yang singkat, dari sambungan anda atau dengan butiran ini. Sila tunggu 10 minit. Sila cuba lagi.',
  ],
  [
    'an upload already sent with another application',
    status(409, { code: 'upload_already_used' }),
    'This uploaded file was already sent with an application. To send another application, choose the file again. Please try again.',
    'Fail yang dimuat naik ini telah dihantar bersama satu permohonan. Untuk menghantar permohonan lain, pilih fail itu semula. Sila cuba lagi.',
  ],
  [
    '400 naming a CV whose upload token does not check out',
    status(400, { code: 'validation', fields: { cvKey: 'cv.token' } }),
    'The uploaded file could not be verified or its upload has expired. Please upload it again. Please try again.',
    'Fail yang dimuat naik tidak dapat disahkan atau tempoh muat naiknya telah tamat. Sila muat naik semula. Sila cuba lagi.',
  ],
  [
    '400 naming a PDF with active content',
    status(400, { code: 'validation', fields: { cvKey: 'cv.unsafe' } }),
    'This PDF contains scripts, attachments or encryption, which are not accepted. Please save it as a plain PDF and upload it again. Please try again.',
    'PDF ini mengandungi skrip, lampiran atau penyulitan, yang tidak diterima. Sila simpan semula sebagai PDF biasa dan muat naik semula. Sila cuba lagi.',
  ],
  [
    'timeout',
    { kind: 'timeout' },
    'Request timed out. Please check your connection and try again. Please try again.',
    'Permintaan tamat masa. Sila semak sambungan anda dan cuba lagi. Sila cuba lagi.',
  ],
  [
    'network',
    { kind: 'network' },
    'Network error. Please check your internet connection and try again. Please try again.',
    'Ralat rangkaian. Sila semak sambungan internet anda dan cuba lagi. Sila cuba lagi.',
  ],
  [
    'cross-origin',
    { kind: 'cors' },
    'Cross-origin request blocked. Please contact the website administrator. Please try again.',
    'Permintaan rentas asal disekat. Sila hubungi pentadbir laman web. Sila cuba lagi.',
  ],
  [
    'anything else',
    { kind: 'unknown' },
    'An unexpected error occurred. Please try again. Please try again.',
    'Ralat yang tidak dijangka telah berlaku. Sila cuba lagi. Sila cuba lagi.',
  ],
  [
    'anything else with its own message',
    { kind: 'unknown', message: 'Quota exceeded' },
    'Quota exceeded. Please try again.',
    'Quota exceeded. Sila cuba lagi.',
  ],
];

describe('the error catalogue', () => {
  it.each(catalogue)('%s', (_case, failure, english, malay) => {
    expect(dialogText(failure, 'eng')).toBe(english);
    expect(dialogText(failure, 'bm')).toBe(malay);
  });

  it('says "Server error" before any failure', () => {
    const { t } = initI18n('eng');
    expect(errorDialogText(t('applications:dialog.defaultError'), t)).toBe(
      'Server error. Please try again.',
    );
  });
});

describe('postApplication', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const failureOf = async (promise: Promise<unknown>) => {
    const error: unknown = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).failure;
  };

  it('resolves with the body of any OK answer, JSON or text', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('{"id":"a"}', { status: 201 }))
        .mockResolvedValueOnce(new Response('Thanks', { status: 200 })),
    );
    await expect(postApplication('partner', { name: 'A' })).resolves.toEqual({ id: 'a' });
    await expect(postApplication('partner', { name: 'A' })).resolves.toBe('Thanks');
  });

  it('reads the status, the message and the API’s code and fields of a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({
            message: 'Bad',
            error: { code: 'validation', fields: { cvKey: 'cv.size' } },
          }),
          { status: 400, statusText: 'Bad Request' },
        ),
      ),
    );
    expect(await failureOf(postApplication('expert', {}))).toEqual({
      kind: 'status',
      status: 400,
      statusText: 'Bad Request',
      message: 'Bad',
      code: 'validation',
      fields: { cvKey: 'cv.size' },
    });
  });

  it('aborts after 30 seconds as a timeout', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        );
      }),
    );
    const pending = failureOf(postApplication('partner', {}));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ kind: 'timeout' });
  });

  it('tells a cross-origin refusal (the address still answers without CORS) from a network failure', async () => {
    const blocked = vi.fn((_url: string, init: RequestInit) =>
      init.mode === 'no-cors'
        ? Promise.resolve(new Response(null, { status: 200 }))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', blocked);
    expect(await failureOf(postApplication('partner', {}))).toEqual({ kind: 'cors' });
    expect(blocked).toHaveBeenCalledTimes(2);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await failureOf(postApplication('partner', {}))).toEqual({ kind: 'network' });
  });

  it('calls it a network failure at once when the browser is offline', async () => {
    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', offline);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await failureOf(postApplication('partner', {}))).toEqual({ kind: 'network' });
    expect(offline).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
