/**
 * The drawing of a drilling schema as an SVG string: the pane, its holes (and countersinks),
 * cut-outs, dimension lines (overall width and height; every hole and cut-out position as an
 * ordinate from the reference corner) and, optionally, the violations highlighted. One function
 * for the editor (live), list thumbnails, the PDF production sheet and label previews.
 *
 * The viewBox is in millimetres (the pane from 0,0 to width,height, y down as SVG draws it, with a
 * margin for the dimensions). Strokes are `non-scaling-stroke` in px, so lines stay visible at any
 * size; text is sized relative to the pane, and the thumbnail detail level keeps only the overall
 * size in large type. No script, no external resource, no style sheet: presentation attributes
 * (text sizes also inline, see fontSize), and every text from the schema is escaped.
 */
import { formatMessage, formatNumber, type Lang } from './messages.js';
import { toPaneGeometry, type DrillingSchema, type DrillingViolation, type SchemaGeometryInput } from './drilling.js';

export interface DrawSchemaOptions {
  /** Violations to highlight (their `elementId`s are drawn red, with the messages as tooltips). */
  violations?: ReadonlyArray<Pick<DrillingViolation, 'elementId' | 'message'>>;
  /** `full` (default): every dimension and hole label; `thumbnail`: outline, holes, cut-outs and the overall size. */
  detail?: 'full' | 'thumbnail';
  /** Width/height attributes of the <svg> (e.g. 240 or '100%'); without them it fills its container. */
  width?: number | string;
  height?: number | string;
  /** Language of numbers (decimal comma in Polish) and tooltips. Default pl. */
  lang?: Lang;
  /**
   * The box (CSS px) the drawing is shown in, to keep its text readable there: every label and
   * dimension is sized to render at `minFontPx` (default 12) or more once the viewBox is scaled
   * into the box, and each margin holds just what is drawn in it. Without it the text
   * is sized relative to the pane (the server's SVG, the PDF sheet).
   */
  fit?: { width: number; height: number; minFontPx?: number };
}

/** A text's size: the presentation attribute, and the same as an inline style, because a page's
 *  CSS reset outranks presentation attributes (Chakra's preflight `* { font: inherit }` drew every
 *  label at the page's 14 user units, a few px on screen). In SVG px are user units. */
const fontSize = (size: number) => `font-size="${n(size)}" style="font-size:${n(size)}px"`;

/** Rough advance of a digit or letter in a sans-serif face, in ems (for the margins). */
const CHAR_EM = 0.62;

const DRAWING_COLORS = {
  glass: '#e8f3f8',
  outline: '#1f3b4d',
  hole: '#ffffff',
  dimension: '#5b6b75',
  text: '#1f2933',
  violation: '#c53030',
  violationFill: '#fde2e2',
  reference: '#2b6cb0',
} as const;

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const n = (v: number) => String(Math.round(v * 100) / 100);

type DrawableSchema = SchemaGeometryInput & Partial<Pick<DrillingSchema, 'name' | 'code'>>;

export function drawSchemaSvg(schema: DrawableSchema, options: DrawSchemaOptions = {}): string {
  const lang = options.lang ?? 'pl';
  const thumb = options.detail === 'thumbnail';
  const g = toPaneGeometry(schema);
  const W = g.width;
  const H = g.height;
  const big = Math.max(W, H);
  const num = (v: number) => escapeXml(formatNumber(v, lang));
  const fitted = !thumb && options.fit ? fitText(g, options.fit, (v) => formatNumber(v, lang)) : null;
  const font = fitted?.font ?? (thumb ? big * 0.09 : Math.min(Math.max(big * 0.026, 6), 80));
  const margin = thumb ? big * 0.04 : font * 9;
  const m = fitted?.margins ?? { left: margin, right: margin, top: margin, bottom: margin };
  const stroke = (color: string, px: number, extra = '') => `stroke="${color}" stroke-width="${px}" vector-effect="non-scaling-stroke"${extra}`;

  const bad = new Map<string, string[]>();
  for (const v of options.violations ?? []) {
    if (!v.elementId) continue;
    bad.set(v.elementId, [...(bad.get(v.elementId) ?? []), v.message]);
  }
  const tooltip = (id: string) => {
    const messages = bad.get(id);
    return messages ? `<title>${escapeXml(messages.join('\n'))}</title>` : `<title>${escapeXml(id)}</title>`;
  };
  const sy = (y: number) => H - y; // pane y (up) -> SVG y (down)

  const parts: string[] = [];
  const size = [
    options.width !== undefined ? ` width="${escapeXml(String(options.width))}"` : '',
    options.height !== undefined ? ` height="${escapeXml(String(options.height))}"` : '',
  ].join('');
  const label = [schema.name, schema.code ? `(${schema.code})` : ''].filter(Boolean).join(' ') || `${n(W)} × ${n(H)} mm`;
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(-m.left)} ${n(-m.top)} ${n(W + m.left + m.right)} ${n(H + m.top + m.bottom)}"${size} role="img" aria-label="${escapeXml(label)}" font-family="sans-serif">`,
    `<title>${escapeXml(label)}</title>`,
  );

  // The pane.
  parts.push(`<rect x="0" y="0" width="${n(W)}" height="${n(H)}" fill="${DRAWING_COLORS.glass}" ${stroke(DRAWING_COLORS.outline, 1.5)}/>`);

  // Reference corner.
  const refX = g.referenceCorner.endsWith('right') ? W : 0;
  const refY = g.referenceCorner.startsWith('top') ? 0 : H;
  parts.push(
    `<circle cx="${n(refX)}" cy="${n(refY)}" r="${n(thumb ? big * 0.02 : font * 0.25)}" fill="${DRAWING_COLORS.reference}" data-reference-corner="${g.referenceCorner}"><title>${escapeXml(
      `${formatMessage('drawing.referenceCorner', {}, lang)}: ${formatMessage(`corners.${g.referenceCorner}`, {}, lang)}`,
    )}</title></circle>`,
  );

  // Cut-outs.
  for (const c of g.cutouts) {
    const isBad = bad.has(c.id);
    parts.push(
      `<rect data-cutout="${escapeXml(c.id)}" x="${n(c.x1)}" y="${n(sy(c.y2))}" width="${n(c.x2 - c.x1)}" height="${n(c.y2 - c.y1)}" rx="${n(c.r)}" ry="${n(c.r)}" fill="${isBad ? DRAWING_COLORS.violationFill : DRAWING_COLORS.hole}" ${stroke(isBad ? DRAWING_COLORS.violation : DRAWING_COLORS.outline, isBad ? 2.5 : 1.25)}${isBad ? ' data-violation="true"' : ''}>${tooltip(c.id)}</rect>`,
    );
    if (!thumb) {
      // Beside the cut-out, on the side away from the nearer vertical edge: id, size and corner radius.
      const right = c.x1 + c.x2 < g.width;
      parts.push(
        `<text x="${n(right ? c.x2 + font * 0.3 : c.x1 - font * 0.3)}" y="${n(sy((c.y1 + c.y2) / 2) + font * 0.35)}" ${fontSize(font)} text-anchor="${right ? 'start' : 'end'}" fill="${isBad ? DRAWING_COLORS.violation : DRAWING_COLORS.text}">${escapeXml(c.id)} ${num(c.x2 - c.x1)}×${num(c.y2 - c.y1)} R${num(c.r)}</text>`,
      );
    }
  }

  // Holes.
  for (const h of g.holes) {
    const isBad = bad.has(h.id);
    const color = isBad ? DRAWING_COLORS.violation : DRAWING_COLORS.outline;
    const cs = h.countersinkR !== null ? `<circle cx="${n(h.cx)}" cy="${n(sy(h.cy))}" r="${n(h.countersinkR)}" fill="none" ${stroke(color, 1, ' stroke-dasharray="3 2"')}/>` : '';
    parts.push(
      `<g data-hole="${escapeXml(h.id)}"${isBad ? ' data-violation="true"' : ''}>${tooltip(h.id)}${cs}<circle cx="${n(h.cx)}" cy="${n(sy(h.cy))}" r="${n(h.r)}" fill="${isBad ? DRAWING_COLORS.violationFill : DRAWING_COLORS.hole}" ${stroke(color, isBad ? 2.5 : 1.25)}/></g>`,
    );
    if (!thumb) {
      // Above the hole, towards the pane's middle (away from the ordinates on the nearer edge).
      const rOut = Math.max(h.r, h.countersinkR ?? 0);
      const right = h.cx < W / 2;
      const tx = right ? h.cx + rOut + font * 0.3 : h.cx - rOut - font * 0.3;
      const ty = sy(h.cy) - rOut - font * 0.2;
      parts.push(
        `<text x="${n(tx)}" y="${n(ty)}" ${fontSize(font)} text-anchor="${right ? 'start' : 'end'}" fill="${isBad ? DRAWING_COLORS.violation : DRAWING_COLORS.text}">${escapeXml(h.id)} Ø${num(h.diameter)}</text>`,
      );
    }
  }

  if (thumb) {
    parts.push(
      `<text x="${n(W / 2)}" y="${n(H / 2 + font * 0.35)}" ${fontSize(Math.min(font, W / 6))} text-anchor="middle" fill="${DRAWING_COLORS.text}">${num(W)}×${num(H)}</text>`,
    );
  } else {
    parts.push(...dimensions(g, font, sy, stroke, num, fitted ? 1 : 0.85));
  }

  parts.push('</svg>');
  return parts.join('');
}

/** Overall width/height dimension lines on the sides away from the reference corner; ordinates from the reference corner on its own sides. */
function dimensions(
  g: ReturnType<typeof toPaneGeometry>,
  font: number,
  sy: (y: number) => number,
  stroke: (color: string, px: number, extra?: string) => string,
  num: (v: number) => string,
  ordinateScale = 0.85,
): string[] {
  const W = g.width;
  const H = g.height;
  const out: string[] = [];
  const c = DRAWING_COLORS.dimension;
  const fromRight = g.referenceCorner.endsWith('right');
  const fromTop = g.referenceCorner.startsWith('top');
  const arrow = (x: number, y: number, dx: number, dy: number) => {
    // A small filled triangle pointing along (dx, dy).
    const a = font * 0.5;
    const b = font * 0.2;
    const p1 = [x, y];
    const p2 = [x - dx * a - dy * b, y - dy * a + dx * b];
    const p3 = [x - dx * a + dy * b, y - dy * a - dx * b];
    return `<path d="M${n(p1[0])} ${n(p1[1])}L${n(p2[0])} ${n(p2[1])}L${n(p3[0])} ${n(p3[1])}Z" fill="${c}"/>`;
  };

  // Overall width: on the horizontal side opposite the reference corner's.
  const wy = fromTop ? H + font * 2.5 : -font * 2.5; // the opposite side has no ordinates: close to the pane
  out.push(
    `<g data-dimension="width"><line x1="0" y1="${n(wy)}" x2="${n(W)}" y2="${n(wy)}" ${stroke(c, 1)}/>`,
    arrow(0, wy, -1, 0),
    arrow(W, wy, 1, 0),
    `<line x1="0" y1="${n(fromTop ? H : 0)}" x2="0" y2="${n(wy)}" ${stroke(c, 0.75)}/><line x1="${n(W)}" y1="${n(fromTop ? H : 0)}" x2="${n(W)}" y2="${n(wy)}" ${stroke(c, 0.75)}/>`,
    `<text x="${n(W / 2)}" y="${n(wy - font * 0.3)}" ${fontSize(font)} text-anchor="middle" fill="${DRAWING_COLORS.text}">${num(W)}</text></g>`,
  );
  // Overall height: on the vertical side opposite the reference corner's.
  const hx = fromRight ? -font * 2.5 : W + font * 2.5;
  out.push(
    `<g data-dimension="height"><line x1="${n(hx)}" y1="0" x2="${n(hx)}" y2="${n(H)}" ${stroke(c, 1)}/>`,
    arrow(hx, 0, 0, -1),
    arrow(hx, H, 0, 1),
    `<line x1="${n(fromRight ? 0 : W)}" y1="0" x2="${n(hx)}" y2="0" ${stroke(c, 0.75)}/><line x1="${n(fromRight ? 0 : W)}" y1="${n(H)}" x2="${n(hx)}" y2="${n(H)}" ${stroke(c, 0.75)}/>`,
    `<text x="${n(hx - font * 0.3)}" y="${n(H / 2)}" ${fontSize(font)} text-anchor="middle" fill="${DRAWING_COLORS.text}" transform="rotate(-90 ${n(hx - font * 0.3)} ${n(H / 2)})">${num(H)}</text></g>`,
  );

  // Labels closer than a line of text to the previous one step outward (up to 3 rows), so they never overlap.
  const { xList, yList } = ordinates(g);
  const xRows = ordinateRows(xList.map(([, X]) => X), font);
  const edgeY = fromTop ? 0 : H;
  xList.forEach(([x, X], i) => {
    const reach = font * (0.8 + xRows[i] * 1.6);
    const baseY = fromTop ? -reach : H + reach;
    const ty = fromTop ? baseY - font * 0.2 : baseY + font * 0.2;
    out.push(
      `<g data-ordinate-x="${n(x)}"><line x1="${n(X)}" y1="${n(edgeY)}" x2="${n(X)}" y2="${n(baseY)}" ${stroke(c, 0.75)}/>`,
      `<text x="${n(X)}" y="${n(ty)}" ${fontSize(font * ordinateScale)} text-anchor="${fromTop ? 'start' : 'end'}" fill="${DRAWING_COLORS.text}" transform="rotate(-90 ${n(X)} ${n(ty)})" dy="${n(font * 0.3)}">${num(x)}</text></g>`,
    );
  });
  const yRows = ordinateRows(yList.map(([, Y]) => Y), font);
  const edgeX = fromRight ? W : 0;
  yList.forEach(([y, Y], i) => {
    const reach = font * (0.8 + yRows[i] * 2.6);
    const baseX = fromRight ? W + reach : -reach;
    const tx = fromRight ? baseX + font * 0.2 : baseX - font * 0.2;
    out.push(
      `<g data-ordinate-y="${n(y)}"><line x1="${n(edgeX)}" y1="${n(sy(Y))}" x2="${n(baseX)}" y2="${n(sy(Y))}" ${stroke(c, 0.75)}/>`,
      `<text x="${n(tx)}" y="${n(sy(Y) + font * 0.3)}" ${fontSize(font * ordinateScale)} text-anchor="${fromRight ? 'start' : 'end'}" fill="${DRAWING_COLORS.text}">${num(y)}</text></g>`,
    );
  });
  return out;
}

type PaneGeometry = ReturnType<typeof toPaneGeometry>;

/** Ordinates: every distinct x (hole centres, cut-out sides) from the reference vertical edge,
 *  shown on the reference horizontal side, and every distinct y on the reference vertical side;
 *  [schema value, pane coordinate], in drawing order. */
function ordinates(g: PaneGeometry) {
  const fromRight = g.referenceCorner.endsWith('right');
  const fromTop = g.referenceCorner.startsWith('top');
  const xs = new Map<number, number>(); // schema x -> pane X
  const ys = new Map<number, number>();
  for (const h of g.holes) {
    xs.set(h.x, h.cx);
    ys.set(h.y, h.cy);
  }
  for (const co of g.cutouts) {
    xs.set(co.x, fromRight ? co.x2 : co.x1);
    ys.set(co.y, fromTop ? co.y2 : co.y1);
  }
  return {
    xList: [...xs].filter(([x]) => x > 0).sort((a, b) => a[1] - b[1]),
    yList: [...ys].filter(([y]) => y > 0).sort((a, b) => a[1] - b[1]),
  };
}

/** Labels closer than a line of text to the previous one step outward (up to 3 rows), so they never overlap. */
function ordinateRows(positions: number[], font: number): number[] {
  const level: number[] = [];
  positions.forEach((p, i) => {
    level.push(i > 0 && Math.abs(p - positions[i - 1]) < font * 1.05 ? (level[i - 1] + 1) % 3 : 0);
  });
  return level;
}

/**
 * The font (viewBox units) that renders at `minFontPx` once the drawing is scaled into the box,
 * and the margins (in the same units) that hold what each side carries: the ordinates and their
 * label rows on the reference corner's sides, the overall dimensions on the others, room for hole
 * labels near an edge. Margins grow with the font and the font with the margins, so it settles
 * in a few rounds.
 */
function fitText(g: PaneGeometry, fit: NonNullable<DrawSchemaOptions['fit']>, format: (v: number) => string) {
  const W = g.width;
  const H = g.height;
  const px = fit.minFontPx ?? 12;
  const fromRight = g.referenceCorner.endsWith('right');
  const fromTop = g.referenceCorner.startsWith('top');
  const { xList, yList } = ordinates(g);
  const longest = (list: Array<[number, number]>) => Math.max(0, ...list.map(([v]) => format(v).length));
  // Margins in fonts (ems): the overall dimension (2.5 em out, its text beyond) on the far sides;
  // on the reference sides the ordinate lines (0.8 em + 1.6/2.6 em per row) and their text.
  const emsFor = (font: number) => {
    const xRows = Math.max(0, ...ordinateRows(xList.map(([, X]) => X), font));
    const yRows = Math.max(0, ...ordinateRows(yList.map(([, Y]) => Y), font));
    const xSide = xList.length ? 0.8 + xRows * 1.6 + 0.3 + longest(xList) * CHAR_EM : 0;
    const ySide = yList.length ? 0.8 + yRows * 2.6 + 0.3 + longest(yList) * CHAR_EM : 0;
    const far = 4;
    const edge = 1.5; // a hole label or countersink near an edge may reach past it
    const vertical = { ref: Math.max(xSide, edge) + 0.5, far: far + 0.5 };
    const horizontal = { ref: Math.max(ySide, edge) + 0.5, far: far + 0.5 };
    return {
      top: fromTop ? vertical.ref : vertical.far,
      bottom: fromTop ? vertical.far : vertical.ref,
      left: fromRight ? horizontal.far : horizontal.ref,
      right: fromRight ? horizontal.ref : horizontal.far,
    };
  };
  // font * scale >= px with scale = min(boxW / (W + emsX font), boxH / (H + emsY font)); a box too
  // small for any readable text gets text as large as the pane.
  const need = (pane: number, box: number, em: number) => (box - px * em > px ? (px * pane) / (box - px * em) : Math.max(W, H));
  let ems = emsFor(Math.max(W, H) * 0.026);
  let font = 0;
  for (let round = 0; round < 4; round++) {
    font = Math.max(need(W, fit.width, ems.left + ems.right), need(H, fit.height, ems.top + ems.bottom));
    // margins only grow, so the last font computed holds for the margins kept
    const next = emsFor(font);
    const grown = { left: Math.max(ems.left, next.left), right: Math.max(ems.right, next.right), top: Math.max(ems.top, next.top), bottom: Math.max(ems.bottom, next.bottom) };
    if (grown.left === ems.left && grown.right === ems.right && grown.top === ems.top && grown.bottom === ems.bottom) break;
    ems = grown;
    font = Math.max(need(W, fit.width, ems.left + ems.right), need(H, fit.height, ems.top + ems.bottom));
  }
  return { font, margins: { left: ems.left * font, right: ems.right * font, top: ems.top * font, bottom: ems.bottom * font } };
}
