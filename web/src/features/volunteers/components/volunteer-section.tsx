import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { VolunteerSummary, type Volunteer } from '../../../components/volunteers/volunteer-summary';
import { useRemote } from '../../../hooks/use-remote';
import { useSession } from '../../../hooks/use-session';
import { ApiError } from '../../../lib/api-client';
import { signedOutNow } from '../../../lib/session';
import { fetchVolunteerDetails } from '../../../lib/volunteer-details';
import { withdrawVolunteer } from '../api/volunteers-api';
import type { VolunteerDraft } from '../lib/volunteer-draft';
import { hasVolunteerDraft } from '../lib/draft-key';
import { volunteerFormId } from '../lib/volunteer-form-id';
import { VolunteerFormIsland } from './volunteer-islands';

const draftOf = (volunteer: Volunteer): VolunteerDraft => ({
  skills: volunteer.skills,
  languages: volunteer.languages,
  availability: volunteer.availability,
  reach: volunteer.reach,
  consentSms: volunteer.consent.sms.given,
  consentEmail: volunteer.consent.email.given,
});

const nobody = () => Promise.resolve(undefined);

/** What the section last did: saved (new or changed), withdrawn, or nothing yet. */
type Outcome = 'created' | 'updated' | 'withdrawn' | undefined;

/** An outcome, announced and focused when it arrives. */
function Announcement({ title, detail }: { title: string; detail?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="volunteer-outcome">
      <p className="volunteer-outcome__title">{title}</p>
      {detail ? <p>{detail}</p> : null}
    </div>
  );
}

/**
 * The call to action: the volunteer form for a visitor or a member who is not a volunteer yet (a
 * visitor's press goes through sign-up and comes back here with what they ticked); a volunteer's
 * details with edit and withdraw (asked twice); a clear confirmation after each.
 */
export function VolunteerSection() {
  const { t } = useTranslation(['volunteers']);
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { hash } = useLocation();
  // Back from sign-up with what they ticked kept for this tab: the form is where they are taken.
  const [draft] = useState(hasVolunteerDraft);
  const { remote, replace, reload } = useRemote(signedIn ? fetchVolunteerDetails : nobody);
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [asking, setAsking] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [failed, setFailed] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);

  // Back from sign-up with a draft: the form is where the visitor is taken.
  useEffect(() => {
    const section = sectionRef.current;
    if (draft && hash === `#${volunteerFormId}` && typeof section?.scrollIntoView === 'function')
      section.scrollIntoView();
  }, [draft, hash]);

  const details = remote.status === 'loaded' ? remote.data : undefined;
  const volunteer = details?.volunteer ?? null;
  const activityConsent = details?.activityConsent;

  const handleSaved = (stored: Volunteer | null) => {
    setOutcome(volunteer ? 'updated' : 'created');
    setEditing(false);
    if (stored)
      replace({
        volunteer: stored,
        activityConsent: { sms: stored.consent.sms.given, email: stored.consent.email.given },
      });
    else reload();
  };

  const handleWithdraw = () => {
    if (withdrawing) return;
    setWithdrawing(true);
    setFailed(false);
    withdrawVolunteer()
      .then(
        () => {
          setAsking(false);
          setOutcome('withdrawn');
          // Their consents are theirs still: leaving the volunteers changes none of them.
          replace(activityConsent ? { volunteer: null, activityConsent } : undefined);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) signedOutNow();
          setAsking(false);
          setFailed(true);
        },
      )
      .finally(() => setWithdrawing(false));
  };

  const body = () => {
    if (signedIn && remote.status === 'loading') {
      return <p role="status">{t('volunteers:activities.loading')}</p>;
    }
    if (signedIn && remote.status === 'failed') {
      return (
        <div role="alert" className="volunteer-outcome volunteer-outcome--error">
          <p>{t('volunteers:errors.load')}</p>
          <button type="button" className="button button--primary" onClick={reload}>
            {t('volunteers:errors.retry')}
          </button>
        </div>
      );
    }
    if (volunteer && !editing) {
      return (
        <>
          {outcome === 'created' || outcome === 'updated' ? (
            <Announcement
              title={t(
                outcome === 'created' ? 'volunteers:saved.title' : 'volunteers:saved.updated',
              )}
              detail={outcome === 'created' ? t('volunteers:saved.detail') : undefined}
            />
          ) : null}
          <h3 className="volunteer-section__subheading">{t('volunteers:details.heading')}</h3>
          <VolunteerSummary volunteer={volunteer} />
          {failed ? (
            <p role="alert" className="volunteer-form__alert">
              {t('volunteers:errors.failed')}
            </p>
          ) : null}
          <div className="volunteer-form__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setOutcome(undefined);
                setEditing(true);
              }}
            >
              {t('volunteers:details.edit')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
              {t('volunteers:details.withdraw')}
            </button>
          </div>
          <Dialog
            open={asking}
            onClose={() => setAsking(false)}
            title={t('volunteers:details.withdrawTitle')}
            closeLabel={t('volunteers:details.close')}
          >
            <p>{t('volunteers:details.withdrawBody')}</p>
            <div className="volunteer-form__actions">
              <button
                type="button"
                className="button button--primary"
                aria-disabled={withdrawing}
                onClick={handleWithdraw}
              >
                {withdrawing
                  ? t('volunteers:details.withdrawing')
                  : t('volunteers:details.withdrawYes')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setAsking(false)}
              >
                {t('volunteers:details.withdrawNo')}
              </button>
            </div>
          </Dialog>
        </>
      );
    }
    return (
      <>
        {outcome === 'withdrawn' ? (
          <Announcement title={t('volunteers:details.withdrawn')} />
        ) : null}
        <VolunteerFormIsland
          initial={volunteer && editing ? draftOf(volunteer) : undefined}
          editing={Boolean(volunteer)}
          signedIn={signedIn}
          onSaved={handleSaved}
          onCancel={editing ? () => setEditing(false) : undefined}
          consents={activityConsent}
        />
      </>
    );
  };

  return (
    <section
      ref={sectionRef}
      id={volunteerFormId}
      aria-labelledby={`${volunteerFormId}-heading`}
      className="volunteer-section"
    >
      <h2 id={`${volunteerFormId}-heading`}>{t('volunteers:join.heading')}</h2>
      <p>{t('volunteers:join.lead')}</p>
      {body()}
    </section>
  );
}
