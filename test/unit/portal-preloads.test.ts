import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planPreloads } from '../../scripts/portal-preloads/plan';
import { authPages } from '../../src/web/app/auth-pages';
import { adminPages, clientPages } from '../../src/web/app/portal-pages';
import { portalShells } from '../../src/web/app/portal-shells';

// A portal build's manifest, cut down: the entry with its own chunk, and two pages sharing a chunk.
const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_main.js'] },
  '_main.js': { file: 'assets/main.js' },
  '_cards.js': { file: 'assets/cards.js', imports: ['_main.js'] },
  'src/shell.tsx': { file: 'assets/shell.js', imports: ['_main.js', '_cards.js'] },
  'src/overview.tsx': { file: 'assets/overview.js', imports: ['_cards.js', '_charts.js'] },
  '_charts.js': { file: 'assets/charts.js', imports: ['_main.js'] },
};

describe('the chunks each dashboard page preloads', () => {
  it("lists the shell's and the page's chunks and what they import, without what index.html loads", () => {
    expect(planPreloads(manifest, { '/dashboard': ['src/shell.tsx', 'src/overview.tsx'] })).toEqual({
      '/dashboard': ['assets/shell.js', 'assets/cards.js', 'assets/overview.js', 'assets/charts.js'],
    });
  });

  it('fails the build when a page names a module the build does not have', () => {
    expect(() => planPreloads(manifest, { '/dashboard': ['src/moved.tsx'] })).toThrow(
      'src/moved.tsx is not in the portal',
    );
  });

  it("names each page's and shell's real source file", () => {
    const pages = [
      ...Object.values(clientPages),
      ...Object.values(adminPages),
      ...Object.values(portalShells),
      ...Object.values(authPages),
    ];
    for (const { source } of pages) expect(existsSync(source), source).toBe(true);
  });
});
