import { ENTERPRISE_CAROUSEL_LAYOUT } from '@gsk/core/constants';
import { enterprises } from '@gsk/core/enterprise';
import type { Enterprise } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/ui/carousel';
import { useCarouselLabels } from '../../../hooks/use-carousel-labels';
import type { EnterpriseCounters } from '../lib/counters';
import { EnterpriseCard } from './enterprise-card';
import { useLanguage } from '../../../hooks/use-language';

const [phone, tablet, wide] = ENTERPRISE_CAROUSEL_LAYOUT;

/** Enterprise cards in a carousel: 1.45 per view up to 640px, 2 up to 1024px, 3 on wide screens. */
export function EnterpriseCarousel({
  countersOf,
}: {
  countersOf: (enterprise: Enterprise) => EnterpriseCounters;
}) {
  const { t } = useTranslation(['enterprises']);
  const language = useLanguage();
  const labels = useCarouselLabels();
  return (
    <Carousel
      className="carousel--arrows-sm enterprise-carousel"
      label={t('enterprises:carousel')}
      labels={labels}
      layout={{
        slidesPerView: phone.slidesPerView,
        spaceBetween: phone.spaceBetween,
        from: {
          [phone.maxWidth + 1]: {
            slidesPerView: tablet.slidesPerView,
            spaceBetween: tablet.spaceBetween,
          },
          [tablet.maxWidth + 1]: {
            slidesPerView: wide.slidesPerView,
            spaceBetween: wide.spaceBetween,
          },
        },
      }}
      slides={enterprises(language).map((enterprise) => ({
        key: enterprise.slug,
        content: <EnterpriseCard enterprise={enterprise} counters={countersOf(enterprise)} />,
      }))}
    />
  );
}
