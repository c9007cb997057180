import { useTranslation } from 'react-i18next';
import { Link } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { EnterpriseCarousel } from '../../features/enterprises/components/enterprise-carousel';
import { useCampaignTotals } from '../../features/donation/hooks/use-campaign-totals';
import { countersOf } from '../../features/enterprises/lib/counters';
import { usePageMeta } from '../../hooks/use-page-meta';
import { altTexts } from '../../lib/alt-texts';
import bannerUrl from '../../assets/banners/support-us.svg?url';
import { useLanguage } from '../../hooks/use-language';

export function SupportUsRoute() {
  const { t } = useTranslation(['layout', 'enterprises']);
  const language = useLanguage();
  usePageMeta('supportUs');
  const totals = useCampaignTotals();
  // Its banner by name: the page carries its URL, not the map of every illustration.
  const banner = { src: bannerUrl, alt: altTexts.get(language)['banners/support-us'] };
  return (
    <div className="page support-us">
      <section className="split-hero">
        <div className="split-hero__text">
          <h1 className="page-intro__heading">{t('pages.supportUs.heading')}</h1>
          <p className="page-intro__lead">{t('enterprises:supportUs.intro')}</p>
          <Link to={paths.supportEnterprise} className="button button--primary">
            {t('enterprises:supportUs.viewAll')}
          </Link>
        </div>
        <img
          className="split-hero__image"
          src={banner.src}
          alt={banner.alt}
          width={1200}
          height={600}
          fetchPriority="high"
        />
      </section>
      <section className="support-us__enterprises" aria-labelledby="support-us-enterprises">
        <h2 id="support-us-enterprises">{t('enterprises:supportUs.carouselHeading')}</h2>
        <EnterpriseCarousel
          countersOf={(enterprise) => countersOf(enterprise, totals.enterprises[enterprise.slug])}
        />
      </section>
    </div>
  );
}
