import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/ui/page-intro';
import { Link } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { ContactFormIsland } from '../../features/applications/components/contact-form-island';

/** /contact: where "contact us" leads; the spec's contact entity (name, email, phone, message). */
export function ContactRoute() {
  const { t } = useTranslation(['contact']);
  return (
    <div className="page contact-page">
      <PageIntro page="contact" />
      <div className="contact-page__body">
        <p className="contact-page__intro">{t('contact:intro')}</p>
        <p className="contact-page__intro">{t('contact:payment')}</p>
        <p className="contact-page__intro">
          {t('contact:faq')} <Link to={paths.faq}>{t('contact:faqLink')}</Link>.
        </p>
        <section aria-labelledby="contact-form-heading" className="contact-page__form">
          <h2 id="contact-form-heading">{t('contact:formHeading')}</h2>
          <ContactFormIsland />
        </section>
      </div>
    </div>
  );
}
