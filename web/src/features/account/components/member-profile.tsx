import type { MemberProfile as Member, MemberRegistration, PublicEvent } from '@gsk/core/api';
import type * as Electoral from '@gsk/core/electoral';
import { htmlLang } from '@gsk/core/i18n/language';
import { Suspense, lazy, use, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useLocalizedPath } from '../../../hooks/use-localized-path';
import { useSession } from '../../../hooks/use-session';
import { ApiError, type ApiFailure } from '../../../lib/api-client';
import { reloadSession, signedOutNow } from '../../../lib/session';
import { fetchEvent, signOut } from '../api/account-api';
import { accountFailureText } from '../lib/account-failure';
import { withNext } from '../lib/next-path';
import { FormAlert } from './account-fields';
import { ChangePasswordFormIsland, DetailsFormIsland } from './account-islands';
import './account.css';

// The commitments and volunteer details (with their places' actions and dialog) load once the
// member's details arrive, not with the page.
const MemberCommitments = lazy(() =>
  import('./member-commitments').then((module) => ({ default: module.MemberCommitments })),
);
const MemberVolunteer = lazy(() =>
  import('./member-commitments').then((module) => ({ default: module.MemberVolunteer })),
);
// The member's donations and supporters' pages (issue 30), with their catalogue, likewise.
const MemberDonations = lazy(() =>
  import('./member-giving').then((module) => ({ default: module.MemberDonations })),
);
const MemberFundraisers = lazy(() =>
  import('./member-giving').then((module) => ({ default: module.MemberFundraisers })),
);

/** The seats' names (their data is large): loaded once the member's details arrive. */
let electoral: Promise<typeof Electoral> | undefined;
const loadElectoral = () => (electoral ??= import('@gsk/core/electoral'));

/** A registration's event as the API answers it, or that it has none any more. */
type EventOf = Record<string, PublicEvent | 'gone'>;

/** Events asked of the API during this page load, by id. */
const eventRequests = new Map<string, Promise<PublicEvent>>();

const eventOf = (id: string) => {
  let request = eventRequests.get(id);
  if (!request) {
    request = fetchEvent(id);
    eventRequests.set(id, request);
    // A failed request may be asked again on the next visit of the profile.
    request.catch(() => eventRequests.delete(id));
  }
  return request;
};

/** The events of a member's registrations, each asked of the API once. */
function useRegisteredEvents(registrations: readonly MemberRegistration[]): EventOf {
  const [events, setEvents] = useState<EventOf>({});
  const ids = registrations.map(({ eventId }) => eventId).join('\n');
  useEffect(() => {
    let live = true;
    for (const id of ids ? ids.split('\n') : [])
      eventOf(id).then(
        (event) => live && setEvents((known) => ({ ...known, [id]: event })),
        (error: unknown) => {
          if (live && error instanceof ApiError && error.status === 404)
            setEvents((known) => ({ ...known, [id]: 'gone' }));
        },
      );
    return () => {
      live = false;
    };
  }, [ids]);
  return events;
}

function Registrations({ registrations }: { registrations: readonly MemberRegistration[] }) {
  const { t } = useTranslation(['account']);
  const language = useLanguage();
  const events = useRegisteredEvents(registrations);
  const date = new Intl.DateTimeFormat(`${htmlLang(language)}-MY`, {
    dateStyle: 'long',
    timeZone: 'Asia/Kuala_Lumpur',
  });
  if (registrations.length === 0)
    return (
      <p>
        {t('account:profile.noRegistrations')}{' '}
        <Link to={paths.programmes}>{t('account:profile.browse')}</Link>
      </p>
    );
  return (
    <ul className="profile-registrations">
      {registrations.map(({ eventId, registeredAt }) => {
        const event = events[eventId];
        return (
          <li key={eventId}>
            {event === 'gone' ? (
              <span>{t('account:profile.eventUnavailable')}</span>
            ) : (
              <Link to={paths.event(eventId)}>{event ? event.title[language] : eventId}</Link>
            )}
            <span className="profile-registrations__date">
              {t('account:profile.registeredOn', { date: date.format(new Date(registeredAt)) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function SignedIn({ member, orders }: { member: Member; orders?: ReactNode }) {
  const { t } = useTranslation(['account', 'layout']);
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [failure, setFailure] = useState<ApiFailure>();
  const [leaving, setLeaving] = useState(false);
  const { seatNames } = use(loadElectoral());
  const seats = seatNames(member.state, member.parliament, member.dun);

  const handleSignOut = async () => {
    setLeaving(true);
    setFailure(undefined);
    try {
      await signOut();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        setFailure(error instanceof ApiError ? error.failure : { kind: 'unknown' });
        setLeaving(false);
        return;
      }
    }
    signedOutNow();
    void navigate(localize(paths.home));
  };

  return (
    <div className="profile">
      <section aria-labelledby="profile-details" className="profile__section">
        <h2 id="profile-details">{t('account:profile.details')}</h2>
        <dl className="profile-details">
          <dt>{t('account:profile.name')}</dt>
          <dd>{member.name}</dd>
          <dt>{t('account:profile.mobile')}</dt>
          <dd>{member.maskedMobile}</dd>
          <dt>{t('account:profile.state')}</dt>
          <dd>{seats.state}</dd>
          <dt>{t('account:profile.parliament')}</dt>
          <dd>{seats.parliament}</dd>
          <dt>{t('account:profile.dun')}</dt>
          <dd>{member.dun ? seats.dun : t('account:profile.noDun')}</dd>
          <dt>{t('account:profile.email')}</dt>
          <dd>{member.email || t('account:profile.noEmail')}</dd>
          <dt>{t('account:profile.language')}</dt>
          <dd>{t(`account:fields.languages.${member.language}`)}</dd>
        </dl>
      </section>
      {/* Personal data, consent (issue 32, C1): the member's privacy page. */}
      <p className="profile__section">
        <Link to={paths.privacySettings}>{t('account:profile.privacy')}</Link>{' '}
        <span>{t('account:profile.privacyHint')}</span>
      </p>
      {member.coordinator && (
        <p className="profile__section">
          <Link to={paths.coordinator} className="button button--primary">
            {t('account:profile.coordinator')}
          </Link>{' '}
          <span>{t('account:profile.coordinatorHint')}</span>
        </p>
      )}
      <section aria-labelledby="profile-edit" className="profile__section">
        <h2 id="profile-edit">{t('account:profile.edit')}</h2>
        {/* Its code (formik, yup, the validation messages) loads as it renders, not with the page. */}
        <Suspense fallback={<p role="status">{t('layout:common.loading')}</p>}>
          <DetailsFormIsland member={member} />
        </Suspense>
      </section>
      <section aria-labelledby="profile-commitments" className="profile__section">
        <h2 id="profile-commitments">{t('account:profile.commitments')}</h2>
        <Suspense fallback={<p role="status">{t('layout:common.loading')}</p>}>
          <MemberCommitments />
        </Suspense>
      </section>
      <section aria-labelledby="profile-volunteer" className="profile__section">
        <h2 id="profile-volunteer">{t('account:profile.volunteer')}</h2>
        <Suspense fallback={<p role="status">{t('layout:common.loading')}</p>}>
          <MemberVolunteer />
        </Suspense>
      </section>
      <section aria-labelledby="profile-registrations" className="profile__section">
        <h2 id="profile-registrations">{t('account:profile.registrations')}</h2>
        <Registrations registrations={member.registrations} />
      </section>
      {/* Each its own section with its heading, once its code and texts are here. */}
      <Suspense fallback={<p role="status">{t('layout:common.loading')}</p>}>
        <MemberDonations />
      </Suspense>
      <Suspense fallback={<p role="status">{t('layout:common.loading')}</p>}>
        <MemberFundraisers />
      </Suspense>
      {orders}
      <section aria-labelledby="profile-password" className="profile__section">
        <h2 id="profile-password">{t('account:profile.changePassword')}</h2>
        {/* Its code (formik, yup, the validation messages) loads as it renders, not with the page. */}
        <Suspense fallback={<p role="status">{t('layout:common.loading')}</p>}>
          <ChangePasswordFormIsland />
        </Suspense>
      </section>
      <div className="profile__section">
        <FormAlert message={failure && accountFailureText(failure, t, language)} />
        <button
          type="button"
          className="button button--ghost"
          disabled={leaving}
          onClick={() => void handleSignOut()}
        >
          {t('account:profile.signOut')}
        </button>
      </div>
    </div>
  );
}

/**
 * The profile: a prerendered shell that asks the API who is signed in. Signed out, a prompt to
 * sign in (and back here); signed in, the member's details and their edit form, their upcoming
 * shifts and events (each with cancel), their volunteer details, registrations, donations (with
 * receipts and statements) and supporters' pages, password change and sign-out.
 */
export function MemberProfile({ orders }: { orders?: ReactNode } = {}) {
  const { t } = useTranslation(['account', 'layout']);
  const session = useSession({ always: true });
  const language = useLanguage();
  const { pathname } = useLocation();
  if (session.status === 'signed-in')
    return (
      <Suspense
        fallback={
          <p role="status" className="profile__loading">
            {t('layout:common.loading')}
          </p>
        }
      >
        <SignedIn member={session.member} orders={orders} />
      </Suspense>
    );
  if (session.status === 'failed')
    return (
      <div className="profile">
        <FormAlert message={accountFailureText(session.failure, t, language)} />
        <button
          type="button"
          className="button button--primary"
          onClick={() => void reloadSession()}
        >
          {t('account:profile.retry')}
        </button>
      </div>
    );
  if (session.status === 'unknown')
    return (
      <p role="status" className="profile__loading">
        {t('layout:common.loading')}
      </p>
    );
  return (
    <div className="profile profile--signed-out">
      <p>{t('account:profile.signedOut')}</p>
      <p className="account-links">
        <Link to={withNext(paths.signIn, pathname)} className="button button--primary">
          {t('account:profile.signIn')}
        </Link>{' '}
        <Link to={withNext(paths.signUp, pathname)} className="button button--ghost">
          {t('account:profile.signUp')}
        </Link>
      </p>
    </div>
  );
}
