/**
 * Mail clients read no style sheet, so the theme's colours are written out for emails: `brand` is the
 * app's one primary blue (`--color-primary` in src/web/theme.css; a unit test keeps the two equal).
 */
export const emailColors = {
  text: '#0f172a',
  muted: '#64748b',
  line: '#e2e8f0',
  brand: '#0774b5',
  panel: '#f8fafc',
} as const;
