import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

const heading = '<h1 class="text-2xl font-bold tracking-tight text-slate-900">Sites</h1>';
const bar = (inside: string) =>
  `<div class="flex flex-wrap items-center justify-between gap-3">${inside}</div>`;

describe('PageHeader', () => {
  it('is the heading alone when nothing else is given', () => {
    expect(renderToStaticMarkup(<PageHeader title="Sites" />)).toBe(heading);
  });

  it('groups the line under the title with it', () => {
    expect(
      renderToStaticMarkup(
        <PageHeader title="Sites">
          <p>All sites</p>
        </PageHeader>,
      ),
    ).toBe(`<div>${heading}<p>All sites</p></div>`);
  });

  it('puts the actions across from the title, keeping the bar when a role has none', () => {
    expect(
      renderToStaticMarkup(
        <PageHeader title="Sites" actions={<button type="button">Add</button>} />,
      ),
    ).toBe(bar(`${heading}<button type="button">Add</button>`));
    expect(renderToStaticMarkup(<PageHeader title="Sites" actions={false} />)).toBe(bar(heading));
  });

  it('sets a badge beside the title', () => {
    expect(
      renderToStaticMarkup(
        <PageHeader title="Sites" badge={<span>View only</span>} actions={null} />,
      ),
    ).toBe(
      bar(`<div class="flex flex-wrap items-center gap-3">${heading}<span>View only</span></div>`),
    );
  });
});
