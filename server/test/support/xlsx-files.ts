import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A zip entry: its bytes, or a generator of many chunks (inflated size far above the input). */
export interface ZipPart {
  name: string;
  content: Buffer | { chunks: () => Iterable<Buffer> };
  /** Declare this uncompressed size in the headers instead of the true one (a lying zip). */
  declaredSize?: number;
}

async function deflateChunks(chunks: Iterable<Buffer>): Promise<{ data: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level: 9, memLevel: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', () => resolve());
    deflate.on('error', reject);
  });
  let size = 0;
  let crc = 0;
  for (const chunk of chunks) {
    size += chunk.length;
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), size, crc };
}

/** A valid zip (deflate, no zip64: parts under 4 GB) built by hand, so a test can make a file
 *  whose parts inflate to far more than it weighs. */
export async function buildZip(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const { data, size, crc } = Buffer.isBuffer(part.content)
      ? { data: deflateRawSync(part.content, { level: 9 }), size: part.content.length, crc: crc32(part.content) }
      : await deflateChunks(part.content.chunks());
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc >>> 0, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(declared, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Etykiety" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c><c r="B1" t="inlineStr"><is><t>line1</t></is></c></row>`;
const SHEET_TAIL = `</sheetData></worksheet>`;

/** An XLSX workbook (first sheet with inline strings) whose sheet is `head`, `body` repeated
 *  `times`, then the tail: the body repeated inflates, the file stays small. */
export function xlsxWithSheet(sheet: { body: string; times: number }, opts: { declaredSheetSize?: number; extraParts?: ZipPart[] } = {}): Promise<Buffer> {
  const head = Buffer.from(SHEET_HEAD);
  const tail = Buffer.from(SHEET_TAIL);
  // Group the body into ~1 MB chunks so deflate gets big writes.
  const per = Math.max(1, Math.floor((1 << 20) / Buffer.byteLength(sheet.body)));
  const block = Buffer.from(sheet.body.repeat(per));
  const rest = Buffer.from(sheet.body.repeat(sheet.times % per));
  const chunks = function* () {
    yield head;
    for (let i = 0; i < Math.floor(sheet.times / per); i++) yield block;
    if (rest.length) yield rest;
    yield tail;
  };
  return buildZip([
    { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', content: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', content: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', content: Buffer.from(WORKBOOK_RELS) },
    { name: 'xl/worksheets/sheet1.xml', content: { chunks }, declaredSize: opts.declaredSheetSize },
    ...(opts.extraParts ?? []),
  ]);
}
