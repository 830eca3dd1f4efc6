/**
 * robots.txt rules for one crawler (RFC 9309): the group naming our product token, else the `*` group;
 * the longest matching Allow/Disallow path wins, Allow on a tie; `*` and a trailing `$` are understood.
 */
export function robotsAllows(robotsTxt: string, agentToken: string): (path: string) => boolean {
  const groups: { agents: string[]; rules: { allow: boolean; pattern: string }[] }[] = [];
  let current: (typeof groups)[number] | null = null;
  let lastWasAgent = false;
  for (const raw of robotsTxt.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = line.match(/^([A-Za-z-]+)\s*:\s*(.*)$/);
    if (!match) continue;
    const key = match[1].toLowerCase();
    const value = match[2].trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (key === 'allow' || key === 'disallow') {
      if (key === 'disallow' && value === '') continue;
      current.rules.push({ allow: key === 'allow', pattern: value });
    }
  }
  const token = agentToken.toLowerCase();
  const own = groups.filter((group) => group.agents.some((agent) => agent !== '*' && token.includes(agent)));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes('*'));
  const rules = chosen.flatMap((group) => group.rules).map((rule) => ({ ...rule, regex: toRegex(rule.pattern) }));
  return (path: string) => {
    let best: { allow: boolean; length: number } | null = null;
    for (const rule of rules) {
      if (!rule.regex.test(path)) continue;
      const length = rule.pattern.length;
      if (!best || length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length };
    }
    return best ? best.allow : true;
  };
}

function toRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}
