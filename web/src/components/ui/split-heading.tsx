import { useLanguage } from '../../hooks/use-language';

interface SplitHeadingProps {
  /** The emphasised (italic) word or words. */
  em: string;
  /** The rest of the heading. */
  rest: string;
  level?: 1 | 2 | 3;
  className?: string;
  id?: string;
}

/** A heading with one italic part: first in English ("<em>Third</em> Sector"), last in Malay. */
export function SplitHeading({ em, rest, level = 2, className, id }: SplitHeadingProps) {
  const language = useLanguage();
  const Heading = `h${level}` as const;
  const emphasis = <em className="split-heading__em">{em}</em>;
  return (
    <Heading id={id} className={`split-heading ${className ?? ''}`}>
      {language === 'eng' ? (
        <>
          {emphasis} {rest}
        </>
      ) : (
        <>
          {rest} {emphasis}
        </>
      )}
    </Heading>
  );
}
