/** Polish letters outside WinAnsiEncoding, each given a code of 0x80..0x8f (no Latin-1 letter
 *  uses them) and the glyph name the standard Helvetica carries (ó and Ó are in WinAnsi already). */
const POLISH_GLYPHS: Record<string, string> = {
  Ą: 'Aogonek', ą: 'aogonek', Ć: 'Cacute', ć: 'cacute', Ę: 'Eogonek', ę: 'eogonek', Ł: 'Lslash', ł: 'lslash',
  Ń: 'Nacute', ń: 'nacute', Ś: 'Sacute', ś: 'sacute', Ź: 'Zacute', ź: 'zacute', Ż: 'Zdotaccent', ż: 'zdotaccent',
};
const FIRST_CODE = 0x80;
const POLISH_CODES = new Map(Object.keys(POLISH_GLYPHS).map((ch, i) => [ch, FIRST_CODE + i]));
const ENCODING = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${FIRST_CODE} ${Object.values(POLISH_GLYPHS)
  .map((g) => `/${g}`)
  .join(' ')}] >>`;

/** A text line as the bytes of a PDF string in that encoding: Polish letters by their codes, the
 *  rest of Latin-1 as is, anything else `?`; `\`, `(` and `)` escaped. */
export function pdfText(line: string): string {
  return [...line.normalize('NFC')]
    .map((ch) => {
      const code = POLISH_CODES.get(ch);
      if (code !== undefined) return `\\${code.toString(8)}`;
      if (ch === '\\' || ch === '(' || ch === ')') return `\\${ch}`;
      const c = ch.codePointAt(0) ?? 63;
      if (c >= 0x20 && c <= 0x7e) return ch;
      return c >= 0xa0 && c <= 0xff ? `\\${c.toString(8)}` : '?';
    })
    .join('');
}

/** A small, valid one-page PDF with text lines (Helvetica), built by hand so the seed and the
 *  tests need no PDF library. Polish letters print as themselves: the font's encoding maps them
 *  to Helvetica's own glyphs (ą ę ł ś ż ź ć ń), no embedded font needed. */
export function makeOrderPdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${780 - i * 22} Td (${pdfText(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${ENCODING} >>`,
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
