import type { TextBlock } from '@gsk/core/content';
import { Link } from '../../../components/ui/localized-link';

/** Renders plain copy blocks: paragraphs, lists and definition lists. */
export function TextBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    switch (block.kind) {
      case 'paragraph':
        return (
          <p key={key}>
            {block.text}
            {block.link && (
              <>
                {' '}
                <Link to={block.link.path}>{block.link.label}</Link>
              </>
            )}
          </p>
        );
      case 'list': {
        const items = block.items.map((item) => <li key={item}>{item}</li>);
        return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      }
      case 'definitions':
        return (
          <dl key={key} className="legal__definitions">
            {block.items.map((item) => (
              <div key={item.term}>
                <dt>{item.term}</dt>
                <dd>{item.definition}</dd>
              </div>
            ))}
          </dl>
        );
    }
  });
}
