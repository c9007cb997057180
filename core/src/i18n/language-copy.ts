import type { Language } from './language';

/**
 * Texts kept once per language outside the web's catalogues (enterprises' copy, alt texts), of
 * which a page loads only its own language's: each language is a module of its own, loaded on
 * demand (the web bundles it as a chunk of its own).
 */
export interface LanguageCopy<T> {
  /** The copy in a language, which must have been loaded. */
  get(language: Language): T;
  /** Loads the copy in a language (once; again after a failure). */
  load(language: Language): Promise<T>;
}

/** A copy named `name` (for the error when it is read before it is loaded), one loader per language. */
export function languageCopy<T>(
  name: string,
  loaders: Readonly<Record<Language, () => Promise<T>>>,
): LanguageCopy<T> {
  const loaded = new Map<Language, T>();
  const loading = new Map<Language, Promise<T>>();
  return {
    get(language) {
      if (!loaded.has(language)) throw new Error(`${name} in ${language} is not loaded`);
      return loaded.get(language) as T;
    },
    load(language) {
      let promise = loading.get(language);
      if (!promise) {
        promise = loaders[language]().then(
          (copy) => {
            loaded.set(language, copy);
            return copy;
          },
          (error: unknown) => {
            loading.delete(language);
            throw error;
          },
        );
        loading.set(language, promise);
      }
      return promise;
    },
  };
}
