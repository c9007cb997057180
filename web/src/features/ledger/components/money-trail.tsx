import type { PublicLedger } from '@gsk/core/api';
import type { LedgerFund } from '@gsk/core/crowdfunding';
import { enterpriseFacts, enterpriseSlugs } from '@gsk/core/enterprise';
import { formatSen } from '@gsk/core/i18n/money';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { ledgerExportHref } from '../api/ledger-api';
import { useLedger } from '../hooks/use-ledger';
import { calendarMonths, monthName } from '../lib/ledger-months';
import { DisbursementList } from './disbursement-list';
import { LedgerChart } from './ledger-chart';
import { LedgerTable } from './ledger-table';
import './ledger.css';

/** The enterprise's name, or none for the whole movement's fund. */
const nameOf = (fund: LedgerFund) => (fund === 'all' ? '' : enterpriseFacts[fund].ent_name);

/** Raised (with how many donations), spent and the balance, to the sen. */
function Figures({ ledger }: { ledger: PublicLedger }) {
  const { t } = useTranslation(['ledger']);
  const language = useLanguage();
  return (
    <dl className="ledger-figures">
      <div className="ledger-figures__item ledger-figures__item--raised">
        <dt>{t('ledger:figures.raised')}</dt>
        <dd>
          <span className="ledger-figures__amount">{formatSen(ledger.raisedSen, language)}</span>
          <span className="ledger-figures__detail">
            {t('ledger:figures.contributions', { count: ledger.contributors })}
          </span>
        </dd>
      </div>
      <div className="ledger-figures__item ledger-figures__item--spent">
        <dt>{t('ledger:figures.spent')}</dt>
        <dd>
          <span className="ledger-figures__amount">{formatSen(ledger.spentSen, language)}</span>
        </dd>
      </div>
      <div className="ledger-figures__item ledger-figures__item--balance">
        <dt>{t('ledger:figures.balance')}</dt>
        <dd>
          <span className="ledger-figures__amount">{formatSen(ledger.balanceSen, language)}</span>
        </dd>
      </div>
    </dl>
  );
}

/** What a loaded ledger shows: the figures, the months as a chart and a table, and the spending. */
function LedgerBody({ ledger }: { ledger: PublicLedger }) {
  const { t } = useTranslation(['ledger']);
  const language = useLanguage();
  const name = nameOf(ledger.fund);
  const months = calendarMonths(ledger.months);
  if (ledger.raisedSen === 0 && ledger.spentSen === 0 && ledger.disbursements.length === 0)
    return (
      <p key="empty" className="ledger-empty">
        {ledger.fund === 'all' ? t('ledger:empty.all') : t('ledger:empty.enterprise', { name })}
      </p>
    );
  const first = months[0];
  const last = months.at(-1);
  return (
    <>
      <Figures ledger={ledger} />
      {first && last && (
        <section className="ledger-section" aria-labelledby="ledger-months">
          <h2 id="ledger-months">{t('ledger:chart.heading')}</h2>
          <div className="ledger-months">
            <LedgerChart
              months={months}
              summary={t('ledger:chart.summary', {
                first: monthName(first.month, language, 'long'),
                last: monthName(last.month, language, 'long'),
                raised: formatSen(ledger.raisedSen, language),
                spent: formatSen(ledger.spentSen, language),
                balance: formatSen(last.balanceSen, language),
              })}
            />
            <LedgerTable months={months} />
          </div>
        </section>
      )}
      <section className="ledger-section" aria-labelledby="ledger-disbursements">
        <h2 id="ledger-disbursements">{t('ledger:disbursements.heading')}</h2>
        <p>{t('ledger:disbursements.lead')}</p>
        <DisbursementList
          disbursements={ledger.disbursements}
          showEnterprise={ledger.fund === 'all'}
        />
      </section>
    </>
  );
}

/** Links between the whole movement's ledger and each enterprise's. */
function FundLinks({ fund }: { fund: LedgerFund }) {
  const { t } = useTranslation(['ledger']);
  return (
    <nav className="ledger-funds" aria-labelledby="ledger-funds">
      <h2 id="ledger-funds">{t('ledger:funds.heading')}</h2>
      <ul>
        {fund !== 'all' && (
          <li>
            <Link to={paths.moneyTrail}>{t('ledger:funds.overall')}</Link>
          </li>
        )}
        {enterpriseSlugs
          .filter((slug) => slug !== fund)
          .map((slug) => (
            <li key={slug}>
              <Link to={paths.moneyTrailOf(slug)}>{enterpriseFacts[slug].ent_name}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/**
 * Where the money went, for the whole movement (`all`) or one enterprise: a prerendered page whose
 * figures load in the browser (GET /api/ledger/{fund}); while they load a status holds their
 * place, a failure offers a retry, a fund with nothing raised or spent says so. Below them: the
 * CSV download, what the page does and does not show (no donor's name, no receipt), and the other
 * funds' ledgers.
 */
export function MoneyTrail({ fund }: { fund: LedgerFund }) {
  const { t } = useTranslation(['ledger']);
  const language = useLanguage();
  const { remote, reload } = useLedger(fund);
  const name = nameOf(fund);
  return (
    <div className="money-trail">
      <header className="page-intro">
        <h1 className="page-intro__heading">
          {fund === 'all' ? t('ledger:heading.all') : t('ledger:heading.enterprise', { name })}
        </h1>
        <p className="page-intro__lead">
          {fund === 'all' ? t('ledger:lead.all') : t('ledger:lead.enterprise', { name })}
        </p>
      </header>
      <div className="money-trail__ledger" aria-busy={remote.status === 'loading'}>
        {remote.status === 'loading' && (
          <p role="status" className="money-trail__loading">
            {t('ledger:loading')}
          </p>
        )}
        {remote.status === 'failed' && (
          <div role="alert" className="money-trail__failure">
            <p>{t('ledger:error')}</p>
            <button type="button" className="button button--primary" onClick={reload}>
              {t('ledger:retry')}
            </button>
          </div>
        )}
        {remote.status === 'loaded' && <LedgerBody ledger={remote.data} />}
      </div>
      <p className="money-trail__download">
        <a className="button button--ghost" href={ledgerExportHref(fund, language)} download>
          {t('ledger:download')}
        </a>
        <span>{t('ledger:downloadHint')}</span>
      </p>
      <section className="ledger-note" aria-labelledby="ledger-note">
        <h2 id="ledger-note">{t('ledger:note.heading')}</h2>
        <p>{t('ledger:note.shown')}</p>
        <p>{t('ledger:note.private')}</p>
      </section>
      <FundLinks fund={fund} />
    </div>
  );
}
