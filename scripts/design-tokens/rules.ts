// One primary blue (src/web/theme.css): a primary button, link, active state or focus ring names the
// `primary`, `primary-hover` or `ring` token, never a shade of the blue scale, and no component invents
// a colour of its own. Decoration stays free: tints (brand-50 to brand-500), dark shades behind white
// text on banners (brand-800 and darker), gradient stops, shadows and translucent glows (`/30`).

export type TokenRule = { name: string; pattern: RegExp };

/** A class name ends at a space, a quote, a backtick or a bracket of the surrounding code. */
const end = String.raw`(?=$|[\s'"\`,)}\]])`;

export const tokenRules: TokenRule[] = [
  {
    // Solid (not translucent) uses of the two blues the primary role once had, with any variant prefix.
    name: 'a primary role names a blue shade instead of the primary token',
    pattern: new RegExp(
      String.raw`(?:^|[\s'"\`:])(?:text|bg|border|outline|ring|decoration|fill|stroke|accent|caret)-brand-(?:600|700)${end}`,
      'g',
    ),
  },
  {
    name: 'a hover names a blue shade instead of primary-hover',
    pattern: new RegExp(`hover:(?:text|bg|border)-brand-800${end}`, 'g'),
  },
  {
    // Filled buttons or badges in another blue scale: a second primary.
    name: 'a filled control in another blue',
    pattern: new RegExp(String.raw`(?:^|[\s'"\`:])bg-(?:sky|blue|indigo)-(?:600|700|800)${end}`, 'g'),
  },
  {
    name: 'a raw hex colour in a class name',
    pattern: /\b(?:text|bg|border|outline|ring|fill|stroke|from|via|to|shadow|accent|caret|decoration)-\[#/g,
  },
  {
    name: 'a raw hex colour in an inline style',
    pattern: /\b(?:color|background|backgroundColor|borderColor|outlineColor|fill|stroke)\s*:\s*['"`]#/g,
  },
];

export type TokenViolation = { line: number; rule: string; text: string };

/** Every use in one file's text that breaks a rule above, with its line. */
export function findTokenViolations(source: string): TokenViolation[] {
  const found: TokenViolation[] = [];
  source.split('\n').forEach((text, index) => {
    for (const rule of tokenRules) {
      for (const match of text.matchAll(rule.pattern)) {
        found.push({ line: index + 1, rule: rule.name, text: match[0].trim() });
      }
    }
  });
  return found;
}
