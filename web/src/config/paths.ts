// The site's URLs live in core, which the API's redirects to the site read too.
export { languagePrefix } from '@gsk/core/i18n/language';
export { sitePaths as paths, languageOfPath, localizePath } from '@gsk/core/paths';
