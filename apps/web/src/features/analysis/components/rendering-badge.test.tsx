import type { AnalysisData } from '@proclub/contracts/analysis';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderingBadge } from './rendering-badge';

const data = (rendering: AnalysisData['rendering']) => ({ rendering }) as AnalysisData;

describe('RenderingBadge', () => {
  it('says what appeared only after JavaScript on a rendered page', () => {
    render(
      <RenderingBadge
        data={data({
          rendered: true,
          clientRenderedShell: true,
          mode: 'auto',
          renderMs: 1234,
          raw: { words: 2, links: 0, h1: 0 },
          dom: { words: 120, links: 3, h1: 1 },
          onlyAfterJs: { words: 118, links: 3, h1: 1 },
        })}
      />,
    );
    expect(screen.getByTestId('rendering-badge')).toHaveTextContent('Rendered');
    expect(screen.getByTestId('rendering-status')).toHaveTextContent(
      'Rendered in a browser in 1.2 s. Only after JavaScript: 118 words, 3 links and the H1 (HTML as served: 2 words, 0 links).',
    );
  });

  it('says "Not rendered" and why for a shell that could not be rendered', () => {
    render(
      <RenderingBadge
        data={data({ rendered: false, clientRenderedShell: true, reason: 'no browser is installed at /usr/bin/chromium' })}
      />,
    );
    expect(screen.getByTestId('rendering-badge')).toHaveTextContent('Not rendered');
    expect(screen.getByTestId('rendering-status')).toHaveTextContent('(no browser is installed at /usr/bin/chromium)');
  });

  it('reads a server-rendered page as served', () => {
    render(<RenderingBadge data={data({ rendered: false, clientRenderedShell: false, mode: 'auto' })} />);
    expect(screen.getByTestId('rendering-status')).toHaveTextContent('Not renderedChecks read the HTML as served.');
  });
});
