/**
 * Each item once, the first of any with the same key: a row that moved between two page reads of a list
 * would otherwise be listed twice.
 */
export function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}
