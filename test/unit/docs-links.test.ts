import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository describes itself: a reader who clones it must find every page its documents link to.
const root = fileURLToPath(new URL('../..', import.meta.url));
const docsDir = join(root, 'docs');
const documents = [
  join(root, 'README.md'),
  ...readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docsDir, name)),
];

/** The targets of a Markdown document's links that point inside the repository (no scheme, no anchor only). */
function localLinks(text: string): string[] {
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '');
}

describe('documentation links', () => {
  it.each(documents.map((path) => [relative(root, path), path]))(
    '%s links only to files that exist',
    (_name, path) => {
      const missing = localLinks(readFileSync(path, 'utf8')).filter(
        (target) => !existsSync(join(dirname(path), target)),
      );
      expect(missing).toEqual([]);
    },
  );

  it('the README leads to the product description kept in the repository', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(localLinks(readme)).toContain('docs/product.md');
    expect(readme).not.toMatch(/beside this repository/);
  });
});
