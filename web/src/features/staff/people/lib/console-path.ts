/**
 * A page of the staff console by its path under the console's root (`applications/abc`), as a
 * site path that the localized links put under `/en` in English.
 */
export const consolePath = (path: string): string => `/staff/${path}`;
