import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';

const options: { language: Language; label: string; name: string; lang: string }[] = [
  { language: 'bm', label: 'MS', name: 'Bahasa Melayu', lang: 'ms' },
  { language: 'eng', label: 'EN', name: 'English', lang: 'en' },
];

/** The MS/EN switch; the active language is highlighted and announced as pressed. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="group" aria-label={t('nav.language')}>
      {options.map((option) => (
        <button
          key={option.language}
          type="button"
          className="language-switch__option"
          aria-pressed={i18n.language === option.language}
          lang={option.lang}
          onClick={() => void i18n.changeLanguage(option.language)}
        >
          {option.label} <span className="visually-hidden">{option.name}</span>
        </button>
      ))}
    </div>
  );
}
