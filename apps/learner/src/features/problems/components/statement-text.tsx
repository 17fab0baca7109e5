import type { ReactNode } from 'react';

/** Inline `code` spans; everything else stays text, so nothing in a statement can become markup. */
function inline(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
      <code key={index}>{part.slice(1, -1)}</code>
    ) : (
      part
    ),
  );
}

/**
 * Statement text with the Markdown a problem setter uses most (headings, paragraphs, lists, inline code),
 * rendered as React text nodes: no HTML from the statement ever reaches the page. Math stays as its
 * `$...$` source until the design system has a Markdown and math view.
 */
export function StatementText({ text, headingLevel = 3 }: { text: string; headingLevel?: 3 | 4 }) {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split('\n').filter((line) => line.trim() !== '');
        const key = `${index}:${lines[0] ?? ''}`;
        const blockNodes: ReactNode[] = [];
        let paragraph: string[] = [];
        let list: string[] = [];
        const endParagraph = () => {
          if (paragraph.length)
            blockNodes.push(<p key={`p${blockNodes.length}`}>{inline(paragraph.join(' '))}</p>);
          paragraph = [];
        };
        const endList = () => {
          if (list.length)
            blockNodes.push(
              <ul key={`l${blockNodes.length}`}>
                {list.map((item) => (
                  <li key={item}>{inline(item)}</li>
                ))}
              </ul>,
            );
          list = [];
        };
        for (const line of lines) {
          const heading = /^#{1,6}\s+(.*)$/.exec(line);
          const item = /^\s*[-*]\s+(.*)$/.exec(line);
          if (heading) {
            endParagraph();
            endList();
            blockNodes.push(<Heading key={`h${blockNodes.length}`}>{inline(heading[1] ?? '')}</Heading>);
          } else if (item) {
            endParagraph();
            list.push(item[1] ?? '');
          } else {
            endList();
            paragraph.push(line.trim());
          }
        }
        endParagraph();
        endList();
        return <div key={key}>{blockNodes}</div>;
      })}
    </>
  );
}
