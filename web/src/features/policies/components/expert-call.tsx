import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';

/** Id of the expert call-to-action, the target of the page's "contribute your expertise" buttons. */
export const expertCallId = 'expert-call';

/** The call to experts at the end of /policies, leading to /expert-contribution. */
export function ExpertCall() {
  const { t } = useTranslation(['policies']);
  const points = t('policies:expert.points', { returnObjects: true });
  return (
    <section
      id={expertCallId}
      className="expert-call"
      aria-labelledby="expert-call-heading"
      tabIndex={-1}
    >
      <h2 id="expert-call-heading">{t('policies:expert.heading')}</h2>
      <p>{t('policies:expert.text')}</p>
      <ul className="expert-call__points">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Link to={paths.expertContribution} className="button button--accent">
        {t('policies:expert.link')}
      </Link>
    </section>
  );
}
