import type { StaffMessage } from '@gsk/core/api';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { isLanguage } from '@gsk/core/i18n/language';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../hooks/use-language';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { fetchMessages, setMessageHandled } from '../api/people-api';
import { usePagedList } from '../../hooks/use-paged-list';
import { FailureAlert, PagedList, PeoplePage } from './list-parts';

function MessageCard({
  message,
  onChanged,
}: {
  message: StaffMessage;
  onChanged: (message: StaffMessage) => void;
}) {
  const { t } = useTranslation(['staffPeople']);
  const language = useLanguage();
  const headingId = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const handled = Boolean(message.handledAt);

  const handleToggle = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      onChanged(await setMessageHandled(message.messageId, !handled));
    } catch (error) {
      setFailure(failureOf(error));
      setSending(false);
    }
  };

  return (
    <article className="staff-card staff-message" aria-labelledby={headingId}>
      <h2 id={headingId} className="staff-message__name">
        {message.name}
      </h2>
      <dl className="staff-facts staff-facts--compact">
        <div>
          <dt>{t('staffPeople:messages.email')}</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('staffPeople:messages.phone')}</dt>
          <dd>{message.phone || t('staffPeople:messages.noPhone')}</dd>
        </div>
        <div>
          <dt>{t('staffPeople:messages.language')}</dt>
          <dd>
            {isLanguage(message.language)
              ? t(`staffPeople:languages.${message.language}`)
              : message.language}
          </dd>
        </div>
        <div>
          <dt>{t('staffPeople:messages.receivedAt')}</dt>
          <dd>{malaysianDateTime(message.createdAt, language)}</dd>
        </div>
        <div className="staff-facts__wide">
          <dt>{t('staffPeople:messages.message')}</dt>
          <dd className="staff-message__text">{message.message}</dd>
        </div>
      </dl>
      {message.handledAt && message.handledBy && (
        <p className="staff-people__hint">
          {t('staffPeople:messages.handledBy', {
            name: message.handledBy.name,
            when: malaysianDateTime(message.handledAt, language),
          })}
        </p>
      )}
      <button
        type="button"
        className={handled ? 'button button--ghost' : 'button button--primary'}
        onClick={() => void handleToggle()}
        disabled={sending}
      >
        {handled ? t('staffPeople:messages.reopen') : t('staffPeople:messages.markHandled')}
      </button>
      {failure && <FailureAlert failure={failure} />}
    </article>
  );
}

/**
 * Contact messages, newest first: the unhandled ones unless staff ask for the handled ones. A
 * message marked handled (or reopened) leaves the list it was in, and the page says so.
 */
export function MessagesPage() {
  const { t } = useTranslation(['staffPeople']);
  const toggleId = useId();
  const [showHandled, setShowHandled] = useState(false);
  const [done, setDone] = useState('');
  const load = useCallback(
    (cursor?: string) =>
      fetchMessages(showHandled, cursor).then((page) => ({
        rows: page.messages,
        nextCursor: page.nextCursor,
      })),
    [showHandled],
  );
  const list = usePagedList<StaffMessage>(load);

  const handleChanged = (message: StaffMessage) => {
    list.remove((row) => row.messageId === message.messageId);
    setDone(
      message.handledAt
        ? t('staffPeople:messages.markedHandled', { name: message.name })
        : t('staffPeople:messages.reopened', { name: message.name }),
    );
  };

  return (
    <PeoplePage heading={t('staffPeople:messages.heading')} lead={t('staffPeople:messages.lead')}>
      <div className="staff-people__toggle">
        <input
          id={toggleId}
          type="checkbox"
          checked={showHandled}
          onChange={(event) => {
            setShowHandled(event.target.checked);
            setDone('');
          }}
        />
        <label htmlFor={toggleId}>{t('staffPeople:messages.showHandled')}</label>
      </div>
      <p role="status" className="staff-people__done">
        {done}
      </p>
      <PagedList
        list={list}
        loadingLabel={t('staffPeople:common.loading')}
        emptyText={
          showHandled ? t('staffPeople:messages.emptyHandled') : t('staffPeople:messages.emptyOpen')
        }
      >
        {(rows) => (
          <ul className="staff-people__cards" aria-label={t('staffPeople:messages.listLabel')}>
            {rows.map((message) => (
              <li key={message.messageId}>
                <MessageCard message={message} onChanged={handleChanged} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </PeoplePage>
  );
}
