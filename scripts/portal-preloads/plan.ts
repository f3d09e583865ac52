type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The files of `key`'s chunk and, transitively, of the chunks it imports statically, in load order. */
function chunkFiles(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the portal's Vite manifest: is portal-pages.ts stale?`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
}

/**
 * For each page (its URL pattern and the source files it is made of, its area's shell first), the chunks
 * its first load needs beyond those index.html already loads.
 */
export function planPreloads(manifest: Manifest, pages: Record<string, string[]>): Record<string, string[]> {
  const inIndex = new Set<string>();
  chunkFiles(manifest, 'index.html', inIndex);
  return Object.fromEntries(
    Object.entries(pages).map(([path, sources]) => {
      const files = new Set<string>();
      for (const source of sources) chunkFiles(manifest, source, files);
      return [path, [...files].filter((file) => !inIndex.has(file))];
    }),
  );
}
