/** A LIKE pattern matching the text anywhere: `%` and `_` in what a person types are literal characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
