/**
 * Drilling schemas: a named hole and cut-out template for a pane, and the tempered-glass rules it
 * is checked against (MANUFACTURING.md 3.4). Every length is in millimetres.
 *
 * Coordinates: `x` runs along the pane's width and `y` along its height, both measured inward
 * from the schema's `referenceCorner`. A cut-out's `x`/`y` is its rectangle's corner nearest the
 * reference corner; `width` runs along x, `height` along y. `toPaneGeometry` turns a schema into
 * absolute pane coordinates (origin bottom-left, y up) for the rules, the drawing and the DXF.
 */
import { z } from 'zod';
import { formatMessage, type Lang, plError } from './messages.js';

/** Schema types; the model allows others later. */
export const SCHEMA_TYPES = ['drilling'] as const;
export const schemaTypeSchema = z.enum(SCHEMA_TYPES, { error: plError });

export const REFERENCE_CORNERS = ['bottom-left', 'bottom-right', 'top-left', 'top-right'] as const;
export type ReferenceCorner = (typeof REFERENCE_CORNERS)[number];
export type Edge = 'left' | 'right' | 'top' | 'bottom';

/** Largest pane side (a jumbo sheet is 6000 x 3210 mm). */
export const MAX_PANE_MM = 6000;
/** Thickest glass a schema may name. */
export const MAX_THICKNESS_MM = 50;
const MAX_HOLES = 200;
const MAX_CUTOUTS = 50;
const MAX_SCHEMA_NAME_LENGTH = 120;
export const MAX_SCHEMA_CODE_LENGTH = 40;
/** Hole and cut-out ids: a letter then letters, digits, `_` or `-` (H1, H2, C1, Z-1). */
const ELEMENT_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,9}$/;
/** Schema codes: letters, digits and `. _ - /`, starting with a letter or digit (ZS90-8). */
const SCHEMA_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const custom = (key: string, values: Record<string, string | number> = {}) => ({
  message: formatMessage(key, values, 'pl'),
  params: { key, values },
});

const mmCoordinate = z.number({ error: plError }).min(0, { error: plError }).max(MAX_PANE_MM, { error: plError });
const mmLength = z.number({ error: plError }).positive({ error: plError }).max(MAX_PANE_MM, { error: plError });
const elementId = z.string({ error: plError }).trim().min(1, { error: plError }).regex(ELEMENT_ID_PATTERN, { error: plError });

const holeSchema = z
  .object(
    {
      id: elementId,
      x: mmCoordinate,
      y: mmCoordinate,
      diameter: mmLength,
      /** Countersink (surface) diameter, larger than the hole; the rules measure the through hole. */
      countersink: mmLength.optional(),
    },
    { error: plError },
  )
  .strict()
  .superRefine((h, ctx) => {
    if (h.countersink !== undefined && h.countersink <= h.diameter)
      ctx.addIssue({ code: 'custom', path: ['countersink'], ...custom('schema.countersinkSmall', { diameter: h.diameter }) });
  });
export type Hole = z.infer<typeof holeSchema>;

const cutoutSchema = z
  .object(
    {
      id: elementId,
      x: mmCoordinate,
      y: mmCoordinate,
      width: mmLength,
      height: mmLength,
      cornerRadius: z.number({ error: plError }).min(0, { error: plError }).max(MAX_PANE_MM, { error: plError }),
    },
    { error: plError },
  )
  .strict()
  .superRefine((c, ctx) => {
    const max = Math.min(c.width, c.height) / 2;
    if (c.cornerRadius > max) ctx.addIssue({ code: 'custom', path: ['cornerRadius'], ...custom('schema.cornerRadiusTooLarge', { max }) });
  });
export type Cutout = z.infer<typeof cutoutSchema>;

/** The plain object shape (compose it with `.extend` in the module); `drillingSchemaSchema` adds the cross-field checks. */
const drillingSchemaShape = {
  type: schemaTypeSchema,
  code: z.string({ error: plError }).trim().min(1, { error: plError }).max(MAX_SCHEMA_CODE_LENGTH, { error: plError }).regex(SCHEMA_CODE_PATTERN, { error: plError }),
  name: z.string({ error: plError }).trim().min(1, { error: plError }).max(MAX_SCHEMA_NAME_LENGTH, { error: plError }),
  thicknessMin: z.number({ error: plError }).positive({ error: plError }).max(MAX_THICKNESS_MM, { error: plError }),
  thicknessMax: z.number({ error: plError }).positive({ error: plError }).max(MAX_THICKNESS_MM, { error: plError }),
  paneWidth: mmLength,
  paneHeight: mmLength,
  referenceCorner: z.enum(REFERENCE_CORNERS, { error: plError }).default('bottom-left'),
  holes: z.array(holeSchema, { error: plError }).max(MAX_HOLES, { error: plError }).default([]),
  cutouts: z.array(cutoutSchema, { error: plError }).max(MAX_CUTOUTS, { error: plError }).default([]),
};

/** Cross-field checks of a schema: thickness range, ids unique across holes and cut-outs. */
function refineDrillingSchema(
  s: { thicknessMin: number; thicknessMax: number; holes: { id: string }[]; cutouts: { id: string }[] },
  ctx: z.RefinementCtx,
): void {
  if (s.thicknessMin > s.thicknessMax) ctx.addIssue({ code: 'custom', path: ['thicknessMin'], ...custom('schema.thicknessRange') });
  const seen = new Set<string>();
  for (const list of ['holes', 'cutouts'] as const) {
    s[list].forEach((el, i) => {
      const id = el.id.toUpperCase();
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [list, i, 'id'], ...custom('schema.duplicateId', { id: el.id }) });
      seen.add(id);
    });
  }
}

/** A drilling schema as stored and sent (structure only: the tempered-glass rules are `checkSchema`). */
export const drillingSchemaSchema = z.object(drillingSchemaShape, { error: plError }).strict().superRefine(refineDrillingSchema);
export type DrillingSchema = z.infer<typeof drillingSchemaSchema>;
export type DrillingSchemaInput = z.input<typeof drillingSchemaSchema>;

// ---------------------------------------------------------------------------------------------
// Rules (configuration of the workshop: its tempering supplier's multiples of t)

/** Multiples of the glass thickness t (and floors in mm) the rules use; the server reads them from its config. */
export const drillingRulesSchema = z
  .object(
    {
      /** Hole diameter >= this x t ... */
      diameterMinTimesThickness: z.number({ error: plError }).positive({ error: plError }).max(10, { error: plError }).default(1),
      /** ... and >= this many mm. */
      diameterMinMm: z.number({ error: plError }).positive({ error: plError }).max(100, { error: plError }).default(6),
      /** Hole diameter <= the pane's shorter side / this (null: no upper limit). */
      diameterMaxShortSideDivisor: z.number({ error: plError }).min(1, { error: plError }).max(100, { error: plError }).nullable().default(3),
      /** Hole rim (or interior cut-out side) to pane edge >= this x t. */
      edgeMinTimesThickness: z.number({ error: plError }).positive({ error: plError }).max(20, { error: plError }).default(2),
      /** Rim to rim between holes and cut-outs >= this x t. */
      spacingMinTimesThickness: z.number({ error: plError }).positive({ error: plError }).max(20, { error: plError }).default(2),
      /** Hole rim to a corner's tip >= this x t (published values: 4t, 6t, 6.5t). */
      cornerMinTimesThickness: z.number({ error: plError }).positive({ error: plError }).max(20, { error: plError }).default(6.5),
      /** Cut-out corner radius >= this x t (0 switches the rule off). */
      cutoutCornerRadiusMinTimesThickness: z.number({ error: plError }).min(0, { error: plError }).max(10, { error: plError }).default(1),
    },
    { error: plError },
  )
  .strict();
export type DrillingRules = z.infer<typeof drillingRulesSchema>;

/** The defaults: diameter >= max(t, 6 mm) and <= short side / 3, rim to edge >= 2t, rim to rim >= 2t, rim to corner >= 6.5t, cut-out radius >= t. */
export const DEFAULT_DRILLING_RULES: Readonly<DrillingRules> = Object.freeze(drillingRulesSchema.parse({}));

/** The rules in mm for one thickness (what the screen shows beside the editor). */
export interface DrillingLimits {
  thickness: number;
  diameterMin: number;
  edgeMin: number;
  spacingMin: number;
  cornerMin: number;
  cutoutRadiusMin: number;
}

export function drillingLimits(thickness: number, rules: DrillingRules = DEFAULT_DRILLING_RULES): DrillingLimits {
  return {
    thickness,
    diameterMin: Math.max(rules.diameterMinTimesThickness * thickness, rules.diameterMinMm),
    edgeMin: rules.edgeMinTimesThickness * thickness,
    spacingMin: rules.spacingMinTimesThickness * thickness,
    cornerMin: rules.cornerMinTimesThickness * thickness,
    cutoutRadiusMin: rules.cutoutCornerRadiusMinTimesThickness * thickness,
  };
}

/** The rules as sentences for the screen, in `lang`. */
export function describeDrillingRules(rules: DrillingRules = DEFAULT_DRILLING_RULES, lang: Lang = 'pl'): string[] {
  const out = [
    formatMessage('rules.diameter', { timesThickness: rules.diameterMinTimesThickness, minMm: rules.diameterMinMm }, lang),
    formatMessage('rules.edge', { times: rules.edgeMinTimesThickness }, lang),
    formatMessage('rules.spacing', { times: rules.spacingMinTimesThickness }, lang),
    formatMessage('rules.corner', { times: rules.cornerMinTimesThickness }, lang),
  ];
  if (rules.diameterMaxShortSideDivisor !== null) out.splice(1, 0, formatMessage('rules.diameterMax', { divisor: rules.diameterMaxShortSideDivisor }, lang));
  if (rules.cutoutCornerRadiusMinTimesThickness > 0) out.push(formatMessage('rules.cutoutRadius', { times: rules.cutoutCornerRadiusMinTimesThickness }, lang));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Geometry

/** Minimal structural view the geometry needs (a parsed DrillingSchema satisfies it). */
export type SchemaGeometryInput = Pick<DrillingSchema, 'paneWidth' | 'paneHeight' | 'referenceCorner' | 'holes' | 'cutouts'>;

/** A hole in pane coordinates: origin at the pane's bottom-left corner, y up. */
export interface PaneHole {
  id: string;
  index: number;
  cx: number;
  cy: number;
  r: number;
  countersinkR: number | null;
  /** The schema's own x/y (from the reference corner), for labels and dimensions. */
  x: number;
  y: number;
  diameter: number;
}

/** A cut-out in pane coordinates (x1 < x2, y1 < y2; origin bottom-left, y up). */
export interface PaneCutout {
  id: string;
  index: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  r: number;
  x: number;
  y: number;
}

export interface PaneGeometry {
  width: number;
  height: number;
  referenceCorner: ReferenceCorner;
  holes: PaneHole[];
  cutouts: PaneCutout[];
}

/** Schema coordinates (from the reference corner, inward) -> pane coordinates (bottom-left origin, y up). */
export function toPaneGeometry(schema: SchemaGeometryInput): PaneGeometry {
  const W = schema.paneWidth;
  const H = schema.paneHeight;
  const fromRight = schema.referenceCorner.endsWith('right');
  const fromTop = schema.referenceCorner.startsWith('top');
  const px = (x: number) => (fromRight ? W - x : x);
  const py = (y: number) => (fromTop ? H - y : y);
  return {
    width: W,
    height: H,
    referenceCorner: schema.referenceCorner,
    holes: schema.holes.map((h, index) => ({
      id: h.id,
      index,
      cx: px(h.x),
      cy: py(h.y),
      r: h.diameter / 2,
      countersinkR: h.countersink !== undefined ? h.countersink / 2 : null,
      x: h.x,
      y: h.y,
      diameter: h.diameter,
    })),
    cutouts: schema.cutouts.map((c, index) => {
      const [x1, x2] = fromRight ? [W - c.x - c.width, W - c.x] : [c.x, c.x + c.width];
      const [y1, y2] = fromTop ? [H - c.y - c.height, H - c.y] : [c.y, c.y + c.height];
      return { id: c.id, index, x1, y1, x2, y2, r: c.cornerRadius, x: c.x, y: c.y };
    }),
  };
}

/** Distance between two axis-aligned rectangles (0 when they touch or overlap). */
function rectGap(a: { x1: number; y1: number; x2: number; y2: number }, b: { x1: number; y1: number; x2: number; y2: number }): number {
  const dx = Math.max(0, a.x1 - b.x2, b.x1 - a.x2);
  const dy = Math.max(0, a.y1 - b.y2, b.y1 - a.y2);
  return Math.hypot(dx, dy);
}

/** A rounded rectangle is its rectangle shrunk by r, grown by a disc of radius r: distances to it go to the shrunk core, minus r. */
const core = (c: PaneCutout) => ({ x1: c.x1 + c.r, y1: c.y1 + c.r, x2: c.x2 - c.r, y2: c.y2 - c.r });

/** Rim of hole `h` to the boundary of cut-out `c` (negative when they overlap). */
function holeToCutoutGap(h: PaneHole, c: PaneCutout): number {
  const k = core(c);
  const inside = h.cx >= c.x1 && h.cx <= c.x2 && h.cy >= c.y1 && h.cy <= c.y2;
  if (inside) return -h.r; // the centre is in the cut-out: overlapping
  return rectGap({ x1: h.cx, y1: h.cy, x2: h.cx, y2: h.cy }, k) - c.r - h.r;
}

/** Boundary to boundary of two cut-outs (negative or 0 when they overlap). */
function cutoutGap(a: PaneCutout, b: PaneCutout): number {
  return rectGap(core(a), core(b)) - a.r - b.r;
}

// ---------------------------------------------------------------------------------------------
// The check

export const DRILLING_VIOLATION_CODES = [
  'THICKNESS_OUT_OF_RANGE',
  'HOLE_OUTSIDE_PANE',
  'HOLE_DIAMETER_TOO_SMALL',
  'HOLE_DIAMETER_TOO_LARGE',
  'HOLE_TOO_CLOSE_TO_EDGE',
  'HOLE_TOO_CLOSE_TO_CORNER',
  'HOLE_TOO_CLOSE_TO_HOLE',
  'HOLE_TOO_CLOSE_TO_CUTOUT',
  'CUTOUT_OUTSIDE_PANE',
  'CUTOUT_SPLITS_PANE',
  'CUTOUT_TOO_CLOSE_TO_EDGE',
  'CUTOUT_TOO_CLOSE_TO_CUTOUT',
  'CUTOUT_CORNER_RADIUS_TOO_SMALL',
] as const;
export type DrillingViolationCode = (typeof DRILLING_VIOLATION_CODES)[number];

const KEY_OF: Record<DrillingViolationCode, string> = {
  THICKNESS_OUT_OF_RANGE: 'drilling.thicknessOutOfRange',
  HOLE_OUTSIDE_PANE: 'drilling.holeOutsidePane',
  HOLE_DIAMETER_TOO_SMALL: 'drilling.holeDiameterTooSmall',
  HOLE_DIAMETER_TOO_LARGE: 'drilling.holeDiameterTooLarge',
  HOLE_TOO_CLOSE_TO_EDGE: 'drilling.holeTooCloseToEdge',
  HOLE_TOO_CLOSE_TO_CORNER: 'drilling.holeTooCloseToCorner',
  HOLE_TOO_CLOSE_TO_HOLE: 'drilling.holeTooCloseToHole',
  HOLE_TOO_CLOSE_TO_CUTOUT: 'drilling.holeTooCloseToCutout',
  CUTOUT_OUTSIDE_PANE: 'drilling.cutoutOutsidePane',
  CUTOUT_SPLITS_PANE: 'drilling.cutoutSplitsPane',
  CUTOUT_TOO_CLOSE_TO_EDGE: 'drilling.cutoutTooCloseToEdge',
  CUTOUT_TOO_CLOSE_TO_CUTOUT: 'drilling.cutoutTooCloseToCutout',
  CUTOUT_CORNER_RADIUS_TOO_SMALL: 'drilling.cutoutCornerRadiusTooSmall',
};

/** One broken rule. `measured` and `limit` are mm (to 0.01); distances are rim to rim, rim to edge, rim to corner tip. */
export interface DrillingViolation {
  code: DrillingViolationCode;
  /** The offending element (`holes[1]`, `cutouts[0]`), or its field (`holes[1].diameter`, `cutouts[0].cornerRadius`), or `thickness`. */
  path: string;
  /** The hole or cut-out id (`H2`); null for the thickness. */
  elementId: string | null;
  /** The other hole or cut-out for spacing rules. */
  otherId: string | null;
  /** The edge for edge rules (as drawn: left/right/top/bottom of the pane). */
  edge: Edge | null;
  /** The corner for the corner rule. */
  corner: ReferenceCorner | null;
  measured: number;
  limit: number;
  /** i18n key (relative to `manufacturingDomain`) and values; `renderViolation` renders it. */
  key: string;
  values: Record<string, string | number>;
  /** Polish, e.g. "Otwór H2 za blisko narożnika: 40 mm < 52 mm". */
  message: string;
  messageEn: string;
}

/** Comparisons tolerate floating-point noise: a value equal to its limit passes. */
const EPS = 1e-6;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Renders a violation's message in `lang` (edge names are translated too). */
export function renderViolation(v: Pick<DrillingViolation, 'key' | 'values'>, lang: Lang = 'pl'): string {
  const values = { ...v.values };
  if (typeof values.edge === 'string') values.edge = formatMessage(`edges.${values.edge}`, {}, lang);
  return formatMessage(v.key, values, lang);
}

/**
 * Checks a schema against the tempered-glass rules for glass `thickness` (mm) and returns every
 * violation at once (empty: the schema is fine). With no thickness, the schema's `thicknessMax`
 * is used: every limit grows with t, so a schema that passes at its thickest glass passes at
 * every thickness of its range. To check a schema on a real pane, pass the pane's size in
 * `paneWidth`/`paneHeight` (holes keep their distances from the reference corner).
 *
 * Messages show a too-close distance rounded down to a whole mm, so a violation never reads as
 * its own limit ("51 mm < 52 mm", never "52 mm < 52 mm"); `measured` keeps 0.01 mm.
 */
export function checkSchema(
  schema: SchemaGeometryInput & Pick<DrillingSchema, 'thicknessMin' | 'thicknessMax'>,
  thickness: number = schema.thicknessMax,
  rules: DrillingRules = DEFAULT_DRILLING_RULES,
): DrillingViolation[] {
  const out: DrillingViolation[] = [];
  const g = toPaneGeometry(schema);
  const W = g.width;
  const H = g.height;
  const limits = drillingLimits(thickness, rules);

  const add = (
    code: DrillingViolationCode,
    path: string,
    measured: number,
    limit: number,
    extra: { elementId?: string | null; otherId?: string | null; edge?: Edge | null; corner?: ReferenceCorner | null; shownMeasured?: number; values?: Record<string, string | number> } = {},
  ) => {
    const values: Record<string, string | number> = {
      ...(extra.elementId ? { id: extra.elementId } : {}),
      ...(extra.otherId ? { other: extra.otherId } : {}),
      ...(extra.edge ? { edge: extra.edge } : {}),
      measured: extra.shownMeasured ?? round2(measured),
      limit: round2(limit),
      ...extra.values,
    };
    const v = {
      code,
      path,
      elementId: extra.elementId ?? null,
      otherId: extra.otherId ?? null,
      edge: extra.edge ?? null,
      corner: extra.corner ?? null,
      measured: round2(measured),
      limit: round2(limit),
      key: KEY_OF[code],
      values,
    };
    out.push({ ...v, message: renderViolation(v, 'pl'), messageEn: renderViolation(v, 'en') });
  };
  const tooClose = (measured: number) => Math.floor(measured + EPS);

  if (thickness < schema.thicknessMin - EPS || thickness > schema.thicknessMax + EPS) {
    const limit = thickness < schema.thicknessMin ? schema.thicknessMin : schema.thicknessMax;
    add('THICKNESS_OUT_OF_RANGE', 'thickness', thickness, limit, { values: { thickness, min: schema.thicknessMin, max: schema.thicknessMax } });
  }

  const corners: Array<{ corner: ReferenceCorner; x: number; y: number }> = [
    { corner: 'bottom-left', x: 0, y: 0 },
    { corner: 'bottom-right', x: W, y: 0 },
    { corner: 'top-left', x: 0, y: H },
    { corner: 'top-right', x: W, y: H },
  ];
  const maxDiameter = rules.diameterMaxShortSideDivisor === null ? Infinity : Math.min(W, H) / rules.diameterMaxShortSideDivisor;

  for (const h of g.holes) {
    const path = `holes[${h.index}]`;
    const id = h.id;
    if (h.diameter < limits.diameterMin - EPS) add('HOLE_DIAMETER_TOO_SMALL', `${path}.diameter`, h.diameter, limits.diameterMin, { elementId: id });
    if (h.diameter > maxDiameter + EPS) add('HOLE_DIAMETER_TOO_LARGE', `${path}.diameter`, h.diameter, maxDiameter, { elementId: id });

    const rims: Array<[Edge, number]> = [
      ['left', h.cx - h.r],
      ['right', W - h.cx - h.r],
      ['bottom', h.cy - h.r],
      ['top', H - h.cy - h.r],
    ];
    const minRim = Math.min(...rims.map(([, d]) => d));
    if (minRim < -EPS) {
      // Outside: edge and corner distances would only repeat it.
      add('HOLE_OUTSIDE_PANE', path, minRim, 0, { elementId: id });
    } else {
      for (const [edge, d] of rims) {
        if (d < limits.edgeMin - EPS) add('HOLE_TOO_CLOSE_TO_EDGE', path, d, limits.edgeMin, { elementId: id, edge, shownMeasured: tooClose(d) });
      }
      const nearest = corners
        .map((c) => ({ corner: c.corner, d: Math.hypot(h.cx - c.x, h.cy - c.y) - h.r }))
        .reduce((a, b) => (b.d < a.d ? b : a));
      if (nearest.d < limits.cornerMin - EPS)
        add('HOLE_TOO_CLOSE_TO_CORNER', path, nearest.d, limits.cornerMin, { elementId: id, corner: nearest.corner, shownMeasured: tooClose(nearest.d) });
    }

    for (const other of g.holes.slice(0, h.index)) {
      const d = Math.hypot(h.cx - other.cx, h.cy - other.cy) - h.r - other.r;
      if (d < limits.spacingMin - EPS) add('HOLE_TOO_CLOSE_TO_HOLE', path, d, limits.spacingMin, { elementId: id, otherId: other.id, shownMeasured: tooClose(d) });
    }
    for (const c of g.cutouts) {
      const d = holeToCutoutGap(h, c);
      if (d < limits.spacingMin - EPS) add('HOLE_TOO_CLOSE_TO_CUTOUT', path, d, limits.spacingMin, { elementId: id, otherId: c.id, shownMeasured: tooClose(d) });
    }
  }

  for (const c of g.cutouts) {
    const path = `cutouts[${c.index}]`;
    const id = c.id;
    const sides: Array<[Edge, number]> = [
      ['left', c.x1],
      ['right', W - c.x2],
      ['bottom', c.y1],
      ['top', H - c.y2],
    ];
    const minSide = Math.min(...sides.map(([, d]) => d));
    if (minSide < -EPS) {
      add('CUTOUT_OUTSIDE_PANE', path, minSide, 0, { elementId: id });
    } else {
      const touches = (d: number) => Math.abs(d) <= EPS;
      if ((touches(c.x1) && touches(W - c.x2)) || (touches(c.y1) && touches(H - c.y2))) add('CUTOUT_SPLITS_PANE', path, 0, 0, { elementId: id });
      // A side that touches an edge is a notch open to that edge (meant to touch it); every other side keeps the edge distance.
      for (const [edge, d] of sides) {
        if (!touches(d) && d < limits.edgeMin - EPS) add('CUTOUT_TOO_CLOSE_TO_EDGE', path, d, limits.edgeMin, { elementId: id, edge, shownMeasured: tooClose(d) });
      }
    }
    if (limits.cutoutRadiusMin > 0 && c.r < limits.cutoutRadiusMin - EPS)
      add('CUTOUT_CORNER_RADIUS_TOO_SMALL', `${path}.cornerRadius`, c.r, limits.cutoutRadiusMin, { elementId: id });
    for (const other of g.cutouts.slice(0, c.index)) {
      const d = cutoutGap(c, other);
      if (d < limits.spacingMin - EPS) add('CUTOUT_TOO_CLOSE_TO_CUTOUT', path, d, limits.spacingMin, { elementId: id, otherId: other.id, shownMeasured: tooClose(d) });
    }
  }
  return out;
}
