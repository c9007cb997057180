import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@gsk/core/i18n/language';
import { AppProvider } from '../../web/src/app/provider';
import type * as Env from '../../web/src/config/env';
import { DonationForm } from '../../web/src/features/donation/components/donation-form';
import { navigateToGateway } from '../../web/src/features/donation/lib/navigate';
import { initI18n } from '../support/i18n';
import { json, mockApi } from './payment-api-mock';

/*
 * The donation form on a stage whose movement holds an LHDN section 44(6) approval
 * (VITE_TAX_DEDUCTION_REFERENCE, docs/crowdfunding.md): it asks for the identity-card number the
 * tax-deduction receipt needs, optional, checked by core's schema, and sends it. (Without the
 * approval the field is not there: tests/web/donation-form.test.tsx.)
 */

const reference = 'LHDN.01/35/42/51/179-6.5678';

vi.mock('../../web/src/config/env', async (original) => ({
  ...(await original<typeof Env>()),
  taxDeductionReference: 'LHDN.01/35/42/51/179-6.5678',
}));
vi.mock('../../web/src/features/donation/lib/navigate', () => ({ navigateToGateway: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(navigateToGateway).mockReset();
  // The form keeps what was typed for the tab; each test starts as a fresh visit.
  sessionStorage.clear();
});

const gatewayUrl = 'http://127.0.0.1:4581/IPGSG/Payment.aspx?TransactionType=SALE&PaymentID=1';

const words = {
  bm: {
    identity: 'Nombor kad pengenalan (pilihan)',
    hint: `LHDN memerlukannya pada resit potongan cukai (kelulusan ${reference}). Contoh: 900101-14-5678`,
    invalid: 'Nombor kad pengenalan mesti 12 digit, contohnya 900101-14-5678',
    fields: { Nama: 'Ravi', Emel: 'ravi@example.my', 'Nombor telefon': '012-345 6789' },
    amount: 'Jumlah (RM)',
    submit: 'Sumbang sekarang',
  },
  eng: {
    identity: 'Identity card number (optional)',
    hint: `LHDN needs it on a tax-deduction receipt (approval ${reference}). Example: 900101-14-5678`,
    invalid: 'Identity card number must be 12 digits, e.g. 900101-14-5678',
    fields: { Name: 'Ravi', Email: 'ravi@example.my', 'Phone number': '012-345 6789' },
    amount: 'Amount (RM)',
    submit: 'Donate now',
  },
} as const;

describe.each(['bm', 'eng'] as const)(
  'the identity-card number, with a 44(6) approval, in %s',
  (language: Language) => {
    const text = words[language];

    it('is asked with the approval, refused when it is not 12 digits, and sent when it is', async () => {
      const { calls } = mockApi({ 'POST /api/payments': () => json({ url: gatewayUrl }, 201) });
      const user = userEvent.setup();
      render(
        <AppProvider i18n={initI18n(language)}>
          <MemoryRouter>
            <DonationForm variant="card" />
          </MemoryRouter>
        </AppProvider>,
      );
      const identity = await screen.findByRole('textbox', { name: text.identity });
      expect(identity).toHaveAccessibleDescription(text.hint);
      for (const [label, value] of Object.entries({ ...text.fields, [text.amount]: '10' })) {
        await user.type(screen.getByLabelText(label, { exact: true }), value);
      }

      await user.type(identity, '9001011456');
      await user.click(screen.getByRole('button', { name: text.submit }));
      expect(await screen.findByText(text.invalid)).toBeVisible();
      expect(calls).toHaveLength(0);

      await user.type(identity, '78');
      await user.click(screen.getByRole('button', { name: text.submit }));
      await waitFor(() => expect(navigateToGateway).toHaveBeenCalledWith(gatewayUrl));
      expect(calls[0]?.body).toMatchObject({ identity_no: '900101145678' });
    });
  },
);
