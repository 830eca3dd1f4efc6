import { type CheckDefinition, fail, pass, plural, warn } from './check-types';

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const speedChecks: CheckDefinition[] = [
  {
    id: 'response_time',
    group: 'speed',
    label: 'Server response time',
    weight: 2,
    advice: 'The first byte should arrive within 0.8 s; slow servers lose visitors and rankings.',
    run: ({ timeToHeadersMs }) => {
      const ms = Math.round(timeToHeadersMs);
      if (ms < 800) return pass(`First byte after ${ms} ms`);
      return ms < 2000 ? warn(`First byte after ${ms} ms`) : fail(`First byte after ${ms} ms`);
    },
  },
  {
    id: 'compression',
    group: 'speed',
    label: 'Compression',
    weight: 2,
    advice: 'Serve HTML with gzip or Brotli to cut transfer size by ~70%.',
    run: ({ headers, pageBytes }) => {
      const encoding = headers['content-encoding'];
      if (encoding && /gzip|br|deflate|zstd/i.test(encoding)) return pass(`Content-Encoding: ${encoding}`);
      if (pageBytes < 1500) return pass(`Not compressed, but only ${pageBytes} bytes`);
      return fail(`Not compressed (${kb(pageBytes)} sent as is)`);
    },
  },
  {
    id: 'cache_headers',
    group: 'speed',
    label: 'Cache headers',
    weight: 1,
    advice: 'Cache-Control / ETag let browsers and CDNs reuse the page instead of downloading it again.',
    run: ({ headers }) => {
      const found = ['cache-control', 'etag', 'last-modified', 'expires'].filter((name) => headers[name]);
      if (found.length === 0) return warn('No Cache-Control, ETag, Last-Modified or Expires header');
      return pass(found.map((name) => `${name}: ${headers[name].slice(0, 60)}`).join('; '));
    },
  },
  {
    id: 'page_weight',
    group: 'speed',
    label: 'Page weight (HTML)',
    weight: 2,
    advice: 'Keep the HTML under 100 KB; large pages are slow on phones.',
    run: ({ pageBytes, truncated }) => {
      if (truncated) return fail(`HTML is larger than ${kb(pageBytes)} (only that much was analyzed)`);
      if (pageBytes <= 100 * 1024) return pass(`HTML is ${kb(pageBytes)}`);
      return pageBytes <= 500 * 1024 ? warn(`HTML is ${kb(pageBytes)}`) : fail(`HTML is ${kb(pageBytes)}`);
    },
  },
  {
    id: 'request_count',
    group: 'speed',
    label: 'Requests from the HTML',
    weight: 1,
    advice: 'Fewer than 25 scripts, stylesheets, images and frames keep the first load fast.',
    run: ({ all }) => {
      const withSrc = (tag: string) => all(tag).filter((element) => element.attribs.src !== undefined).length;
      const counts = {
        scripts: withSrc('script'),
        stylesheets: all('link').filter((link) => /(^|\s)stylesheet(\s|$)/i.test(link.attribs.rel ?? '') && link.attribs.href)
          .length,
        images: withSrc('img') + all('source').filter((source) => source.attribs.src || source.attribs.srcset).length,
        frames: withSrc('iframe'),
      };
      const total = counts.scripts + counts.stylesheets + counts.images + counts.frames;
      const evidence = `${plural(total, 'request')} (${counts.scripts} scripts, ${counts.stylesheets} stylesheets, ${counts.images} images, ${counts.frames} frames)`;
      if (total <= 25) return pass(evidence);
      return total <= 50 ? warn(evidence) : fail(evidence);
    },
  },
];
