// The import rules of docs/ARCHITECTURE.md ("Layers"), as code: which part of the tree a file belongs
// to, and which imports between parts are refused. Pure, so the unit test can feed it made-up files.
import { isBuiltin } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { type ESTree, parseSync, Visitor } from 'vite';

/** Where a file sits. `feature` carries the folder name, since features may not import each other. */
export type Part =
  | { side: 'shared' }
  | { side: 'server'; tier: 'platform' | 'composition' }
  | { side: 'server'; tier: 'feature'; feature: string }
  | { side: 'web'; tier: 'base' | 'app' }
  | { side: 'web'; tier: 'feature'; feature: string };

export type SourceFile = { path: string; text: string };
export type Violation = { from: string; to: string; specifier: string; rule: string };

// Files that wire the server together: they may import every server part.
const serverComposition = [
  'src/server/app.ts',
  'src/server/deps.ts',
  'src/server/main.ts',
  'src/server/cli/',
];

/** The part of the tree a repository-relative path belongs to, or null outside `src/`. */
export function partOf(path: string): Part | null {
  const p = path.replaceAll('\\', '/');
  if (p.startsWith('src/shared/')) return { side: 'shared' };
  if (p.startsWith('src/server/')) {
    const feature = p.match(/^src\/server\/features\/([^/]+)\//)?.[1];
    if (feature) return { side: 'server', tier: 'feature', feature };
    const isComposition = serverComposition.some((c) =>
      c.endsWith('/') ? p.startsWith(c) : stem(p) === stem(c),
    );
    return { side: 'server', tier: isComposition ? 'composition' : 'platform' };
  }
  if (p.startsWith('src/web/')) {
    const feature = p.match(/^src\/web\/features\/([^/]+)\//)?.[1];
    if (feature) return { side: 'web', tier: 'feature', feature };
    if (p.startsWith('src/web/app/') || stem(p) === 'src/web/main') return { side: 'web', tier: 'app' };
    return { side: 'web', tier: 'base' };
  }
  return null;
}

/** Why an import from one part to another is refused, or null when it is allowed. */
export function refusal(from: Part, to: Part): string | null {
  if (from.side === 'shared') {
    return to.side === 'shared' ? null : 'shared code imports neither server nor web code';
  }
  if (to.side === 'shared') return null;
  if (to.side !== from.side) return `${from.side} code never imports ${to.side} code`;

  const wiring = to.tier === 'composition' || to.tier === 'app';
  if (from.tier === 'feature') {
    if (to.tier === 'feature' && to.feature !== from.feature)
      return 'a feature never imports another feature';
    if (wiring) return `a feature never imports the ${from.side} app's wiring`;
  }
  if (from.tier === 'platform' || from.tier === 'base') {
    if (to.tier === 'feature') return `${from.side} ${from.tier} code never imports a feature`;
    if (wiring) return `${from.side} ${from.tier} code never imports the ${from.side} app's wiring`;
  }
  return null;
}

// The specifiers found by `importVisitor` in the tree it is visiting (it visits synchronously, one at a time).
let found: string[] = [];
function take(node: ESTree.Node | null | undefined) {
  if (node?.type === 'Literal' && typeof node.value === 'string') found.push(node.value);
  const [quasi, ...more] = node?.type === 'TemplateLiteral' ? node.quasis : [];
  if (quasi?.value.cooked != null && more.length === 0) found.push(quasi.value.cooked);
}
const importVisitor = new Visitor({
  ImportDeclaration: (node) => take(node.source),
  ExportNamedDeclaration: (node) => take(node.source),
  ExportAllDeclaration: (node) => take(node.source),
  ImportExpression: (node) => take(node.source),
  TSImportType: (node) => take(node.source),
  TSExternalModuleReference: (node) => take(node.expression),
  CallExpression: (node) => {
    if (node.callee.type === 'Identifier' && node.callee.name === 'require') take(node.arguments[0]);
  },
});

/**
 * Every module specifier a file imports: static, type-only, re-exports, dynamic `import()`, `typeof
 * import()` in types, `import x = require()` and `require()`. Read from the file's syntax tree (Vite's
 * parser, as TypeScript or TSX by the file's name), so an import-like string or comment is not taken for one.
 */
export function importedSpecifiers(text: string, path = 'file.tsx'): string[] {
  const lang = path.endsWith('.ts') ? 'ts' : 'tsx';
  const { program, errors } = parseSync(path, text, { lang, sourceType: 'module' });
  if (errors.length > 0) throw new Error(`${path}: ${errors.map((e) => e.message).join('; ')}`);
  found = [];
  importVisitor.visit(program);
  return found;
}

/** A specifier as a repository-relative path (without extension), or null for a package. */
export function resolveSpecifier(fromPath: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return join('src', specifier.slice(2));
  if (specifier.startsWith('.')) return normalize(join(dirname(fromPath), specifier));
  return null;
}

export function findViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = partOf(file.path);
    if (!from) continue;
    for (const specifier of importedSpecifiers(file.text, file.path)) {
      const target = resolveSpecifier(file.path, specifier);
      const to = target ? partOf(target) : null;
      const rule = to ? refusal(from, to) : from.side === 'shared' ? packageRefusedInShared(specifier) : null;
      if (rule) violations.push({ from: file.path, to: target ?? 'a package', specifier, rule });
    }
  }
  return violations;
}

/**
 * Why shared code may not import a package, or null. Shared code runs on both sides, so it leans on
 * neither side's platform: no Node module (the browser has none) and no React (the server renders none).
 */
function packageRefusedInShared(specifier: string): string | null {
  if (specifier.startsWith('node:') || isBuiltin(specifier)) return 'shared code imports no Node module';
  if (/^react(-dom)?(\/|$)/.test(specifier)) return 'shared code imports no React';
  return null;
}

function stem(path: string): string {
  return path.replace(/\.(tsx?|jsx?)$/, '');
}
