import { describe, expect, it } from 'vitest';
import { findSvgProblem, looksLikeSvg } from '../../src/server/storage/svg-image';

// The whole-file reader behind every logo upload: real exports pass, what could run or load is named.

const inkscapeExport = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40">
  <sodipodi:namedview id="base" inkscape:zoom="2"/>
  <metadata><rdf:RDF><dc:title>Logo</dc:title></rdf:RDF></metadata>
  <image width="10" height="10" xlink:href="data:image/png;base64,iVBORw0KGgo="/>
  <path d="M0 0h10v10z" style="fill:#38b6ff;stroke:none"/>
  <a href="#top"><text>Able</text></a>
</svg>`;

describe('SVG logos', () => {
  it('takes an editor export with metadata, a DTD reference, an embedded PNG and own-fragment links', () => {
    expect(looksLikeSvg(Buffer.from(inkscapeExport))).toBe(true);
    expect(findSvgProblem(inkscapeExport)).toBeUndefined();
  });

  it.each([
    ['<svg><set attributeName="href" to="#a"/></svg>', 'external-reference'],
    ['<svg><set attributeName="onclick" to="x"/></svg>', 'event-handler'],
    ['<svg><h:div xmlns:h="http://www.w3.org/1999/xhtml"/></svg>', 'embedded-document'],
    ['<svg><iframe/></svg>', 'embedded-document'],
    ['<svg><style>@import "https://evil.example/a.css";</style></svg>', 'external-reference'],
    ['<svg><rect fill="url(https://evil.example/p.svg#p)"/></svg>', 'external-reference'],
    ['<?xml-stylesheet href="https://evil.example/a.css"?><svg/>', 'external-reference'],
    ['<svg><a href="data:text/html,&lt;script&gt;"/></svg>', 'script-link'],
    ['<svg><a href=" JaVaScRiPt :alert(1)"/></svg>', 'script-link'],
    ['<svg><style><![CDATA[a{background:url(javascript:alert(1))}]]></style></svg>', 'script-link'],
    ['<html><svg/></html>', 'not-svg'],
  ])('refuses %s (%s)', (text, kind) => {
    expect(findSvgProblem(text)?.kind).toBe(kind);
  });
});
