import type { CrawlData, CrawlPage } from '@proclub/contracts/analysis';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CrawlResults } from './crawl-results';

const page = (path: string, patch: Partial<CrawlPage> = {}): CrawlPage => ({
  url: `https://lock.test${path}`,
  status: 200,
  source: path === '/' ? 'home' : 'navigation',
  title: 'Lincoln Lock & Key',
  description: null,
  h1: 'Hello',
  words: 120,
  name: 'Lincoln Lock & Key',
  phone: '(402) 555-0142',
  address: '310 S 13th St, Lincoln, NE 68508',
  findings: [],
  ...patch,
});

const crawl = (pages: CrawlPage[], patch: Partial<CrawlData> = {}): CrawlData => ({
  limit: 10,
  candidates: pages.length - 1,
  robotsSkipped: 0,
  budgetSkipped: 0,
  linksChecked: 6,
  elapsedMs: 420,
  pages,
  duplicateTitles: [],
  duplicateDescriptions: [],
  brokenLinks: [],
  nap: { consistent: true, phones: [], addresses: [], names: [] },
  ...patch,
});

describe('CrawlResults', () => {
  it('shows the pages read in a table and the site problems', () => {
    render(
      <CrawlResults
        crawl={crawl(
          [
            page('/'),
            page('/about'),
            page('/contact', {
              phone: '(402) 555-0199',
              findings: [{ id: 'h1', label: 'H1 heading', status: 'fail', evidence: 'none' }],
            }),
            page('/gone', { status: 404, title: null, words: 0, phone: null }),
          ],
          {
            robotsSkipped: 1,
            duplicateTitles: [{ value: 'Lincoln Lock & Key', urls: ['https://lock.test/', 'https://lock.test/about'] }],
            brokenLinks: [{ url: 'https://lock.test/old-prices', status: 404, foundOn: ['https://lock.test/about'] }],
            nap: {
              consistent: false,
              phones: [
                { value: '(402) 555-0142', urls: ['https://lock.test/', 'https://lock.test/about'] },
                { value: '(402) 555-0199', urls: ['https://lock.test/contact'] },
              ],
              addresses: [],
              names: [],
            },
          },
        )}
      />,
    );
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[3]).getByRole('rowheader')).toHaveTextContent('/contactMenu');
    expect(rows[3]).toHaveTextContent('Failed: H1 heading');
    expect(rows[4]).toHaveTextContent('HTTP 404');
    const findings = screen.getByRole('list', { name: 'Site findings' });
    expect(findings).toHaveTextContent('Problem: Page titles“Lincoln Lock & Key” on /, /about');
    expect(findings).toHaveTextContent('/old-prices answers HTTP 404 (linked from /about)');
    expect(findings).toHaveTextContent('(402) 555-0199 on /contact');
    expect(screen.getByTestId('crawl-meta')).toHaveTextContent(
      '4 pages read in 0.4 s (up to 10 besides the homepage) · 1 page left out by robots.txt',
    );
    expect(screen.getByRole('region', { name: 'Pages read' })).toHaveAttribute('tabindex', '0');
  });

  it('says when only the homepage could be read, and shows nothing for analyses without a crawl', () => {
    const { rerender } = render(<CrawlResults crawl={crawl([page('/')])} />);
    expect(screen.getByTestId('crawl-empty')).toHaveTextContent('only the homepage was read');
    rerender(<CrawlResults crawl={undefined} />);
    expect(screen.queryByRole('region', { name: 'Pages of the site' })).toBeNull();
  });
});
