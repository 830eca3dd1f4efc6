// The example configuration files parse line by line (what `cp .env.example .env` then `npm start` reads) and
// .env.example lists every key the server reads. The same check runs in the lint step of `npm test`.
import { describe, expect, it } from 'vitest';
import { checkEnvExample, unparsableLines } from './check-env-example.mjs';

describe('.env.example check', () => {
  it('passes on the repository: every line parses and every configuration key is listed', () => {
    const { read, missing, unparsable } = checkEnvExample();
    expect(read).toBeGreaterThan(40);
    expect(missing).toEqual([]);
    expect(unparsable).toEqual([]);
  });

  it('fails on a comment that lost its "#", which swallows the next key', () => {
    const text = '# Behind a proxy, which hops to believe.\nserver warns once otherwise.\nTRUST_PROXY=false\nPORT=3000\n';
    const problems = unparsableLines(text);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^line 2: neither a comment nor KEY=VALUE/),
        expect.stringMatching(/drops TRUST_PROXY/),
      ]),
    );
  });

  it('fails on a quote left open, which swallows the lines after it', () => {
    const problems = unparsableLines('MAIL_FROM="ProClub <no-reply@proclub.local>\nPORT=3000\n');
    expect(problems.length).toBeGreaterThan(0);
  });

  it('accepts blank lines, comments, commented-out keys and values with spaces, # and <>', () => {
    const text = '\n# A comment\n# AUTH_SECRET=change-me\nMAIL_FROM=ProClub <no-reply@proclub.local>\nCRON=*/10 * * * *\n';
    expect(unparsableLines(text)).toEqual([]);
  });
});
