import { type CheckDefinition, fail, pass, plural, warn } from './check-types';

const SRC_TAGS = ['img', 'script', 'iframe', 'source', 'video', 'audio', 'embed'];

export const securityChecks: CheckDefinition[] = [
  {
    id: 'https',
    group: 'security',
    label: 'HTTPS',
    weight: 3,
    advice: 'Serve the site over HTTPS; browsers mark plain HTTP pages "Not secure".',
    run: ({ url }) =>
      url.protocol === 'https:' ? pass(`Served over HTTPS (${url.origin})`) : fail(`Served over plain HTTP (${url.origin})`),
  },
  {
    id: 'hsts',
    group: 'security',
    label: 'HSTS header',
    weight: 1,
    advice: 'Strict-Transport-Security makes browsers always use HTTPS.',
    run: ({ url, headers }) => {
      if (url.protocol !== 'https:') return fail('No HTTPS, so no HSTS');
      const value = headers['strict-transport-security'];
      return value ? pass(`Strict-Transport-Security: ${value}`) : warn('No Strict-Transport-Security header');
    },
  },
  {
    id: 'mixed_content',
    group: 'security',
    label: 'Mixed content',
    weight: 2,
    advice: 'On an HTTPS page every image, script and stylesheet must load over HTTPS too.',
    run: ({ all, url }) => {
      if (url.protocol !== 'https:') return warn('Not applicable until the page is served over HTTPS');
      const sources = SRC_TAGS.flatMap((tag) => all(tag).map((element) => element.attribs.src ?? ''));
      const styles = all('link')
        .filter((link) => /(^|\s)stylesheet(\s|$)/i.test(link.attribs.rel ?? ''))
        .map((link) => link.attribs.href ?? '');
      const insecure = [...sources, ...styles].filter((value) => /^http:\/\//i.test(value.trim()));
      if (insecure.length === 0) return pass('Every resource loads over HTTPS');
      return fail(`${plural(insecure.length, 'resource')} over HTTP: ${insecure.slice(0, 3).join(', ')}`);
    },
  },
];
