import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Logo } from '../../components/brand/logo';
import { Footer } from './footer';
import { Header } from './header';

/** Every route change starts at the top of the page. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
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

/** The shell around every page: skip link, header, main content, footer. */
export function RootLayout() {
  const { t } = useTranslation();
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
