import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizePath } from '../../config/paths';
import { rememberLanguage } from '../../i18n/language-choice';
import type { Language } from '@gsk/core/i18n/language';
import { useLanguage } from '../../hooks/use-language';

const options: { language: Language; label: string; name: string; lang: string }[] = [
  { language: 'bm', label: 'MS', name: 'Bahasa Melayu', lang: 'ms' },
  { language: 'eng', label: 'EN', name: 'English', lang: 'en' },
];

/**
 * The MS/EN switch; the active language is highlighted and announced as pressed. A choice goes to
 * the same page in that language (`/x` ↔ `/en/x`) and is remembered for the next visit.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const handleSelect = (language: Language) => {
    rememberLanguage(language);
    if (language === current) return;
    // The URL decides the language: the layout of the page navigated to switches i18n, once the
    // catalogues this page shows are there in that language too.
    void i18n
      .loadLanguages(language)
      .then(() => navigate(localizePath(`${pathname}${search}${hash}`, language)));
  };
  return (
    <div className="language-switch" role="group" aria-label={t('nav.language')}>
      {options.map((option) => (
        <button
          key={option.language}
          type="button"
          className="language-switch__option"
          aria-pressed={current === option.language}
          lang={option.lang}
          onClick={() => handleSelect(option.language)}
        >
          {option.label} <span className="visually-hidden">{option.name}</span>
        </button>
      ))}
    </div>
  );
}
