import { it } from 'vitest';
import { describeEachDatabase } from './test-app';

describeEachDatabase('dump', (t) => {
  it('dumps', async () => {
    const lines = t.app.routeTable.map((r) => `${r.method} ${r.url} ${r.config.workspace ?? '-'}`).sort();
    console.log(lines.join('\n'));
  });
});
