/**
 * A drilling schema as DXF for the CNC or the tempering plant, written with
 * @tarikjabiri/dxf (maintained, TypeScript, no node built-ins: runs in node and the browser).
 *
 * Units: millimetres ($INSUNITS = 4). Origin: the pane's bottom-left corner, y up (CAD
 * convention), whatever the schema's reference corner. Layers: OUTLINE (the pane as a closed
 * polyline, and each cut-out as a closed polyline with arcs for its rounded corners), HOLES (one
 * CIRCLE per through hole), COUNTERSINKS (a CIRCLE per countersink, so a machine never takes it
 * for a hole).
 *
 * Not re-exported from index.ts: the writer is ~180 kB, so the client imports this file lazily
 * (`await import('.../domain/manufacturing/dxf')`) when the user asks for a DXF.
 */
import { DxfWriter, LWPolylineFlags, Units, point2d, point3d, type LWPolylineVertex } from '@tarikjabiri/dxf';
import { toPaneGeometry, type SchemaGeometryInput, type PaneCutout } from './drilling.js';

export const DXF_LAYERS = { outline: 'OUTLINE', holes: 'HOLES', countersinks: 'COUNTERSINKS' } as const;
/** AutoCAD colour index per layer: white/black outline, red holes, blue countersinks. */
const LAYER_COLORS = { OUTLINE: 7, HOLES: 1, COUNTERSINKS: 5 } as const;
/** Bulge of a 90° counter-clockwise arc: tan(90° / 4). */
export const QUARTER_ARC_BULGE = Math.tan(Math.PI / 8);

/** A cut-out's boundary, counter-clockwise from its bottom edge, with a bulge on each rounded corner. */
export function cutoutVertices(c: Pick<PaneCutout, 'x1' | 'y1' | 'x2' | 'y2' | 'r'>): LWPolylineVertex[] {
  const { x1, y1, x2, y2, r } = c;
  if (r <= 0) return [point2d(x1, y1), point2d(x2, y1), point2d(x2, y2), point2d(x1, y2)].map((point) => ({ point }));
  const b = QUARTER_ARC_BULGE;
  const raw: Array<[number, number, number]> = [
    [x1 + r, y1, 0],
    [x2 - r, y1, b],
    [x2, y1 + r, 0],
    [x2, y2 - r, b],
    [x2 - r, y2, 0],
    [x1 + r, y2, b],
    [x1, y2 - r, 0],
    [x1, y1 + r, b],
  ];
  // With r at half a side, a straight segment has length 0: drop its start (always the bulge-0 vertex).
  const kept = raw.filter((v, i) => {
    const next = raw[(i + 1) % raw.length];
    return !(v[2] === 0 && Math.abs(v[0] - next[0]) < 1e-9 && Math.abs(v[1] - next[1]) < 1e-9);
  });
  return kept.map(([x, y, bulge]) => ({ point: point2d(x, y), ...(bulge ? { bulge } : {}) }));
}

/** The DXF text (ASCII, AutoCAD 2007 format as the writer produces it). */
export function schemaToDxf(schema: SchemaGeometryInput): string {
  const g = toPaneGeometry(schema);
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Millimeters);
  for (const name of Object.values(DXF_LAYERS)) dxf.addLayer(name, LAYER_COLORS[name], 'CONTINUOUS');

  dxf.addLWPolyline(
    [point2d(0, 0), point2d(g.width, 0), point2d(g.width, g.height), point2d(0, g.height)].map((point) => ({ point })),
    { flags: LWPolylineFlags.Closed, layerName: DXF_LAYERS.outline },
  );
  for (const c of g.cutouts) dxf.addLWPolyline(cutoutVertices(c), { flags: LWPolylineFlags.Closed, layerName: DXF_LAYERS.outline });
  for (const h of g.holes) {
    dxf.addCircle(point3d(h.cx, h.cy, 0), h.r, { layerName: DXF_LAYERS.holes });
    if (h.countersinkR !== null) dxf.addCircle(point3d(h.cx, h.cy, 0), h.countersinkR, { layerName: DXF_LAYERS.countersinks });
  }
  return dxf.stringify();
}
