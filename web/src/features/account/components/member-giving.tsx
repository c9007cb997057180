import type { OwnDonation, OwnDonations, OwnFundraiser } from '@gsk/core/api';
import { enterpriseFacts } from '@gsk/core/enterprise';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { formatRinggit } from '@gsk/core/i18n/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { localizePath, paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { LoadFailure } from '../../../components/ui/load-failure';
import {
  fetchOwnDonations,
  fetchOwnFundraisers,
  receiptHref,
  statementHref,
} from '../api/giving-api';

/*
 * The profile's giving sections, loaded once the member's details arrive (member-profile.tsx), with
 * their own catalogue (`giving`): the page's first load carries neither.
 */

/** A section of the profile with its heading, whatever state its data is in. */
function GivingSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="profile__section">
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** What a donation was for: a supporter's page, a campaign, an event, an enterprise or the movement. */
function DonationPurpose({ donation }: { donation: OwnDonation }) {
  const { t } = useTranslation(['giving']);
  const language = useLanguage();
  if (donation.fundraiser)
    return (
      <Link to={paths.fundraiser(donation.fundraiser.code)}>
        {t('giving:donations.fundraiser', { title: donation.fundraiser.title })}
      </Link>
    );
  if (donation.campaign)
    return (
      <Link to={paths.campaign(donation.campaign.id)}>
        {t('giving:donations.campaign', { title: donation.campaign.title[language] })}
      </Link>
    );
  if (donation.event)
    return (
      <Link to={paths.event(donation.event.id)}>
        {t('giving:donations.event', { title: donation.event.title[language] })}
      </Link>
    );
  if (donation.enterprise)
    return (
      <Link to={paths.enterprise(donation.enterprise)}>
        {enterpriseFacts[donation.enterprise].ent_name}
      </Link>
    );
  return <span>{t('giving:donations.movement')}</span>;
}

/**
 * The member's donations, newest first: when, how much, what for, its status in words and, for a
 * successful one, its PDF receipt; then a PDF statement per year. Donations made signed in or with
 * the member's verified mobile number are theirs.
 */
export function MemberDonations() {
  const { t } = useTranslation(['giving']);
  const { remote, reload } = useRemote(fetchOwnDonations);
  return (
    <GivingSection id="profile-donations" heading={t('giving:donations.heading')}>
      <p className="profile-giving__note">{t('giving:donations.note')}</p>
      {remote.status === 'loading' && <p role="status">{t('giving:donations.loading')}</p>}
      {remote.status === 'failed' && (
        <LoadFailure
          button="ghost"
          message={t('giving:donations.error')}
          retry={t('giving:donations.retry')}
          onRetry={reload}
        />
      )}
      {remote.status === 'loaded' && <DonationList {...remote.data} />}
    </GivingSection>
  );
}

/** The donations (or that there is none yet) and the years' statements. */
function DonationList({ donations, statementYears }: OwnDonations) {
  const { t } = useTranslation(['giving']);
  const language = useLanguage();
  return (
    <>
      {donations.length === 0 ? (
        <p>
          {t('giving:donations.none')}{' '}
          <Link to={paths.contribute}>{t('giving:donations.give')}</Link>
        </p>
      ) : (
        <ul className="profile-giving" aria-label={t('giving:donations.caption')}>
          {donations.map((donation) => {
            const date = malaysianLongDate(donation.paidAt ?? donation.createdAt, language);
            const amount = formatRinggit(donation.amount, language);
            return (
              <li key={donation.paymentId} className="profile-giving__item">
                <p className="profile-giving__head">
                  <span className="profile-giving__amount">
                    <span className="visually-hidden">{t('giving:donations.amount')}: </span>
                    {amount}
                  </span>
                  <span className="profile-giving__date">
                    <span className="visually-hidden">{t('giving:donations.date')}: </span>
                    {date}
                  </span>
                </p>
                <p>
                  <span className="visually-hidden">{t('giving:donations.for')}: </span>
                  <DonationPurpose donation={donation} />
                </p>
                <p>
                  <span className="visually-hidden">{t('giving:donations.status')}: </span>
                  <span
                    className={`profile-giving__status profile-giving__status--${donation.status}`}
                  >
                    {t(`giving:donations.statuses.${donation.status}`)}
                  </span>
                </p>
                {donation.receipt && (
                  <p>
                    <a
                      href={receiptHref(donation.paymentId)}
                      aria-label={t('giving:donations.receiptOf', { amount, date })}
                    >
                      {t('giving:donations.receipt')}
                    </a>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {statementYears.length > 0 && (
        <>
          <h3 className="profile-giving__subheading">{t('giving:donations.statementsHeading')}</h3>
          <ul className="profile-giving__statements">
            {statementYears.map((year) => (
              <li key={year}>
                <a href={statementHref(year)}>{t('giving:donations.statement', { year })}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** One of the member's pages: its review in words (and why it was refused), its campaign, what it raised. */
function FundraiserItem({ fundraiser }: { fundraiser: OwnFundraiser }) {
  const { t } = useTranslation(['giving']);
  const language = useLanguage();
  const live = fundraiser.status === 'approved';
  const publicPath = localizePath(paths.fundraiser(fundraiser.code), language);
  return (
    <li className="profile-giving__item">
      <p className="profile-giving__title">
        {live ? (
          <Link to={paths.fundraiser(fundraiser.code)}>{fundraiser.title}</Link>
        ) : (
          fundraiser.title
        )}
      </p>
      <dl className="profile-giving__facts">
        <dt>{t('giving:fundraisers.campaign')}</dt>
        <dd>
          <Link to={paths.campaign(fundraiser.campaignId)}>
            {fundraiser.campaignTitle[language]}
          </Link>
        </dd>
        <dt>{t('giving:fundraisers.status')}</dt>
        <dd>
          <span className={`profile-giving__status profile-giving__status--${fundraiser.status}`}>
            {t(`giving:fundraisers.statuses.${fundraiser.status}`)}
          </span>
          {fundraiser.status === 'refused' && fundraiser.refusalReason && (
            <span className="profile-giving__reason">
              {t('giving:fundraisers.reason', { reason: fundraiser.refusalReason })}
            </span>
          )}
        </dd>
        <dt>{t('giving:fundraisers.raised')}</dt>
        <dd>
          {t('giving:fundraisers.raisedOfGoal', {
            raised: formatRinggit(fundraiser.raised.amount, language),
            goal: formatRinggit(fundraiser.goal, language),
          })}{' '}
          <span className="profile-giving__detail">
            ({t('giving:fundraisers.contributors', { count: fundraiser.raised.contributors })})
          </span>
        </dd>
        {live && (
          <>
            <dt>{t('giving:fundraisers.link')}</dt>
            <dd className="profile-giving__link">
              <Link to={paths.fundraiser(fundraiser.code)}>
                {`${window.location.origin}${publicPath}`}
              </Link>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}

/** The member's supporters' pages: pending review, live (with its public link) or refused with the reason. */
export function MemberFundraisers() {
  const { t } = useTranslation(['giving']);
  const { remote, reload } = useRemote(fetchOwnFundraisers);
  const heading = t('giving:fundraisers.heading');
  return (
    <GivingSection id="profile-fundraisers" heading={heading}>
      {remote.status === 'loading' && <p role="status">{t('giving:fundraisers.loading')}</p>}
      {remote.status === 'failed' && (
        <LoadFailure
          button="ghost"
          message={t('giving:fundraisers.error')}
          retry={t('giving:fundraisers.retry')}
          onRetry={reload}
        />
      )}
      {remote.status === 'loaded' &&
        (remote.data.length === 0 ? (
          <p>
            {t('giving:fundraisers.none')}{' '}
            <Link to={paths.crowdfund}>{t('giving:fundraisers.browse')}</Link>
          </p>
        ) : (
          <ul className="profile-giving">
            {remote.data.map((fundraiser) => (
              <FundraiserItem key={fundraiser.code} fundraiser={fundraiser} />
            ))}
          </ul>
        ))}
    </GivingSection>
  );
}
