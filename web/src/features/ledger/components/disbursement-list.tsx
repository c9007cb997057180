import type { PublicDisbursement } from '@gsk/core/api';
import { enterpriseFacts } from '@gsk/core/enterprise';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { formatSen } from '@gsk/core/i18n/money';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';

/**
 * A fund's disbursements, newest first as the API answers them: when, how much, what for in the
 * page's language, its category in words, and the campaign it was spent for (a link). The overall
 * ledger also names each one's enterprise.
 */
export function DisbursementList({
  disbursements,
  showEnterprise,
}: {
  disbursements: PublicDisbursement[];
  showEnterprise: boolean;
}) {
  const { t } = useTranslation(['ledger']);
  const language = useLanguage();
  if (disbursements.length === 0) return <p>{t('ledger:disbursements.none')}</p>;
  return (
    <ol className="disbursement-list">
      {disbursements.map((disbursement) => (
        <li key={disbursement.id} className="disbursement">
          <p className="disbursement__head">
            <span className="disbursement__amount">
              <span className="visually-hidden">{t('ledger:disbursements.amount')}: </span>
              {formatSen(disbursement.amountSen, language)}
            </span>
            <span className="disbursement__date">
              <span className="visually-hidden">{t('ledger:disbursements.paidOn')}: </span>
              <time dateTime={disbursement.paidOn}>
                {malaysianLongDate(disbursement.paidOn, language)}
              </time>
            </span>
          </p>
          <p className="disbursement__description">{disbursement.description[language]}</p>
          <p className="disbursement__meta">
            <span className="ledger-tag">
              <span className="visually-hidden">{t('ledger:disbursements.category')}: </span>
              {t(`ledger:categories.${disbursement.category}`)}
            </span>
            {showEnterprise && disbursement.enterprise && (
              <span>
                {t('ledger:disbursements.enterprise', {
                  name: enterpriseFacts[disbursement.enterprise].ent_name,
                })}
              </span>
            )}
            {disbursement.campaign && (
              <Link to={paths.campaign(disbursement.campaign.id)}>
                {t('ledger:disbursements.campaign', {
                  title: disbursement.campaign.title[language],
                })}
              </Link>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
