import { type CheckDefinition, fail, pass, plural, quote, warn } from './check-types';
import { type Element, textOf } from './page-context';

/** The alt text of an image inside a link (an image link's accessible name). */
function imageAlt(link: Element): string {
  const stack = [...link.children];
  while (stack.length) {
    const node = stack.pop();
    if (node?.type === 'tag' && (node as Element).name === 'img') return (node as Element).attribs.alt?.trim() ?? '';
    if (node && 'children' in node) stack.push(...(node as Element).children);
  }
  return '';
}

const GENERIC_LINK_TEXT = new Set(['click here', 'here', 'read more', 'more', 'link', 'this', 'learn more', 'click']);

export const mobileChecks: CheckDefinition[] = [
  {
    id: 'viewport',
    group: 'mobile',
    label: 'Mobile viewport',
    weight: 3,
    advice: '<meta name="viewport" content="width=device-width, initial-scale=1"> makes the page fit phones.',
    run: ({ meta }) => {
      const content = meta('viewport');
      if (content === undefined) return fail('No viewport meta tag: phones show a zoomed-out desktop page');
      return /width\s*=\s*device-width/i.test(content)
        ? pass(`viewport: ${content}`)
        : warn(`viewport without width=device-width: ${content}`);
    },
  },
  {
    id: 'image_alt',
    group: 'mobile',
    label: 'Image alt text',
    weight: 2,
    advice: 'Every meaningful image needs alt text (screen readers, image search).',
    run: ({ all }) => {
      const images = all('img');
      if (images.length === 0) return pass('No images on the page');
      // Lighthouse (axe image-alt): any image without alt (or an ARIA name, or role=presentation) fails.
      const missing = images.filter(
        ({ attribs }) =>
          attribs.alt === undefined &&
          !attribs['aria-label']?.trim() &&
          attribs['aria-labelledby'] === undefined &&
          !attribs.title?.trim() &&
          !/^(none|presentation)$/i.test(attribs.role ?? ''),
      );
      if (missing.length === 0) return pass(`All ${plural(images.length, 'image')} have alt text (or are marked decorative)`);
      const examples = missing
        .slice(0, 3)
        .map(({ attribs }) => quote((attribs.src ?? attribs['data-src'] ?? '(no src)').split('/').pop() ?? '', 40))
        .join(', ');
      return fail(
        `${missing.length} of ${plural(images.length, 'image')} ${missing.length === 1 ? 'has' : 'have'} no alt attribute: ${examples}`,
      );
    },
  },
  {
    id: 'link_text',
    group: 'mobile',
    label: 'Descriptive link text',
    weight: 1,
    advice: 'Links should say where they go; avoid empty links and "click here".',
    run: ({ all }) => {
      const poor: string[] = [];
      let total = 0;
      for (const link of all('a')) {
        if (link.attribs.href === undefined) continue;
        total++;
        const text = textOf(link) || link.attribs['aria-label']?.trim() || link.attribs.title?.trim() || imageAlt(link);
        if (!text) poor.push('(empty link)');
        else if (GENERIC_LINK_TEXT.has(text.toLowerCase())) poor.push(quote(text, 30));
      }
      if (total === 0) return warn('No links on the page');
      if (poor.length === 0) return pass(`All ${plural(total, 'link')} have descriptive text`);
      const examples = [...new Set(poor)].slice(0, 3).join(', ');
      const evidence = `${poor.length} of ${plural(total, 'link')} ${poor.length === 1 ? 'lacks' : 'lack'} descriptive text: ${examples}`;
      return poor.length <= 3 ? warn(evidence) : fail(evidence);
    },
  },
];
