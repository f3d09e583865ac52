import { svgRefusal } from '../../src/shared/domain/logo-images';

// The SVGs every logo upload (a client's, the agency's) is tested with: one rule, one set of cases.

export const cleanSvg =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="500" height="200" viewBox="0 0 500 200"><defs><linearGradient id="g"><stop offset="0" stop-color="#38b6ff"/></linearGradient></defs><style>.t{font:700 64px sans-serif}</style><rect width="500" height="200" fill="url(#g)"/><use xlink:href="#g"/><text class="t" x="20" y="120">Able Co</text></svg>';

const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`;
const unsafe = (target: string) => svgRefusal({ kind: 'external-reference', target });

/** What each hostile SVG holds, the file, and the exact refusal its uploader reads. */
export const hostileSvgs: [string, string, string][] = [
  ['a script element', svg('<script>alert(1)</script>'), svgRefusal({ kind: 'script' })],
  [
    'a prefixed script element',
    svg('<svg:script>alert(1)</svg:script>', ' xmlns:svg="http://www.w3.org/2000/svg"'),
    svgRefusal({ kind: 'script' }),
  ],
  [
    'an onload handler',
    svg('<rect width="1" height="1"/>', ' onload="alert(1)"'),
    svgRefusal({ kind: 'event-handler', attribute: 'onload' }),
  ],
  [
    'an onclick handler in any case',
    svg('<rect width="1" height="1" onClick="alert(1)"/>'),
    svgRefusal({ kind: 'event-handler', attribute: 'onClick' }),
  ],
  [
    'a javascript: href',
    svg('<a href="javascript:alert(1)"><text>x</text></a>'),
    svgRefusal({ kind: 'script-link' }),
  ],
  [
    'an encoded javascript: xlink:href',
    svg('<a xlink:href="&#106;ava&#x09;script:alert(1)"><text>x</text></a>'),
    svgRefusal({ kind: 'script-link' }),
  ],
  [
    'an external https href',
    svg('<image href="https://evil.example/track.png"/>'),
    unsafe('https://evil.example/track.png'),
  ],
  [
    'an external http xlink:href',
    svg(
      '<use xlink:href="http://evil.example/sprite.svg#a"/>',
      ' xmlns:xlink="http://www.w3.org/1999/xlink"',
    ),
    unsafe('http://evil.example/sprite.svg#a'),
  ],
  [
    'an external url() in a style sheet',
    svg('<style>rect{fill:url(https://evil.example/x.svg#p)}</style><rect width="1" height="1"/>'),
    unsafe('url(https://evil.example/x.svg#p)'),
  ],
  [
    'a foreignObject',
    svg('<foreignObject width="10" height="10"><div>hi</div></foreignObject>'),
    svgRefusal({ kind: 'embedded-document', element: 'foreignObject' }),
  ],
  [
    'an entity declaration',
    `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`,
    svgRefusal({ kind: 'entities' }),
  ],
  [
    'a script far past the first bytes',
    svg(`${'<rect width="1" height="1"/>'.repeat(2000)}<script>alert(1)</script>`),
    svgRefusal({ kind: 'script' }),
  ],
];
