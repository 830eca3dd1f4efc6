import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@proclub/contracts/messaging';

/** Splits the server's snippet into plain and matched runs (keyed by their offset in the snippet). */
function segments(snippet: string): { at: number; text: string; hit: boolean }[] {
  const result: { at: number; text: string; hit: boolean }[] = [];
  let at = 0;
  for (const [index, part] of snippet.split(SNIPPET_MARK_START).entries()) {
    const [hit, ...rest] = index === 0 ? [null, part] : part.split(SNIPPET_MARK_END);
    if (hit !== null) {
      result.push({ at, text: hit, hit: true });
      at += hit.length + 1;
    }
    const plain = rest.join('');
    if (plain) result.push({ at, text: plain, hit: false });
    at += plain.length + 1;
  }
  return result;
}

/** Renders the server's snippet as text, with the matched words in <mark> (never as HTML). */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {segments(snippet).map((segment) =>
        segment.hit ? (
          <mark key={segment.at} className="rounded-sm bg-warning/25 px-0.5 text-foreground">
            {segment.text}
          </mark>
        ) : (
          <span key={segment.at}>{segment.text}</span>
        ),
      )}
    </>
  );
}
