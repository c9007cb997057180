import { applicationStatuses, type ApplicationStatus, type StaffAuditEntry } from '@gsk/core/api';
import { eventFields, eventStatuses } from '@gsk/core/events';
import type { Language } from '@gsk/core/i18n/language';
import type { TFunction } from 'i18next';
import { enterpriseName } from '../people/lib/application-text';
import { ringgit, statusText } from './format';

/*
 * An audit entry in words, in the console's language: who did what to whom ("Aminah opened the CV
 * of Ahmad's partner application"), and its details (an export's filter, a check's outcome) as
 * labels and values. Entries recorded before subjects carried names read "an application".
 */

type AuditT = TFunction<['staff', 'staffPeople', 'staffRecords']>;

/** What the audit table shows of an entry. */
export interface AuditText {
  sentence: string;
  details: string[];
}

type Details = NonNullable<StaffAuditEntry['details']>;

const textOf = (details: Details | undefined, key: string): string | undefined => {
  const value = details?.[key];
  return value === undefined ? undefined : String(value);
};

const isApplicationStatus = (value: string | undefined): value is ApplicationStatus =>
  (applicationStatuses as readonly string[]).includes(value ?? '');

const applicationStatusText = (status: string | undefined, t: AuditT) =>
  isApplicationStatus(status) ? t(`staffPeople:statuses.${status}`) : (status ?? '');

const eventStatusText = (status: string, t: AuditT) => {
  const known = eventStatuses.find((candidate) => candidate === status);
  return known ? t(`staffPeople:events.statuses.${known}`) : status;
};

/** The subject of an entry as a phrase of the sentence ("Ahmad's partner application"). */
function subjectText(entry: StaffAuditEntry, t: AuditT, language: Language): string {
  const { subject } = entry;
  const name = subject.name;
  switch (subject.type) {
    case 'application': {
      if (!name) return t('staffRecords:audit.subjects.anApplication');
      const form = textOf(entry.details, 'form');
      if (form === 'partner') return t('staffRecords:audit.subjects.partnerApplication', { name });
      if (form === 'expert') return t('staffRecords:audit.subjects.expertApplication', { name });
      return t('staffRecords:audit.subjects.namedApplication', { name });
    }
    case 'payment':
      return name
        ? t('staffRecords:audit.subjects.donation', { name })
        : t('staffRecords:audit.subjects.aDonation');
    case 'message':
      return name
        ? t('staffRecords:audit.subjects.message', { name })
        : t('staffRecords:audit.subjects.aMessage');
    case 'event':
      return subject.title
        ? t('staffRecords:audit.subjects.event', { title: subject.title[language] })
        : t('staffRecords:audit.subjects.anEvent');
    case 'coordinator':
      return name
        ? t('staffRecords:audit.subjects.coordinator', { name })
        : t('staffRecords:audit.subjects.aCoordinator');
    case 'activity':
      return subject.title
        ? t('staffRecords:audit.subjects.activity', { title: subject.title[language] })
        : t('staffRecords:audit.subjects.anActivity');
    case 'shift':
      return subject.title
        ? t('staffRecords:audit.subjects.shift', { title: subject.title[language] })
        : t('staffRecords:audit.subjects.aShift');
    // Crowdfunding (issue 30): a campaign by its title, a supporter's page by its own (one
    // language, as its supporter wrote it), a disbursement by its amount to the sen.
    case 'campaign':
      return subject.title
        ? t('staffRecords:audit.subjects.campaign', { title: subject.title[language] })
        : t('staffRecords:audit.subjects.aCampaign');
    case 'fundraiser':
      return name
        ? t('staffRecords:audit.subjects.fundraiser', { title: name })
        : t('staffRecords:audit.subjects.aFundraiser');
    case 'disbursement': {
      const amountSen = Number(entry.details?.amountSen);
      return Number.isInteger(amountSen)
        ? t('staffRecords:audit.subjects.disbursement', {
            amount: ringgit(amountSen / 100, language),
          })
        : t('staffRecords:audit.subjects.aDisbursement');
    }
    default:
      return name ?? '';
  }
}

/** The sentence's key and values for each action the console records. */
function sentenceOf(entry: StaffAuditEntry, t: AuditT, language: Language): string {
  const actor = entry.actor.name;
  const subject = subjectText(entry, t, language);
  const count = Number(entry.details?.rows ?? 0);
  const values = { actor, subject };
  switch (entry.action) {
    case 'staff.signed_in':
      return t('staffRecords:audit.actions.signedIn', values);
    case 'application.cv_opened':
      return t('staffRecords:audit.actions.cvOpened', values);
    case 'application.status_changed':
      return t('staffRecords:audit.actions.statusChanged', {
        ...values,
        from: applicationStatusText(textOf(entry.details, 'from'), t),
        to: applicationStatusText(textOf(entry.details, 'to'), t),
      });
    case 'application.note_added':
      return t('staffRecords:audit.actions.noteAdded', values);
    case 'applications.exported':
      return t('staffRecords:audit.actions.applicationsExported', { ...values, count });
    case 'payments.exported':
      return t('staffRecords:audit.actions.paymentsExported', { ...values, count });
    case 'payment.checked':
      return t('staffRecords:audit.actions.paymentChecked', values);
    case 'message.handled':
      return t('staffRecords:audit.actions.messageHandled', values);
    case 'message.reopened':
      return t('staffRecords:audit.actions.messageReopened', values);
    case 'event.created':
      return t('staffRecords:audit.actions.eventCreated', values);
    case 'event.updated':
      return t('staffRecords:audit.actions.eventUpdated', values);
    case 'event.published':
      return t('staffRecords:audit.actions.eventPublished', values);
    case 'event.closed':
      return t('staffRecords:audit.actions.eventClosed', values);
    case 'event.unpublished':
      return t('staffRecords:audit.actions.eventUnpublished', values);
    case 'event.registrations_exported':
      return t('staffRecords:audit.actions.registrationsExported', { ...values, count });
    case 'coordinator.appointed':
      return t('staffRecords:audit.actions.coordinatorAppointed', values);
    case 'coordinator.updated':
      return t('staffRecords:audit.actions.coordinatorUpdated', values);
    case 'coordinator.removed':
      return t('staffRecords:audit.actions.coordinatorRemoved', values);
    case 'activity.created':
      return t('staffRecords:audit.actions.activityCreated', values);
    case 'activity.proposed':
      return t('staffRecords:audit.actions.activityProposed', values);
    case 'activity.updated':
      return t('staffRecords:audit.actions.activityUpdated', values);
    case 'activity.cancelled':
      return t('staffRecords:audit.actions.activityCancelled', values);
    case 'activity.approved':
      return t('staffRecords:audit.actions.activityApproved', values);
    case 'activity.refused':
      return t('staffRecords:audit.actions.activityRefused', values);
    case 'activity.shifts_added':
      return t('staffRecords:audit.actions.shiftsAdded', {
        ...values,
        count: Number(entry.details?.shifts ?? 0),
      });
    case 'shift.texted':
      return t('staffRecords:audit.actions.shiftTexted', {
        ...values,
        count: Number(entry.details?.sent ?? 0),
      });
    case 'volunteers.exported':
      return t('staffRecords:audit.actions.volunteersExported', { ...values, count });
    case 'campaign.created':
      return t('staffRecords:audit.actions.campaignCreated', values);
    case 'campaign.updated':
      return t('staffRecords:audit.actions.campaignUpdated', values);
    case 'campaign.update_posted':
      return t('staffRecords:audit.actions.campaignUpdatePosted', values);
    case 'fundraiser.approved':
      return t('staffRecords:audit.actions.fundraiserApproved', values);
    case 'fundraiser.refused':
      return t('staffRecords:audit.actions.fundraiserRefused', values);
    case 'disbursement.recorded':
      return entry.details?.overdrawn === true
        ? t('staffRecords:audit.actions.disbursementOverdrawn', values)
        : t('staffRecords:audit.actions.disbursementRecorded', values);
    case 'disbursement.receipt_opened':
      return t('staffRecords:audit.actions.receiptOpened', values);
    default:
      return t('staffRecords:audit.actions.other', { actor, action: entry.action });
  }
}

/** An export's filter as labels and values ("Status: Successful", "Enterprise: Kesum"). */
function filterText(entry: StaffAuditEntry, t: AuditT, language: Language): string[] {
  const details = entry.details ?? {};
  const payments = entry.action === 'payments.exported';
  const valueOf = (key: string, value: string): string => {
    if (key === 'status')
      return payments
        ? statusText(value, t as TFunction<['staff']>)
        : applicationStatusText(value, t);
    if (key === 'enterprise') return enterpriseName(value, language);
    if (key === 'form' && (value === 'partner' || value === 'expert'))
      return t(`staffPeople:forms.${value}`);
    return value;
  };
  const keys = [
    'paymentId',
    'email',
    'name',
    'form',
    'status',
    'from',
    'to',
    'enterprise',
  ] as const;
  return keys.flatMap((key) => {
    const value = details[key];
    return value === undefined
      ? []
      : [
          t('staffRecords:audit.detail', {
            label: t(`staffRecords:audit.filters.${key}`),
            value: valueOf(key, String(value)),
          }),
        ];
  });
}

const outcomes = ['settled', 'unchanged', 'expired', 'emails_sent', 'already_final'] as const;

/** What else an entry says, in words. */
function detailsOf(entry: StaffAuditEntry, t: AuditT, language: Language): string[] {
  const details = entry.details;
  switch (entry.action) {
    case 'applications.exported':
    case 'payments.exported':
      return filterText(entry, t, language);
    case 'payment.checked': {
      const outcome = textOf(details, 'outcome') ?? '';
      const known = outcomes.find((candidate) => candidate === outcome);
      const status = textOf(details, 'status');
      return [
        known
          ? t(`staffRecords:payment.outcomes.${known}`)
          : t('staffRecords:payment.outcomes.other', { outcome }),
        ...(status
          ? [
              t('staffRecords:audit.detail', {
                label: t('staffRecords:audit.filters.status'),
                value: statusText(status, t as TFunction<['staff']>),
              }),
            ]
          : []),
      ];
    }
    case 'event.updated': {
      const changed = (textOf(details, 'changed') ?? '').split(',').filter(Boolean);
      const unfeatured = (textOf(details, 'unfeatured') ?? '').split(',').filter(Boolean);
      return [
        ...(changed.length
          ? [
              t('staffRecords:audit.changed', {
                fields: changed
                  .map((field) => {
                    const known = eventFields.find((candidate) => candidate === field);
                    return known ? t(`staffRecords:audit.eventFields.${known}`) : field;
                  })
                  .join(', '),
              }),
            ]
          : []),
        ...(unfeatured.length
          ? [t('staffRecords:audit.unfeatured', { count: unfeatured.length })]
          : []),
      ];
    }
    case 'event.published':
    case 'event.closed':
    case 'event.unpublished': {
      const from = textOf(details, 'from');
      return from ? [t('staffRecords:audit.before', { status: eventStatusText(from, t) })] : [];
    }
    case 'fundraiser.refused': {
      const reason = textOf(details, 'reason');
      return reason ? [t('staffRecords:audit.reason', { reason })] : [];
    }
    default:
      return [];
  }
}

/** An audit entry in words, in the console's language. */
export const auditText = (entry: StaffAuditEntry, t: AuditT, language: Language): AuditText => ({
  sentence: sentenceOf(entry, t, language),
  details: detailsOf(entry, t, language),
});
