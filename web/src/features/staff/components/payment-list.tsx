import type { StaffPaymentRow } from '@gsk/core/api';
import { enterprises } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { useLanguage } from '../../../hooks/use-language';
import { ringgit, statusText, when } from '../lib/format';
import { staffPath } from '../lib/staff-paths';

/** An enterprise's name by slug, in the page's language; the slug when none has it. */
export function useEnterpriseName() {
  const language = useLanguage();
  return (slug: string | undefined) =>
    slug
      ? (enterprises(language).find((enterprise) => enterprise.slug === slug)?.ent_name ?? slug)
      : undefined;
}

/**
 * Payments as a table on a desktop and as cards on a phone (one list of rows whose cells say
 * what they are when the header row is hidden), each linking to its detail.
 */
export function PaymentList({
  payments,
  caption,
}: {
  payments: StaffPaymentRow[];
  caption: string;
}) {
  const { t } = useTranslation(['staff', 'staffRecords']);
  const language = useLanguage();
  const enterpriseName = useEnterpriseName();
  const columns = t('staffRecords:donations.columns', { returnObjects: true });
  return (
    <table className="staff-table staff-table--cards">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.paymentId}</th>
          <th scope="col">{columns.createdAt}</th>
          <th scope="col">{columns.donor}</th>
          <th scope="col">{columns.amount}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.enterprise}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.paymentId}>
            <th scope="row" data-label={columns.paymentId}>
              <Link
                to={staffPath('donations', payment.paymentId)}
                aria-label={t('staffRecords:donations.open', { id: payment.paymentId })}
              >
                {payment.paymentId}
              </Link>
            </th>
            <td data-label={columns.createdAt}>{when(payment.createdAt, language)}</td>
            <td data-label={columns.donor}>
              <div>
                {payment.name}
                <br />
                <span className="staff-muted">{payment.email}</span>
              </div>
            </td>
            <td data-label={columns.amount}>{ringgit(payment.amount, language)}</td>
            <td data-label={columns.status}>
              <div>
                <span className={`staff-badge staff-badge--${payment.status}`}>
                  {statusText(payment.status, t)}
                </span>
                {payment.attention && (
                  <span className="staff-badge staff-badge--attention">
                    {t(`staff:attention.${payment.attention}`)}
                  </span>
                )}
              </div>
            </td>
            <td data-label={columns.enterprise}>
              {enterpriseName(payment.enterprise) ?? t('staff:common.none')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
