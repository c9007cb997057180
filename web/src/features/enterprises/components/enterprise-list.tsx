import { categories, locations } from '@gsk/core/enterprise';
import type { Enterprise } from '@gsk/core/enterprise';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseFilter } from '../hooks/use-enterprise-filter';
import type { EnterpriseCounters } from '../lib/counters';
import { EnterpriseCard } from './enterprise-card';

interface EnterpriseListProps {
  countersOf: (enterprise: Enterprise) => EnterpriseCounters;
}

/** All enterprises with category pills, free-text search and a location dropdown. */
export function EnterpriseList({ countersOf }: EnterpriseListProps) {
  const { t } = useTranslation(['enterprises', 'enterpriseList']);
  const filter = useEnterpriseFilter();
  const searchId = useId();
  const locationId = useId();
  const pills = ['', ...categories(filter.language)];

  return (
    <section className="enterprise-list" aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className="visually-hidden">
        {t('enterpriseList:filters')}
      </h2>
      <div className="enterprise-filters">
        <div
          className="enterprise-filters__pills"
          role="group"
          aria-label={t('enterpriseList:categoryFilter')}
        >
          {pills.map((category) => (
            <button
              key={category || 'all'}
              type="button"
              className="pill"
              aria-pressed={filter.category === category}
              onClick={() => filter.setCategory(category)}
            >
              {category || t('enterpriseList:all')}
            </button>
          ))}
        </div>
        <div className="enterprise-filters__fields">
          <div className="field">
            <label htmlFor={searchId}>{t('enterpriseList:search')}</label>
            <input
              id={searchId}
              type="search"
              value={filter.search}
              placeholder={t('enterpriseList:searchPlaceholder')}
              onChange={(event) => filter.setSearch(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={locationId}>{t('enterpriseList:locationFilter')}</label>
            <select
              id={locationId}
              value={filter.location}
              onChange={(event) => filter.setLocation(event.target.value)}
            >
              <option value="">{t('enterpriseList:allLocations')}</option>
              {locations(filter.language).map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <p className="enterprise-list__count" role="status">
        {t('enterpriseList:results', { count: filter.results.length })}
      </p>
      {filter.results.length > 0 ? (
        <ul className="enterprise-grid">
          {filter.results.map((enterprise) => (
            <li key={enterprise.id}>
              <EnterpriseCard enterprise={enterprise} counters={countersOf(enterprise)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="enterprise-list__empty">
          <p className="enterprise-list__empty-title">{t('enterpriseList:empty')}</p>
          <p>{t('enterpriseList:emptyHint')}</p>
          <button type="button" className="button button--ghost" onClick={filter.clear}>
            {t('enterpriseList:clear')}
          </button>
        </div>
      )}
    </section>
  );
}
