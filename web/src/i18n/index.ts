import { htmlLang, isLanguage, languages } from '@gsk/core/i18n/language';
import type { Language } from '@gsk/core/i18n/language';
import type { validationEng } from '@gsk/core/i18n/validation-eng';
import type { validationShopEng } from '@gsk/core/i18n/validation-shop-eng';
import type { validationPrivacyEng } from '@gsk/core/i18n/validation-privacy-eng';
import i18next from 'i18next';
import type { BackendModule, InitOptions, ResourceKey, i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type activityForms from './resources/bm/activityForms';
import type account from './resources/bm/account';
import type applications from './resources/bm/applications';
import type carousel from './resources/bm/carousel';
import type contact from './resources/bm/contact';
import type coordinator from './resources/bm/coordinator';
import type donation from './resources/bm/donation';
import type enterpriseList from './resources/bm/enterpriseList';
import type enterprises from './resources/bm/enterprises';
import type events from './resources/bm/events';
import type faq from './resources/bm/faq';
import type home from './resources/bm/home';
import type homeSections from './resources/bm/homeSections';
import type layout from './resources/bm/layout';
import type policies from './resources/bm/policies';
import type privacy from './resources/bm/privacy';
import type share from './resources/bm/share';
import type staff from './resources/bm/staff';
import type staffCrowdfunding from './resources/bm/staffCrowdfunding';
import type staffPeople from './resources/bm/staffPeople';
import type staffRecords from './resources/bm/staffRecords';
import type staffVolunteers from './resources/bm/staffVolunteers';
import type terms from './resources/bm/terms';
import type volunteerLabels from './resources/bm/volunteerLabels';
import type volunteers from './resources/bm/volunteers';
// Where the money went and the profile's giving sections (issue 30).
import type giving from './resources/bm/giving';
import type ledger from './resources/bm/ledger';
// Crowdfunding's public pages (issue 30).
import type crowdfunding from './resources/bm/crowdfunding';
// The shop (issue 31): its public pages, and the console's shop section.
import type shop from './resources/bm/shop';
import type shopOrder from './resources/bm/shopOrder';
import type staffShop from './resources/bm/staffShop';
// Issue 32, C3 "closure": the privacy page's "Close my account" section.
import type privacyClose from './resources/bm/privacyClose';
// Issue 32, C2 "export": the profile's "Your data" section.
import type privacyData from './resources/bm/privacyData';
// Personal data, consent (issue 32, C1): the member's privacy page.
import type memberPrivacy from './resources/bm/memberPrivacy';
// Broadcasts (issue 32, part W): the console's and the coordinator's composer, the public page
// that stops them.
import type staffBroadcasts from './resources/bm/staffBroadcasts';
import type unsubscribe from './resources/bm/unsubscribe';

/**
 * The site's catalogues, one i18next namespace each, in files per language
 * (`resources/<language>/<namespace>.ts`; the English file is typed by the Malay one, so the
 * compiler keeps their keys identical) and the validation messages core's schemas emit.
 */
export interface Catalogues {
  layout: typeof layout;
  share: typeof share;
  carousel: typeof carousel;
  enterprises: typeof enterprises;
  enterpriseList: typeof enterpriseList;
  home: typeof home;
  homeSections: typeof homeSections;
  applications: typeof applications;
  donation: typeof donation;
  policies: typeof policies;
  terms: typeof terms;
  privacy: typeof privacy;
  contact: typeof contact;
  faq: typeof faq;
  events: typeof events;
  account: typeof account;
  staff: typeof staff;
  staffPeople: typeof staffPeople;
  staffRecords: typeof staffRecords;
  staffVolunteers: typeof staffVolunteers;
  /** The console's crowdfunding pages (issue 30). */
  staffCrowdfunding: typeof staffCrowdfunding;
  volunteerLabels: typeof volunteerLabels;
  volunteers: typeof volunteers;
  coordinator: typeof coordinator;
  activityForms: typeof activityForms;
  // Where the money went and the profile's giving sections (issue 30).
  ledger: typeof ledger;
  giving: typeof giving;
  // Crowdfunding's public pages (issue 30).
  crowdfunding: typeof crowdfunding;
  validation: typeof validationEng;
  // The shop (issue 31): its public pages, the console's shop section, and the shop schemas'
  // messages (core's validation-shop-{bm,eng}.ts), which only the shop's pages load.
  shop: typeof shop;
  shopOrder: typeof shopOrder;
  staffShop: typeof staffShop;
  validationShop: typeof validationShopEng;
  // Issue 32, C3 "closure": the privacy page's "Close my account" section (a private catalogue).
  privacyClose: typeof privacyClose;
  // Issue 32, C2 "export": the profile's "Your data" section (a private catalogue).
  privacyData: typeof privacyData;
  // Personal data (issue 32, C1): the member's privacy page, and the privacy schemas' messages
  // (core's validation-privacy-{bm,eng}.ts), which only the privacy pages and the sign-up load.
  memberPrivacy: typeof memberPrivacy;
  validationPrivacy: typeof validationPrivacyEng;
  // Broadcasts (issue 32, part W): the console's "Broadcasts" and the coordinator's (a private
  // catalogue), and the page that stops them (a privacy catalogue).
  staffBroadcasts: typeof staffBroadcasts;
  unsubscribe: typeof unsubscribe;
}

/** A namespace of the site's catalogues. */
export type Namespace = keyof Catalogues;

/** The namespace of the shell (header, footer, page titles, 404): every page needs it. */
export const shellNamespace: Namespace = 'layout';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'layout';
    resources: Catalogues;
  }
}

type CatalogueModule = { default: ResourceKey };

// One chunk per language and namespace: a page loads only its own, in its own language. The staff
// console's sections' and the coordinator's are listed apart (./private-catalogues.ts), so the
// public pages' first load does not carry their names (the console's sign-in has `staff`).
const catalogueModules = import.meta.glob<CatalogueModule>([
  './resources/*/*.ts',
  '!./resources/*/staff?*.ts',
  '!./resources/*/coordinator.ts',
  '!./resources/*/activityForms.ts',
  // The profile's giving sections, the public ledger's pages and crowdfunding's pages (issue 30):
  // off the home page's first load, which has no room for their names.
  '!./resources/*/giving.ts',
  '!./resources/*/ledger.ts',
  '!./resources/*/crowdfunding.ts',
  // The shop's pages (issue 31), likewise.
  '!./resources/*/shop.ts',
  '!./resources/*/shopOrder.ts',
  // Issue 32, C3 "closure": the privacy page's "Close my account" section, likewise.
  '!./resources/*/privacyClose.ts',
  // Issue 32, C2 "export": the profile's "Your data" section, likewise.
  '!./resources/*/privacyData.ts',
  // The member's privacy page and the privacy schemas' messages (issue 32, C1), likewise: the
  // latter a catalogue file re-exporting core's (no loader of its own on every page).
  '!./resources/*/memberPrivacy.ts',
  '!./resources/*/validationPrivacy.ts',
  // Broadcasts (issue 32, part W): the page that stops them, likewise.
  '!./resources/*/unsubscribe.ts',
]);
const isPrivate = (namespace: string) =>
  /^(staff.+|coordinator|activityForms|giving|ledger|crowdfunding|shop|shopOrder)$/.test(namespace);
// Personal data's (issue 32), listed apart again (./privacy-catalogues.ts): the shop's checkout,
// which loads the private list, has no room for their names.
const isPrivacy = (namespace: string) =>
  /^(privacyClose|privacyData|memberPrivacy|validationPrivacy|unsubscribe)$/.test(namespace);
const validationModules: Record<Language, () => Promise<ResourceKey>> = {
  bm: () => import('@gsk/core/i18n/validation-bm').then((module) => module.validationBm),
  eng: () => import('@gsk/core/i18n/validation-eng').then((module) => module.validationEng),
};

// The shop's validation messages (issue 31): a module of their own, so the other forms' first
// load does not carry them.
const validationShopModules: Record<Language, () => Promise<ResourceKey>> = {
  bm: () => import('@gsk/core/i18n/validation-shop-bm').then((module) => module.validationShopBm),
  eng: () =>
    import('@gsk/core/i18n/validation-shop-eng').then((module) => module.validationShopEng),
};

/** The source file of a language's catalogue of a namespace (a key of Vite's manifest), for the prerendered page to preload. */
export const catalogueModule = (language: Language, namespace: Namespace): string =>
  namespace === 'validation'
    ? `../core/src/i18n/validation-${language}.ts`
    : namespace === 'validationShop'
      ? `../core/src/i18n/validation-shop-${language}.ts`
      : `src/i18n/resources/${language}/${namespace}.ts`;

/** Loads one language's catalogue of a namespace. */
export async function loadCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  if (!isLanguage(language)) throw new Error(`No language ${language}`);
  if (namespace === 'validation') return validationModules[language]();
  if (namespace === 'validationShop') return validationShopModules[language]();
  const modules = isPrivacy(namespace)
    ? (await import('./privacy-catalogues')).privacyCatalogues
    : isPrivate(namespace)
      ? (await import('./private-catalogues')).privateCatalogues
      : catalogueModules;
  const load = modules[`./resources/${language}/${namespace}.ts`];
  if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
  return (await load()).default;
}

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The options every instance of the site shares (the browser's, the prerenderer's, tests'). */
export const i18nOptions = (language: Language): InitOptions => ({
  lng: language,
  // Both languages have every key (the compiler checks), so nothing falls back to the other one,
  // which would load it too.
  fallbackLng: false,
  supportedLngs: [...languages],
  ns: [shellNamespace],
  defaultNS: shellNamespace,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

import { storedLanguage } from './language-choice';

export { languageStorageKey, rememberLanguage, storedLanguage } from './language-choice';

/**
 * An i18next instance in a language with the shell's and the given namespaces loaded; others load
 * when asked for (`loadNamespaces`, `useTranslation(ns)`), each in the language shown. Touches no
 * browser API (prerendering). Extra options serve the prerenderer (a missing key fails the build).
 */
export async function createI18n(
  language: Language,
  namespaces: readonly Namespace[] = [],
  options: InitOptions = {},
): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({ ...i18nOptions(language), ...options });
  await instance.loadNamespaces([...namespaces]);
  return instance;
}

/** Keeps `<html lang>` in step with an instance's language (the browser's). */
export function followHtmlLang(instance: i18n, language: Language) {
  instance.on('languageChanged', (changed) => {
    if (isLanguage(changed)) document.documentElement.lang = htmlLang(changed);
  });
  document.documentElement.lang = htmlLang(language);
  return instance;
}

/** The browser's instance: as createI18n, keeping `<html lang>` in step with the language. */
export const initI18n = async (
  language: Language = storedLanguage(),
  namespaces: readonly Namespace[] = [],
) => followHtmlLang(await createI18n(language, namespaces), language);
