import {
  STAFF_NAME_SEARCH_MAX_LENGTH,
  ledgerStatuses,
  type StaffPaymentFilter,
  type StaffPaymentRow,
} from '@gsk/core/api';
import { enterprises } from '@gsk/core/enterprise';
import { useFormik } from 'formik';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { object, string } from 'yup';
import { Field } from '../../../components/form/field';
import { useLanguage } from '../../../hooks/use-language';
import { paymentsExportHref, searchPayments } from '../api/staff-api';
import { usePagedList } from '../hooks/use-paged-list';
import { useStaffMeta } from '../hooks/use-staff-meta';
import { statusText } from '../lib/format';
import { LoadMore } from './load-more';
import { PaymentList } from './payment-list';
import { RemoteView } from './remote-view';

const filterKeys = ['paymentId', 'name', 'email', 'status', 'from', 'to', 'enterprise'] as const;
type FilterValues = Record<(typeof filterKeys)[number], string>;

/** The search in the page's address (`?status=pending&from=2026-11-01`), so back and links keep it. */
const filterOf = (params: URLSearchParams): StaffPaymentFilter =>
  Object.fromEntries(
    filterKeys.flatMap((key) => {
      const value = params.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  );

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The search form's checks, their messages in the page's language. */
function useFilterSchema() {
  const { t } = useTranslation(['staff', 'staffRecords']);
  return useMemo(
    () =>
      object({
        paymentId: string().trim().max(64),
        name: string().trim().max(STAFF_NAME_SEARCH_MAX_LENGTH),
        email: string().trim().email(t('staffRecords:donations.badEmail')).max(254),
        status: string().oneOf(['', ...ledgerStatuses]),
        from: string().matches(day, {
          message: t('staffRecords:donations.badDate'),
          excludeEmptyString: true,
        }),
        to: string()
          .matches(day, { message: t('staffRecords:donations.badDate'), excludeEmptyString: true })
          .test('order', t('staffRecords:donations.dateOrder'), function (to) {
            const from: unknown = this.parent.from;
            return !to || typeof from !== 'string' || !from || from <= to;
          }),
        enterprise: string(),
      }),
    [t],
  );
}

/**
 * The search form: payment id, a part of the donor's name (whatever its case and accents), email,
 * status, dates and enterprise; any together.
 */
function SearchForm({
  filter,
  onSearch,
}: {
  filter: StaffPaymentFilter;
  onSearch: (filter: StaffPaymentFilter) => void;
}) {
  const { t } = useTranslation(['staff', 'staffRecords']);
  const language = useLanguage();
  const id = useId();
  const schema = useFilterSchema();
  const formik = useFormik<FilterValues>({
    initialValues: Object.fromEntries(
      filterKeys.map((key) => [key, filter[key] ?? '']),
    ) as FilterValues,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values) =>
      onSearch(
        Object.fromEntries(
          filterKeys.flatMap((key) => (values[key].trim() ? [[key, values[key].trim()]] : [])),
        ),
      ),
  });
  const errorOf = (key: keyof FilterValues) =>
    formik.touched[key] || formik.submitCount > 0 ? formik.errors[key] : undefined;
  const text = (key: 'paymentId' | 'name' | 'email', type: 'text' | 'email') => (
    <Field id={`${id}-${key}`} label={t(`staffRecords:donations.${key}`)} error={errorOf(key)}>
      {(control) => (
        <input
          {...control}
          {...formik.getFieldProps(key)}
          className="form-field__control"
          type={type}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
  const date = (key: 'from' | 'to') => (
    <Field id={`${id}-${key}`} label={t(`staffRecords:donations.${key}`)} error={errorOf(key)}>
      {(control) => (
        <input
          {...control}
          {...formik.getFieldProps(key)}
          className="form-field__control"
          type="date"
        />
      )}
    </Field>
  );
  return (
    <form
      className="staff-search"
      aria-label={t('staffRecords:donations.searchForm')}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      {text('paymentId', 'text')}
      {text('name', 'text')}
      {text('email', 'email')}
      <Field id={`${id}-status`} label={t('staffRecords:donations.status')}>
        {(control) => (
          <select {...control} {...formik.getFieldProps('status')} className="form-field__control">
            <option value="">{t('staffRecords:donations.anyStatus')}</option>
            {ledgerStatuses.map((status) => (
              <option key={status} value={status}>
                {statusText(status, t)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {date('from')}
      {date('to')}
      <Field id={`${id}-enterprise`} label={t('staffRecords:donations.enterprise')}>
        {(control) => (
          <select
            {...control}
            {...formik.getFieldProps('enterprise')}
            className="form-field__control"
          >
            <option value="">{t('staffRecords:donations.anyEnterprise')}</option>
            {enterprises(language).map((enterprise) => (
              <option key={enterprise.slug} value={enterprise.slug}>
                {enterprise.ent_name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="staff-search__actions">
        <button type="submit" className="button button--primary">
          {t('staffRecords:donations.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onSearch({})}>
          {t('staffRecords:donations.clear')}
        </button>
      </div>
    </form>
  );
}

/**
 * Donations (`/staff/donations`): the search, its results a page at a time with 'Load more',
 * and the same search as a CSV export for the accountant.
 */
export function Donations() {
  const { t } = useTranslation(['staff', 'staffRecords']);
  const language = useLanguage();
  useStaffMeta('donations');
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(() => filterOf(new URLSearchParams(query)), [query]);
  const load = useCallback(
    async (cursor?: string) => {
      const page = await searchPayments(filter, cursor);
      return { rows: page.payments, nextCursor: page.nextCursor };
    },
    [filter],
  );
  const list = usePagedList<StaffPaymentRow>(load);
  return (
    <div className="staff-page">
      <h1>{t('staff:pages.donations')}</h1>
      <section aria-labelledby="staff-search" className="staff-panel">
        <h2 id="staff-search">{t('staffRecords:donations.search')}</h2>
        <SearchForm
          filter={filter}
          onSearch={(next) => setParams(new URLSearchParams(next as Record<string, string>))}
        />
      </section>
      <section aria-labelledby="staff-results" className="staff-panel">
        <div className="staff-panel__head">
          <h2 id="staff-results">{t('staffRecords:donations.results')}</h2>
          <p className="staff-export">
            <a
              className="button button--ghost"
              href={paymentsExportHref(filter, language)}
              download
            >
              {t('staffRecords:donations.export')}
            </a>
            <span className="staff-muted">{t('staffRecords:donations.exportHint')}</span>
          </p>
        </div>
        <RemoteView remote={list.remote} onRetry={list.reload}>
          {() =>
            list.rows.length === 0 ? (
              <p>{t('staffRecords:donations.empty')}</p>
            ) : (
              <>
                <p role="status">
                  {t('staffRecords:donations.shown', { count: list.rows.length })}
                </p>
                <PaymentList payments={list.rows} caption={t('staffRecords:donations.results')} />
                <LoadMore list={list} />
              </>
            )
          }
        </RemoteView>
      </section>
    </div>
  );
}
