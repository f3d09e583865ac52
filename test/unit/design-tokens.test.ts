import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTokenViolations } from '../../scripts/design-tokens/rules';
import { emailColors } from '../../src/server/mail/email-colors';

// One primary blue: colours come from the tokens in src/web/theme.css (see the rules' file).

const root = join(import.meta.dirname, '../..');
const webFiles = () =>
  readdirSync(join(root, 'src/web'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .concat(join(root, 'index.html'));

describe('design tokens', () => {
  it.each([
    ['className="text-brand-700 underline"', 1],
    ["cn('rounded bg-brand-600', active && 'hover:bg-brand-800')", 2],
    ['"focus-visible:outline-brand-600 data-[state=checked]:bg-brand-700"', 2],
    ['<span className="bg-sky-600 text-white">', 1],
    ['<p className="text-[#0b93e0]">', 1],
    ["style={{ color: '#0774b5' }}", 1],
    // Tints, dark banners, gradients, glows and category tones are decoration, not a second primary.
    ['className="bg-brand-50 text-brand-800 ring-brand-100"', 0],
    ['className="from-brand-500 to-brand-700 bg-brand-700/30 shadow-brand-950/50"', 0],
    ['tone="bg-sky-50 text-sky-700"', 0],
    ['className="bg-primary text-primary-foreground hover:bg-primary-hover outline-ring"', 0],
  ])('reads %s as %i problem(s)', (source, count) => {
    expect(findTokenViolations(source)).toHaveLength(count);
  });

  it('no component names a blue shade or a hex colour for a primary role', () => {
    const problems = webFiles().flatMap((file) =>
      findTokenViolations(readFileSync(file, 'utf8')).map(
        (v) => `${relative(root, file)}:${v.line} ${v.text} (${v.rule})`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('focus rings and emails use the primary blue itself', () => {
    const theme = readFileSync(join(root, 'src/web/theme.css'), 'utf8');
    const token = (name: string) => theme.match(new RegExp(`--color-${name}:\\s*([^;]+);`))?.[1]?.trim();
    expect(token('ring')).toBe('var(--color-primary)');
    const shade = token('primary')?.match(/^var\(--color-([a-z0-9-]+)\)$/)?.[1] ?? '';
    expect(emailColors.brand.toLowerCase()).toBe(token(shade));
  });
});
