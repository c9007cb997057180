import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readDonorDetails, saveDonorDetails } from '../../features/donation/lib/donor-details';
import { navigateToGateway } from '../../features/donation/lib/navigate';
import { ShopBar } from '../../features/shop/components/cart-link';
import { CheckoutSketch } from '../../features/shop/components/checkout-fields';
import type { BuyerDetails, CheckoutServices } from '../../features/shop/components/checkout-form';
import { EmptyCart } from '../../features/shop/components/empty-cart';
import { useCart } from '../../features/shop/lib/cart';
import { PageLoading } from '../../components/ui/page-loading';
import { useHydrated } from '../../hooks/use-hydrated';
import { useShopMeta } from '../../features/shop/hooks/use-shop-meta';
import { useSession } from '../../hooks/use-session';
import { island } from '../../lib/island';

/**
 * Checkout's form as an island (lib/island.tsx): its sketch shows until the buyer reaches for it;
 * then formik, yup and the shop's validation messages load and the form takes over.
 */
const CheckoutFormIsland = island(
  () =>
    import('../../features/shop/components/checkout-form').then((module) => module.CheckoutForm),
  ['validationShop', 'validation'],
  [],
  CheckoutSketch,
);

// The events (pickup at one) are asked for once the form has taken over, so their client is not
// part of the page's first load.
const loadEvents = () =>
  import('../../features/events/api/events-api').then((module) => module.fetchEvents());

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
  const hydrated = useHydrated();
  const lines = useCart();
  const member = session.status === 'signed-in' ? session.member : undefined;
  useShopMeta('checkout');
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
      {/* The cart is the browser's: the prerendered page says only that it is loading. */}
      {!hydrated ? (
        <PageLoading />
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <CheckoutFormIsland services={services} />
      )}
    </div>
  );
}
