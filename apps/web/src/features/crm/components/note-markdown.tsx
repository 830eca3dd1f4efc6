import type { ReactNode } from 'react';

// A small markdown subset drawn as React elements, never as HTML: whatever a note holds (a <script>, an
// onerror attribute) is text, and a link is kept only when it is http(s) or mailto. No parser or sanitiser
// dependency is needed for what notes use: paragraphs, lists, headings, bold, italic, code and links.

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

function inline(text: string, keyPrefix: string): ReactNode[] {
  return text.split(INLINE).map((part, index) => {
    const key = `${keyPrefix}-${index}`;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return (
        <code key={key} className="rounded bg-muted px-1 font-mono text-[0.9em]">
          {part.slice(1, -1)}
        </code>
      );
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={key}>{part.slice(1, -1)}</em>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const [, label, href] = link;
      return SAFE_LINK.test(href) ? (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline">
          {label}
        </a>
      ) : (
        <span key={key}>{label}</span>
      );
    }
    return part;
  });
}

/** Renders a note's markdown safely (see above). */
export function NoteMarkdown({ source }: { source: string }) {
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return (
    <div className="space-y-2 break-words text-sm">
      {blocks.map((block, index) => {
        const key = `b${index}`;
        const lines = block.split('\n');
        if (lines.every((line) => /^\s*[-*] /.test(line)))
          return (
            <ul key={key} className="list-disc space-y-1 pl-5">
              {lines.map((line, item) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a note's lines have no other identity.
                <li key={item}>{inline(line.replace(/^\s*[-*] /, ''), `${key}-${item}`)}</li>
              ))}
            </ul>
          );
        const heading = /^(#{1,3}) (.*)$/.exec(block);
        if (heading && lines.length === 1)
          return (
            <p key={key} className="font-semibold">
              {inline(heading[2], key)}
            </p>
          );
        return (
          <p key={key} className="whitespace-pre-line">
            {inline(block, key)}
          </p>
        );
      })}
    </div>
  );
}
