import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Logo } from '../../components/brand/logo';
import { localizePath } from '../../config/paths';
import type { Language } from '@gsk/core/i18n/language';
import { useLanguage } from '../../hooks/use-language';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Every route change starts at the top of the page; a change of language stays where it was. The
 * first page is left where the browser or the visitor put it: they may have scrolled (or the
 * browser restored the place, or followed a #fragment) before the app's code ran, and hydrating
 * must not move them, nor what they are pressing from under their finger.
 */
function ScrollToTop() {
  const page = localizePath(useLocation().pathname, 'bm');
  const first = useRef(page);
  useLayoutEffect(() => {
    if (page === first.current) return;
    first.current = '';
    window.scrollTo(0, 0);
  }, [page]);
  return null;
}

/** Shown instead of the app on very small screens (CSS decides, so there is no flash). */
function TinyScreen() {
  const { t } = useTranslation();
  return (
    <div className="tiny-screen">
      <Logo size={64} withName={false} />
      <p className="visually-hidden">{t('tinyScreen.message')}</p>
    </div>
  );
}

/**
 * The shell around every page of one language (its URLs decide it): skip link, header, main
 * content, footer.
 */
export function RootLayout({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  useLayoutEffect(() => {
    if (current !== language) void i18n.changeLanguage(language);
  }, [i18n, current, language]);
  return (
    <>
      <TinyScreen />
      <div className="app">
        <a href="#main" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <ScrollToTop />
        <Header />
        <main id="main" tabIndex={-1} className="site-main">
          <Outlet />
        </main>
        <Footer />
      </div>
    </>
  );
}
