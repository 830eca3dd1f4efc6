import type { LookupAddress } from 'node:dns';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyzerError } from '../../lib/analyzer-error';
import { parsePorts } from '../../lib/ip-policy';
import { createSafeFetcher, type SafeFetcher } from '../../lib/safe-fetch';
import type { Resolver } from '../../lib/safe-lookup';
import { GOOD_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, html, ROBOTS, redirect, SITEMAP, startFixtureSite, text } from '../../test/fixture-site';
import { analyzeSite } from './analyzer';

/** A resolver that answers from a table (and counts calls), instead of real DNS. */
function fakeResolver(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolver = ((hostname, _options, callback) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  }) as Resolver & { calls: string[] };
  resolver.calls = calls;
  return resolver;
}

async function refusal(fetcher: SafeFetcher, url: string): Promise<AnalyzerError> {
  try {
    await analyzeSite({ url, googleBusinessProfile: null }, fetcher, { timeoutMs: 3_000 });
  } catch (error) {
    expect(error).toBeInstanceOf(AnalyzerError);
    return error as AnalyzerError;
  }
  throw new Error(`${url} was not refused`);
}

describe('safe fetcher refusals (default policy: no loopback, ports 80/443)', () => {
  const resolver = fakeResolver({
    'intranet.test': ['10.0.0.5'],
    'metadata.test': ['169.254.169.254'],
    'sneaky.test': ['93.184.216.34', '192.168.1.20'],
    'v6-loopback.test': ['::1'],
    'mapped.test': ['::ffff:127.0.0.1'],
  });
  const fetcher = createSafeFetcher({ allowLoopback: false, allowedPorts: parsePorts('80,443') }, resolver);
  afterAll(() => fetcher.close());

  it.each([
    ['http://127.0.0.1/', 'Refused to connect to 127.0.0.1: it is a loopback address.'],
    ['http://10.0.0.1/', 'Refused to connect to 10.0.0.1: it is a private network address.'],
    ['http://169.254.169.254/latest/meta-data/', 'Refused to connect to 169.254.169.254: it is a cloud metadata address.'],
    ['http://[::1]/', 'Refused to connect to ::1: it is a loopback address.'],
    ['http://[::ffff:127.0.0.1]/', 'Refused to connect to 127.0.0.1: it is a loopback address.'],
    ['http://2130706433/', 'Refused to connect to 127.0.0.1: it is a loopback address.'],
    ['http://0x7f.1/', 'Refused to connect to 127.0.0.1: it is a loopback address.'],
    ['http://0251.0376.0251.0376/', 'Refused to connect to 169.254.169.254: it is a cloud metadata address.'],
  ])('refuses the literal address %s before connecting', async (url, message) => {
    const error = await refusal(fetcher, url);
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe(message);
  });

  it.each([
    ['http://intranet.test/', 'Refused to connect to intranet.test: it resolves to 10.0.0.5, a private network address.'],
    ['http://metadata.test/', 'Refused to connect to metadata.test: it resolves to 169.254.169.254, a cloud metadata address.'],
    ['http://sneaky.test/', 'Refused to connect to sneaky.test: it resolves to 192.168.1.20, a private network address.'],
    ['https://v6-loopback.test/', 'Refused to connect to v6-loopback.test: it resolves to ::1, a loopback address.'],
    ['http://mapped.test/', 'Refused to connect to mapped.test: it resolves to 127.0.0.1, a loopback address.'],
  ])('refuses %s inside the connect-time DNS lookup', async (url, message) => {
    const error = await refusal(fetcher, url);
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe(message);
    expect(resolver.calls).toContain(new URL(url).hostname);
  });

  it('refuses other schemes and ports, and explains unknown names', async () => {
    expect((await refusal(fetcher, 'ftp://files.test/')).message).toBe(
      'Only http and https addresses can be analyzed (got ftp).',
    );
    expect((await refusal(fetcher, 'file:///etc/passwd')).code).toBe('blocked_scheme');
    expect((await refusal(fetcher, 'http://intranet.test:6379/')).message).toBe(
      'Refused to connect to port 6379: only ports 80 and 443 are analyzed.',
    );
    expect((await refusal(fetcher, 'http://nowhere.test/')).message).toBe(
      'Could not find nowhere.test: the domain name does not resolve.',
    );
  });

  it('states the configured ports when it refuses one', async () => {
    const wider = createSafeFetcher({ allowLoopback: false, allowedPorts: parsePorts('80, 443, 8000-8999') }, resolver);
    expect((await refusal(wider, 'http://intranet.test:6379/')).message).toBe(
      'Refused to connect to port 6379: only ports 80, 443 and 8000-8999 are analyzed.',
    );
  });
});

describe('safe fetcher against local fixture sites (loopback allowed for this test only)', () => {
  let site: FixtureSite;
  let fetcher: SafeFetcher;
  const resolver = fakeResolver({ 'public-looking.test': ['127.0.0.1'], 'internal.test': ['192.168.0.10'] });
  const big = Buffer.alloc(5 * 1024 * 1024, 'a');

  beforeAll(async () => {
    site = await startFixtureSite({
      '/': html(GOOD_PAGE, { 'cache-control': 'max-age=60' }),
      '/robots.txt': text(ROBOTS),
      '/sitemap.xml': text(SITEMAP, 'application/xml'),
      '/to-private': redirect('http://10.1.2.3/admin'),
      '/to-internal-name': redirect('http://internal.test/'),
      '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
      '/loop': redirect('/loop'),
      '/chain': redirect('/chain-1', 302),
      '/chain-1': redirect('/chain-2', 302),
      '/chain-2': redirect('/', 301),
      '/hang': () => {
        // Never answers.
      },
      '/huge': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(Buffer.concat([Buffer.from('<html><head><title>Huge page of text here for you</title></head><body>'), big]));
      },
      '/binary': (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]));
      },
      '/untyped-binary': (_request, response) => {
        response.writeHead(200).end(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 0]));
      },
      '/broken': html(
        '<html><head><title>Broken <b>markup</title><body><div><p>Unclosed <a href="/x">link <table><tr><td>cell</html></div>',
      ),
      '/gzip': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(GOOD_PAGE));
      },
      '/bad-gzip': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(Buffer.from('not gzip at all'));
      },
      '/server-error': html('<html><head><title>Oops</title></head><body>Error</body></html>', {}, 500),
    });
    fetcher = createSafeFetcher({ allowLoopback: true, allowedPorts: parsePorts(`80,443,${site.port}`) }, resolver);
  });
  afterAll(async () => {
    await fetcher.close();
    await site.close();
  });

  const at = (path: string, host = '127.0.0.1') => `http://${host}:${site.port}${path}`;

  it('analyzes a page through a name that resolves to an allowed address', async () => {
    const result = await analyzeSite({ url: at('/', 'public-looking.test'), googleBusinessProfile: null }, fetcher);
    expect(result.analysisData.statusCode).toBe(200);
    expect(result.analysisData.checks.find((check) => check.id === 'sitemap')?.status).toBe('pass');
  });

  it('refuses a redirect from a public-looking host to a private address, on the hop', async () => {
    const error = await refusal(fetcher, at('/to-private', 'public-looking.test'));
    expect(error.message).toBe('Refused to connect to 10.1.2.3: it is a private network address.');
    const metadata = await refusal(fetcher, at('/to-metadata', 'public-looking.test'));
    expect(metadata.message).toBe('Refused to connect to 169.254.169.254: it is a cloud metadata address.');
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    const error = await refusal(fetcher, at('/to-internal-name', 'public-looking.test'));
    expect(error.message).toBe('Refused to connect to internal.test: it resolves to 192.168.0.10, a private network address.');
  });

  it('stops redirect loops after 5 hops and follows short chains', async () => {
    const error = await refusal(fetcher, at('/loop'));
    expect(error.code).toBe('too_many_redirects');
    expect(error.message).toContain('redirected more than 5 times');
    const chained = await analyzeSite({ url: at('/chain'), googleBusinessProfile: null }, fetcher);
    expect(chained.analysisData.redirects).toHaveLength(3);
    expect(chained.analysisData.checks.find((check) => check.id === 'redirects')?.status).toBe('warn');
  });

  it('gives up on a site that never answers, with a clear timeout', async () => {
    const started = Date.now();
    const error = await refusal(fetcher, at('/hang'));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe(`127.0.0.1:${site.port} took too long to respond (limit 10 seconds).`);
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('cuts a 5 MB page at 3 MB and returns a partial result', async () => {
    const result = await analyzeSite({ url: at('/huge'), googleBusinessProfile: null }, fetcher);
    expect(result.analysisData.partial).toBe(true);
    expect(result.analysisData.pageBytes).toBe(3 * 1024 * 1024);
    expect(result.analysisData.warnings[0]).toContain('only the first 3 MB were analyzed');
    expect(result.analysisData.checks.find((check) => check.id === 'page_weight')?.status).toBe('fail');
  });

  it('refuses binary content with a clear message', async () => {
    expect((await refusal(fetcher, at('/binary'))).message).toBe(
      `127.0.0.1:${site.port} did not return a web page (Content-Type: image/png).`,
    );
    expect((await refusal(fetcher, at('/untyped-binary'))).message).toBe(
      `127.0.0.1:${site.port} did not return a web page (binary data).`,
    );
  });

  it('analyzes broken HTML, gzip bodies and error pages without crashing', async () => {
    const broken = await analyzeSite({ url: at('/broken'), googleBusinessProfile: null }, fetcher);
    expect(broken.analysisData.title).toContain('Broken');
    const gzip = await analyzeSite({ url: at('/gzip'), googleBusinessProfile: null }, fetcher);
    expect(gzip.analysisData.checks.find((check) => check.id === 'compression')?.evidence).toBe('Content-Encoding: gzip');
    expect(gzip.analysisData.checks.find((check) => check.id === 'title')?.status).toBe('pass');
    expect((await refusal(fetcher, at('/bad-gzip'))).message).toBe(`127.0.0.1:${site.port} sent a corrupt compressed response.`);
    const failing = await analyzeSite({ url: at('/server-error'), googleBusinessProfile: null }, fetcher);
    expect(failing.analysisData.checks.find((check) => check.id === 'http_status')).toMatchObject({
      status: 'fail',
      evidence: 'HTTP 500',
    });
  });

  it('refuses loopback and the fixture port under the default policy', async () => {
    const strict = createSafeFetcher({ allowLoopback: false, allowedPorts: parsePorts(`80,443,${site.port}`) }, resolver);
    try {
      expect((await refusal(strict, at('/'))).code).toBe('blocked_address');
      expect((await refusal(strict, at('/', 'public-looking.test'))).message).toBe(
        'Refused to connect to public-looking.test: it resolves to 127.0.0.1, a loopback address.',
      );
    } finally {
      await strict.close();
    }
  });
});
