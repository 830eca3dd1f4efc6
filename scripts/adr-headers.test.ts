// Every decision record in docs/decisions shares one header (000-template.md): the title `# NNN — …`, then
// `- **Date:**`, `- **Status:**` and optional `Supersedes` / `Amends` / `Amended by` lines whose links resolve; an
// `Amends` link is answered by an `Amended by` link back (and a `Superseded by` status by a `Supersedes` line).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const records = fs
  .readdirSync(dir)
  .filter((name) => /^\d{3}-.*\.md$/.test(name) && !name.startsWith('000'))
  .sort();

interface Header {
  number: string;
  lines: Map<string, string>;
  links: (field: string) => string[];
}

function header(name: string): Header {
  const text = fs.readFileSync(path.join(dir, name), 'utf8');
  const [title, ...rest] = text.split('\n');
  const number = name.slice(0, 3);
  expect(title, `${name}: title`).toMatch(new RegExp(`^# ${number} — \\S`));
  const block = rest.slice(
    0,
    rest.findIndex((line) => line.startsWith('## ')),
  );
  const lines = new Map<string, string>();
  for (const line of block.filter((l) => l.trim())) {
    const match = /^- \*\*(Date|Status|Supersedes|Amends|Amended by):\*\* (.+)$/.exec(line);
    expect(match, `${name}: header line "${line}"`).not.toBeNull();
    if (match) lines.set(match[1], match[2]);
  }
  const links = (field: string) => [...(lines.get(field) ?? '').matchAll(/\[(\d{3})\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[2]);
  return { number, lines, links };
}

describe('decision records (docs/decisions)', () => {
  const headers = new Map(records.map((name) => [name, header(name)]));

  it('share one header: title, Date, Status', () => {
    expect(records.length).toBeGreaterThan(30);
    for (const [name, { lines }] of headers) {
      expect(lines.get('Date'), name).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(lines.get('Status'), name).toMatch(/^(Proposed|Accepted|Superseded by \[\d{3}\])/);
    }
  });

  it('link each amendment both ways, to records that exist', () => {
    for (const [name, record] of headers) {
      for (const target of [...record.links('Amends'), ...record.links('Amended by'), ...record.links('Supersedes')])
        expect(headers.has(target), `${name} links ${target}`).toBe(true);
      for (const target of record.links('Amends'))
        expect(headers.get(target)?.links('Amended by'), `${target} lists ${name} under "Amended by"`).toContain(name);
      for (const source of record.links('Amended by'))
        expect(headers.get(source)?.links('Amends'), `${source} lists ${name} under "Amends"`).toContain(name);
      const supersededBy = /^Superseded by \[\d{3}\]\((\d{3}-[^)]+\.md)\)/.exec(record.lines.get('Status') ?? '')?.[1];
      if (supersededBy) expect(headers.get(supersededBy)?.links('Supersedes')).toContain(name);
    }
  });
});
