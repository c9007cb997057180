import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readDonorDetails, saveDonorDetails } from '../../features/donation/lib/donor-details';
import { navigateToGateway } from '../../features/donation/lib/navigate';
import { fetchEvents } from '../../features/events/api/events-api';
import { ShopBar } from '../../features/shop/components/cart-link';
import {
  CheckoutForm,
  type BuyerDetails,
  type CheckoutServices,
} from '../../features/shop/components/checkout-form';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useSession } from '../../hooks/use-session';

const loadEvents = () => fetchEvents();

/**
 * The buyer's details to start from: those kept for this tab (a donation's, or Back from the
 * gateway), else a signed-in member's name and email.
 */
const readBuyer = (member: { name: string; email: string } | undefined) => (): BuyerDetails => ({
  ...(member ? { name: member.name, ...(member.email ? { email: member.email } : {}) } : {}),
  ...readDonorDetails(),
});

/** /shop/checkout (issue 31): the buyer, delivery and the order as priced, then payment. */
export function CheckoutRoute() {
  const { t } = useTranslation(['shop']);
  const session = useSession();
  const member = session.status === 'signed-in' ? session.member : undefined;
  usePageMeta('checkout', {
    title: t('shop:meta.checkout.title'),
    description: t('shop:meta.checkout.description'),
  });
  // New only when the member becomes known: the form then fills what is still empty.
  const services = useMemo<CheckoutServices>(
    () => ({
      loadEvents,
      goToGateway: navigateToGateway,
      readBuyer: readBuyer(member),
      keepBuyer: saveDonorDetails,
    }),
    [member],
  );
  return (
    <div className="page shop-page">
      <ShopBar />
      <h1>{t('shop:meta.checkout.title')}</h1>
      <CheckoutForm services={services} />
    </div>
  );
}
