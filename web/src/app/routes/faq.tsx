import {
  EQUITY_RETURN_PERCENT_PER_YEAR,
  ASSET_RENT_BELOW_MARKET_PERCENT,
} from '@gsk/core/constants';
import { PRIVACY_RESPONSE_DAYS, RETURN_WINDOW_DAYS } from '@gsk/core/constants';
import {
  DONATION_ERROR_REPORT_DAYS,
  PRIVACY_EMAIL,
  REFUND_DAYS,
  percentText,
} from '@gsk/core/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/ui/page-intro';
import { Link } from '../../components/ui/localized-link';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import type { Catalogues } from '../../i18n';

type ItemKey = keyof Catalogues['faq']['items'];
type LinkKey = keyof Catalogues['faq']['links'];

interface Question {
  key: ItemKey;
  /** Values of the answer's `{{…}}` placeholders. */
  values?: Record<string, string | number>;
  links?: readonly { to: string; label: LinkKey }[];
  extra?: ReactNode;
}

/** The bank-transfer account (the same build settings as /contribute), when the build has one. */
function BankDetails() {
  const { t } = useTranslation(['faq']);
  const details = env.bankTransfer;
  if (!details) return <p>{t('faq:items.bank.details')}</p>;
  return (
    <dl className="faq__bank">
      <div>
        <dt>{t('faq:items.bank.bankName')}</dt>
        <dd>{details.bankName}</dd>
      </div>
      <div>
        <dt>{t('faq:items.bank.accountNumber')}</dt>
        <dd>{details.accountNumber}</dd>
      </div>
      <div>
        <dt>{t('faq:items.bank.accountHolder')}</dt>
        <dd>{details.accountHolder}</dd>
      </div>
    </dl>
  );
}

const groups: readonly { heading: keyof Catalogues['faq']['groups']; questions: Question[] }[] = [
  {
    heading: 'donors',
    questions: [
      { key: 'use', links: [{ to: paths.contribute, label: 'contribute' }] },
      { key: 'receipt' },
      { key: 'tax' },
      {
        key: 'bank',
        extra: <BankDetails />,
        links: [
          { to: paths.contribute, label: 'contribute' },
          { to: paths.contact, label: 'contact' },
        ],
      },
      {
        key: 'refund',
        values: {
          days: DONATION_ERROR_REPORT_DAYS,
          returnDays: RETURN_WINDOW_DAYS,
          refundDays: REFUND_DAYS,
        },
        links: [
          { to: paths.terms, label: 'terms' },
          { to: paths.contact, label: 'contact' },
        ],
      },
    ],
  },
  {
    heading: 'partners',
    questions: [
      {
        key: 'partner',
        values: {
          equity: percentText(EQUITY_RETURN_PERCENT_PER_YEAR),
          asset: percentText(ASSET_RENT_BELOW_MARKET_PERCENT),
        },
        links: [{ to: paths.supportUs, label: 'supportUs' }],
      },
      { key: 'agreement', links: [{ to: paths.terms, label: 'terms' }] },
      {
        key: 'expert',
        links: [
          { to: paths.policies, label: 'policies' },
          { to: paths.expertContribution, label: 'expert' },
        ],
      },
    ],
  },
  {
    heading: 'data',
    questions: [
      {
        key: 'data',
        values: { days: PRIVACY_RESPONSE_DAYS, email: PRIVACY_EMAIL },
        links: [
          { to: paths.privacyPolicy, label: 'privacy' },
          { to: paths.contact, label: 'contact' },
        ],
      },
      { key: 'contact', links: [{ to: paths.contact, label: 'contact' }] },
    ],
  },
];

/**
 * /faq: what donors, partners and members ask, in groups; each question a native disclosure
 * (`details`/`summary`: keyboard and screen readers know it, and it works before hydration).
 */
export function FaqRoute() {
  const { t } = useTranslation(['faq']);
  return (
    <div className="page faq">
      <PageIntro page="faq" />
      {groups.map((group) => (
        <section
          key={group.heading}
          className="faq__group"
          aria-labelledby={`faq-${group.heading}`}
        >
          <h2 id={`faq-${group.heading}`}>{t(`faq:groups.${group.heading}`)}</h2>
          {group.questions.map((question) => (
            <details key={question.key} className="faq__item" id={`faq-${question.key}`}>
              <summary className="faq__question">{t(`faq:items.${question.key}.question`)}</summary>
              <div className="faq__answer">
                <p>{t(`faq:items.${question.key}.answer`, question.values ?? {})}</p>
                {question.extra}
                {question.links && (
                  <ul className="faq__links">
                    {question.links.map((link) => (
                      <li key={link.label}>
                        <Link to={link.to}>{t(`faq:links.${link.label}`)}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </details>
          ))}
        </section>
      ))}
      <section className="faq__more" aria-labelledby="faq-more">
        <h2 id="faq-more">{t('faq:more.heading')}</h2>
        <p>{t('faq:more.text')}</p>
        <Link className="button button--primary" to={paths.contact}>
          {t('faq:links.contact')}
        </Link>
      </section>
    </div>
  );
}
