import dxfParserModule from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { DXF_LAYERS, QUARTER_ARC_BULGE, cutoutVertices, schemaToDxf } from '../../../../domain/manufacturing/dxf.js';
import { checkSchema, drawSchemaSvg, escapeXml, type DrillingSchema } from '../../../../domain/manufacturing/index.js';

// dxf-parser is CommonJS with a `default` export: node's ESM loader hands over module.exports, vite may unwrap it.
const DxfParser = ((dxfParserModule as unknown as { default?: unknown }).default ?? dxfParserModule) as typeof dxfParserModule.default;

const door: DrillingSchema = {
  type: 'drilling',
  code: 'ZS90-8',
  name: 'Drzwi: zawias szkło-ściana 90°',
  thicknessMin: 8,
  thicknessMax: 8,
  paneWidth: 800,
  paneHeight: 1950,
  referenceCorner: 'top-left',
  holes: [
    { id: 'H1', x: 40, y: 250, diameter: 14 },
    { id: 'H2', x: 25, y: 40, diameter: 14, countersink: 24 },
  ],
  cutouts: [{ id: 'C1', x: 0, y: 600, width: 30, height: 70, cornerRadius: 8 }],
};

describe('drawSchemaSvg', () => {
  const svg = drawSchemaSvg(door, { violations: checkSchema(door) });

  it('is one <svg> with a viewBox in millimetres around the pane', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    const [x, y, w, h] = /viewBox="([^"]+)"/.exec(svg)![1].split(' ').map(Number);
    expect(x).toBeLessThan(0);
    expect(y).toBeLessThan(0);
    expect(w).toBeCloseTo(800 - 2 * x);
    expect(h).toBeCloseTo(1950 - 2 * y);
    expect(svg).toContain('<rect x="0" y="0" width="800" height="1950"');
  });

  it('draws every hole at its place (reference corner top-left: y measured down from the top), the countersink and the cut-out', () => {
    expect(svg).toMatch(/<g data-hole="H1"><title>H1<\/title><circle cx="40" cy="250" r="7"/);
    expect(svg).toMatch(/data-hole="H2"[^>]*><title>[^<]*<\/title><circle cx="25" cy="40" r="12" fill="none"[^>]*stroke-dasharray/);
    expect(svg).toContain('<circle cx="25" cy="40" r="7"');
    expect(svg).toMatch(/<rect data-cutout="C1" x="0" y="600" width="30" height="70" rx="8"/);
  });

  it('has dimension lines: overall width and height, and each position from the reference corner', () => {
    expect(svg).toContain('data-dimension="width"');
    expect(svg).toContain('data-dimension="height"');
    expect(svg).toMatch(/>800<\/text>/);
    expect(svg).toMatch(/>1950<\/text>/);
    for (const x of [25, 40]) expect(svg).toContain(`data-ordinate-x="${x}"`);
    for (const y of [40, 250, 600]) expect(svg).toContain(`data-ordinate-y="${y}"`);
    expect(svg).toContain('H1 Ø14');
    expect(svg).toContain('C1 30×70 R8');
  });

  it('highlights the violations it is given, with the message as the tooltip', () => {
    expect(svg).toMatch(/<g data-hole="H2" data-violation="true"><title>Otwór H2 za blisko narożnika: 40 mm &lt; 52 mm<\/title>/);
    expect(svg).not.toMatch(/data-hole="H1" data-violation/);
    expect(drawSchemaSvg(door)).not.toContain('data-violation');
  });

  it('escapes text from the schema and carries no script, handler or external resource', () => {
    const evil = drawSchemaSvg({ ...door, name: '<script>alert("x")</script> & <img src=x onerror=alert(1)>', code: "A'1" });
    expect(evil).not.toContain('<script');
    expect(evil).not.toContain('<img');
    expect(evil).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt; (A&#39;1)');
    for (const s of [svg, evil]) {
      expect(s).not.toMatch(/href|url\(|<style|<foreignObject|\son[a-z]+="/i);
    }
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('the thumbnail keeps the outline, holes, cut-outs and the overall size in large type, without hole labels or dimension lines', () => {
    const thumb = drawSchemaSvg(door, { detail: 'thumbnail', width: 96 });
    expect(thumb).toContain('width="96"');
    expect(thumb).toContain('data-hole="H1"');
    expect(thumb).toContain('data-cutout="C1"');
    expect(thumb).toContain('>800×1950</text>');
    expect(thumb).not.toContain('data-dimension');
    expect(thumb).not.toContain('H1 Ø14');
    const fontOf = (s: string) => Math.max(...[...s.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
    expect(fontOf(thumb)).toBeGreaterThan(fontOf(svg) * 2);
  });

  it('numbers follow the language (decimal comma in Polish)', () => {
    const odd = { ...door, paneWidth: 800.5 };
    expect(drawSchemaSvg(odd)).toContain('>800,5</text>');
    expect(drawSchemaSvg(odd, { lang: 'en' })).toContain('>800.5</text>');
  });
});

describe('schemaToDxf, parsed back with dxf-parser', () => {
  const parsed = new DxfParser().parseSync(schemaToDxf(door))!;
  type Ent = { type: string; layer: string; center?: { x: number; y: number }; radius?: number; vertices?: Array<{ x: number; y: number; bulge?: number }>; shape?: boolean };
  const entities = parsed.entities as unknown as Ent[];

  it('is in millimetres', () => {
    expect((parsed.header as Record<string, unknown>).$INSUNITS).toBe(4);
  });

  it('has the OUTLINE, HOLES and COUNTERSINKS layers', () => {
    const layers = Object.keys((parsed.tables as unknown as { layer: { layers: Record<string, unknown> } }).layer.layers);
    expect(layers).toEqual(expect.arrayContaining([DXF_LAYERS.outline, DXF_LAYERS.holes, DXF_LAYERS.countersinks]));
  });

  it('the outline is a closed polyline of the pane, origin bottom-left', () => {
    const outline = entities.filter((e) => e.layer === 'OUTLINE' && e.type === 'LWPOLYLINE');
    expect(outline).toHaveLength(2); // the pane and the cut-out
    expect(outline[0].shape).toBe(true);
    expect(outline[0].vertices!.map((v) => [v.x, v.y])).toEqual([
      [0, 0],
      [800, 0],
      [800, 1950],
      [0, 1950],
    ]);
  });

  it('holes are circles on HOLES, centres converted from the top-left reference (y up), radius = diameter / 2', () => {
    const holes = entities.filter((e) => e.type === 'CIRCLE' && e.layer === 'HOLES');
    expect(holes.map((h) => [h.center!.x, h.center!.y, h.radius])).toEqual([
      [40, 1950 - 250, 7],
      [25, 1950 - 40, 7],
    ]);
    const sinks = entities.filter((e) => e.type === 'CIRCLE' && e.layer === 'COUNTERSINKS');
    expect(sinks.map((h) => [h.center!.x, h.center!.y, h.radius])).toEqual([[25, 1910, 12]]);
  });

  it('the cut-out is a closed polyline with a quarter arc on each rounded corner', () => {
    const c = entities.filter((e) => e.layer === 'OUTLINE' && e.type === 'LWPOLYLINE')[1];
    expect(c.shape).toBe(true);
    // Notch at x 0..30, y (from the top) 600..670 -> y up 1280..1350, radius 8.
    const xs = c.vertices!.map((v) => v.x);
    const ys = c.vertices!.map((v) => v.y);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([0, 30, 1280, 1350]);
    expect(c.vertices!.filter((v) => v.bulge !== undefined && Math.abs(v.bulge - QUARTER_ARC_BULGE) < 1e-9)).toHaveLength(4);
  });

  it('a square cut-out has four plain corners; a radius of half a side drops the zero-length sides', () => {
    expect(cutoutVertices({ x1: 0, y1: 0, x2: 10, y2: 20, r: 0 })).toHaveLength(4);
    const round = cutoutVertices({ x1: 0, y1: 0, x2: 10, y2: 20, r: 5 });
    expect(round).toHaveLength(6);
    expect(round.filter((v) => v.bulge)).toHaveLength(4);
  });
});
