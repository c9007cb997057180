import type { ResourceKey } from 'i18next';

/**
 * The catalogues of personal data's member pages (issue 32, docs/privacy.md): the privacy page
 * (`memberPrivacy`), its data and closing sections (`privacyData`, `privacyClose`) and the privacy
 * schemas' messages (`validationPrivacy`, a file re-exporting core's), the page that stops
 * broadcasts (`unsubscribe`), one chunk per language and
 * namespace as the others (./index.ts), listed apart from ./private-catalogues.ts so that the
 * shop's and the console's pages, which load that list, do not carry their names.
 */
export const privacyCatalogues = import.meta.glob<{ default: ResourceKey }>([
  './resources/*/privacyClose.ts',
  './resources/*/privacyData.ts',
  './resources/*/memberPrivacy.ts',
  './resources/*/validationPrivacy.ts',
  // Broadcasts (issue 32, part W): the page an email's link to stop them opens.
  './resources/*/unsubscribe.ts',
]);
