import type { ResourceKey } from 'i18next';

/**
 * The catalogues of the staff console's sections (`staff` itself is the sign-in's, with the
 * others), of the coordinator's section and of the activity and shift forms both use
 * (`activityForms`), of the profile's giving sections (`giving`), of the public ledger's pages
 * (`ledger`), of crowdfunding's pages (`crowdfunding`) and of the shop's (`shop`, `shopOrder`), one chunk per language and namespace as
 * the others (./index.ts), listed in a module only their pages load.
 */
export const privateCatalogues = import.meta.glob<{ default: ResourceKey }>([
  './resources/*/staff?*.ts',
  './resources/*/coordinator.ts',
  './resources/*/activityForms.ts',
  './resources/*/giving.ts',
  './resources/*/ledger.ts',
  // Crowdfunding's pages' (issue 30): public, but listed here so every page's first load does
  // not carry their names.
  './resources/*/crowdfunding.ts',
  // The shop's pages' (issue 31), likewise.
  './resources/*/shop.ts',
  './resources/*/shopOrder.ts',
]);
