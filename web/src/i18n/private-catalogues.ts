import type { ResourceKey } from 'i18next';

/**
 * The catalogues of the staff console's sections (`staff` itself is the sign-in's, with the
 * others), of the coordinator's section and of the activity and shift forms both use
 * (`activityForms`), of the profile's giving sections (`giving`) and of the public ledger's pages
 * (`ledger`), one chunk per language and namespace as the others (./index.ts), listed in a module
 * only their pages load.
 */
export const privateCatalogues = import.meta.glob<{ default: ResourceKey }>([
  './resources/*/staff?*.ts',
  './resources/*/coordinator.ts',
  './resources/*/activityForms.ts',
  './resources/*/giving.ts',
  './resources/*/ledger.ts',
]);
