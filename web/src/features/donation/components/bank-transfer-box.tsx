import { useTranslation } from 'react-i18next';
import type { BankTransferDetails } from '../../../config/env';

/**
 * The bank-transfer alternative: bank name, account number and holder (from the build's
 * configuration), with a note. Nothing is shown without bank details.
 */
export function BankTransferBox({ details }: { details: BankTransferDetails | undefined }) {
  const { t } = useTranslation(['donation']);
  if (!details) return null;
  return (
    <section className="bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title" className="bank-transfer__title">
        {t('donation:bank.title')}
      </h2>
      <p>{t('donation:bank.intro')}</p>
      <dl className="bank-transfer__details">
        <div>
          <dt>{t('donation:bank.bankName')}</dt>
          <dd>{details.bankName}</dd>
        </div>
        <div>
          <dt>{t('donation:bank.accountNumber')}</dt>
          <dd className="bank-transfer__number">{details.accountNumber}</dd>
        </div>
        <div>
          <dt>{t('donation:bank.accountHolder')}</dt>
          <dd>{details.accountHolder}</dd>
        </div>
      </dl>
      <p className="bank-transfer__note">{t('donation:bank.note')}</p>
    </section>
  );
}
