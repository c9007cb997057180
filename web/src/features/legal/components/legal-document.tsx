import { formatIsoDate } from '@gsk/core/content';
import type { LegalDocument } from '@gsk/core/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextBlocks } from './text-blocks';
import './legal.css';
import { useLanguage } from '../../../hooks/use-language';

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** Shown beside the notice of a translated document (a way to the original). */
  noticeAction?: ReactNode;
  /** Links at the end of the document (the other legal page). */
  footer?: ReactNode;
}

/**
 * A legal document as a page: title, effective date, intro, a numbered table of contents linking
 * to each section, and the sections.
 */
export function LegalDocumentView({ document, noticeAction, footer }: LegalDocumentViewProps) {
  const { t } = useTranslation(['privacy', 'terms']);
  const language = useLanguage();
  return (
    <article className="legal">
      <header className="legal__header">
        {document.notice && (
          <div className="legal__notice" role="note">
            <p>
              <strong>{t('privacy:translation')}.</strong> {document.notice}
            </p>
            {noticeAction}
          </div>
        )}
        <h1 className="page-intro__heading">{document.title}</h1>
        <p className="legal__effective">
          {t('terms:effective', { date: formatIsoDate(document.effective, language) })}
        </p>
        <TextBlocks blocks={document.intro} />
      </header>
      <nav className="legal__contents" aria-labelledby="legal-contents-heading">
        <h2 id="legal-contents-heading">{t('terms:contents')}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal__body">
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="legal__section"
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`}>
              <span className="legal__number">{index + 1}.</span> {section.heading}
            </h2>
            <TextBlocks blocks={section.blocks} />
            <a className="legal__top" href="#legal-contents-heading">
              {t('terms:backToTop')}
            </a>
          </section>
        ))}
        {footer && <footer className="legal__footer">{footer}</footer>}
      </div>
    </article>
  );
}
