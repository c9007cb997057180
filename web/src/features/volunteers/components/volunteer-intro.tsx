import { useTranslation } from 'react-i18next';
import './volunteers.css';

/** Three volunteers carrying a box together before a shop front: drawn for this page. */
function Illustration({ label }: { label: string }) {
  return (
    <svg
      className="volunteer-intro__art"
      viewBox="0 0 240 140"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <rect x="20" y="18" width="200" height="82" rx="6" fill="#e3f2ef" />
      <path d="M14 24h212l-10-16H24z" fill="#0b5d57" />
      <rect x="34" y="40" width="48" height="34" rx="3" fill="#ffffff" />
      <rect x="158" y="40" width="48" height="60" rx="3" fill="#ffffff" />
      <rect x="0" y="100" width="240" height="40" fill="#f7f5f0" />
      <g fill="#16212b">
        <circle cx="78" cy="64" r="9" />
        <circle cx="120" cy="60" r="9" />
        <circle cx="162" cy="64" r="9" />
      </g>
      <g fill="#f4b73f">
        <path d="M66 76h24l4 44H62z" />
        <path d="M108 72h24l4 48h-32z" />
        <path d="M150 76h24l4 44h-32z" />
      </g>
      <rect x="84" y="86" width="72" height="22" rx="3" fill="#8a5a00" />
      <path d="M96 97h48" stroke="#f7f5f0" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Why volunteer, and what volunteers do (the movement's seven enterprises). */
export function VolunteerIntro() {
  const { t } = useTranslation(['volunteers']);
  const paragraphs = t('volunteers:why.paragraphs', { returnObjects: true });
  const items = t('volunteers:what.items', { returnObjects: true });
  return (
    <div className="volunteer-intro">
      <section aria-labelledby="volunteer-why" className="volunteer-intro__why">
        <h2 id="volunteer-why">{t('volunteers:why.heading')}</h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <Illustration label={t('volunteers:what.illustration')} />
      <section aria-labelledby="volunteer-what" className="volunteer-intro__what">
        <h2 id="volunteer-what">{t('volunteers:what.heading')}</h2>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
