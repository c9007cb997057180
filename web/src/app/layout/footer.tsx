import { site } from '@gsk/core/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/ui/localized-link';
import { Logo } from '../../components/brand/logo';
import { paths } from '../../config/paths';
import { footerId } from '../../config/landmarks';

const socialIcons: Record<keyof typeof site.social, ReactNode> = {
  facebook: (
    <path
      d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z"
      fill="currentColor"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  twitter: (
    <path
      d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z"
      fill="currentColor"
    />
  ),
  youtube: (
    <path
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z"
      fill="currentColor"
      fillRule="evenodd"
    />
  ),
};

/**
 * Site footer: logo, tagline, social links (new tab), site links and the copyright line. Its id is
 * what a prerendered page waits for before its first render (scripts/prerender/document.ts).
 */
export function Footer() {
  const { t } = useTranslation();
  const socials = Object.entries(site.social) as [keyof typeof site.social, string][];
  return (
    <footer id={footerId} className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
        </div>
        <nav className="site-footer__links" aria-label={t('footer.explore')}>
          <h2 className="site-footer__heading">{t('footer.explore')}</h2>
          <ul>
            <li>
              <Link to={paths.home}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={paths.supportUs}>{t('nav.supportUs')}</Link>
            </li>
            <li>
              <Link to={paths.contribute}>{t('nav.contribute')}</Link>
            </li>
            {/* Crowdfunding and the public ledger (issue 30). */}
            <li>
              <Link to={paths.crowdfund}>{t('nav.crowdfund')}</Link>
            </li>
            <li>
              <Link to={paths.moneyTrail}>{t('nav.moneyTrail')}</Link>
            </li>
            {/* The shop (issue 31). */}
            <li>
              <Link to={paths.shop}>{t('nav.shop')}</Link>
            </li>
            <li>
              <Link to={paths.programmes}>{t('nav.programmes')}</Link>
            </li>
            <li>
              <Link to={paths.policies}>{t('nav.policies')}</Link>
            </li>
            <li>
              <Link to={paths.expertContribution}>{t('footer.expertContribution')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__links" aria-label={t('footer.help')}>
          <h2 className="site-footer__heading">{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to={paths.faq}>{t('nav.faq')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={paths.privacyRequest}>{t('footer.privacyRequest')}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__social">
          <h2 className="site-footer__heading">{t('footer.followUs')}</h2>
          <ul>
            {socials.map(([network, href]) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer" className="social-link">
                  <svg
                    width="22"
                    height="22"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {socialIcons[network]}
                  </svg>
                  <span className="visually-hidden">
                    {t(`footer.social.${network}`)} {t('common.opensInNewTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: site.copyrightYear, name: site.name })}
      </p>
    </footer>
  );
}
