// Import cycles under src/, part of `npm run lint`. A cycle makes each file's meaning depend on load order
// and leaves no file that can be read (or changed) first, so none is allowed, whatever the layers say.
// Every kind of import counts: static ones and re-exports, type-only ones (erased from the build, but a
// reader still follows them) and dynamic `import()` (the chunk loads later, yet the two files still
// depend on each other).
import { importedSpecifiers, resolveSpecifier, type SourceFile } from './rules';

/** One cycle: the files in import order, the first repeated at the end. */
export type Cycle = string[];

/**
 * The cycles among the files: for each import inside a tangle of files that reach each other (a strongly
 * connected component), the shortest cycle through it, so every import that keeps a tangle tied shows.
 */
export function findCycles(files: SourceFile[]): Cycle[] {
  const graph = importGraph(files);
  const cycles = new Map<string, Cycle>();
  for (const component of stronglyConnected(graph)) {
    for (const from of component) {
      for (const to of graph.get(from) ?? []) {
        if (!component.has(to)) continue;
        const cycle = [from, ...shortestPath(graph, to, from, component)];
        const rotated = rotateToFirst(cycle);
        cycles.set(rotated.join(' '), rotated);
      }
    }
  }
  return [...cycles.values()].sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

/** The cycle (its first file repeated at the end) starting at its alphabetically first file. */
function rotateToFirst(cycle: Cycle): Cycle {
  const ring = cycle.slice(0, -1);
  const first = ring.indexOf([...ring].sort()[0] ?? '');
  const rotated = [...ring.slice(first), ...ring.slice(0, first)];
  return [...rotated, ...rotated.slice(0, 1)];
}

/** Each file under src/ with the files under src/ it imports (packages and other assets left out). */
function importGraph(files: SourceFile[]): Map<string, string[]> {
  const paths = files.map((f) => f.path.replaceAll('\\', '/')).filter((p) => p.startsWith('src/'));
  const byModule = new Map<string, string>();
  for (const path of paths) {
    const module = path.replace(/\.tsx?$/, '');
    byModule.set(module, path);
    if (module.endsWith('/index')) byModule.set(module.slice(0, -'/index'.length), path);
  }
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const path = file.path.replaceAll('\\', '/');
    if (!path.startsWith('src/')) continue;
    const targets = importedSpecifiers(file.text, file.path).flatMap((specifier) => {
      const module = resolveSpecifier(path, specifier)?.replaceAll('\\', '/');
      const target = module && byModule.get(module.replace(/\.(tsx?|jsx?)$/, ''));
      return target ? [target] : [];
    });
    graph.set(path, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's algorithm: the graph's strongly connected components. */
function stronglyConnected(graph: Map<string, string[]>): Set<string>[] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: Set<string>[] = [];
  const lowOf = (node: string) => low.get(node) ?? Number.POSITIVE_INFINITY;

  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.size - 1);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(lowOf(node), lowOf(next)));
    }
    if (lowOf(node) === order.get(node)) {
      const component = new Set(stack.splice(stack.indexOf(node)));
      components.push(component);
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return components;
}

/** The shortest path from `start` to `end` through the files of one component (breadth first). */
function shortestPath(graph: Map<string, string[]>, start: string, end: string, component: Set<string>) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const node of queue) {
    if (node === end) break;
    for (const next of graph.get(node) ?? []) {
      if (component.has(next) && next !== start && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  const path = [end];
  for (let at = cameFrom.get(end); at !== undefined && path[0] !== start; at = cameFrom.get(at))
    path.unshift(at);
  return path;
}
