import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageOfPath } from '../../config/paths';
import { StaffConsole } from '../../features/staff/components/staff-console';
import { useLanguage } from '../../hooks/use-language';
import { LanguageSwitch } from '../layout/language-switch';
import { StaffSignIn } from '../staff/staff-sign-in';

/**
 * The staff console (`sitePaths.staff`, `/en/staff`), its own layout in its URL's language:
 * never indexed, prerendered only as a shell without data (its pages load in the browser).
 */
export function StaffRoute() {
  const { i18n } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const current = useLanguage();
  useLayoutEffect(() => {
    if (current !== language) void i18n.changeLanguage(language);
  }, [i18n, current, language]);
  return <StaffConsole signIn={<StaffSignIn />} languageSwitch={<LanguageSwitch />} />;
}
