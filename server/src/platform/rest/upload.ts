import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import multer from 'multer';
import { AppError, badInput } from '../errors.js';

/** Reads a multipart upload (one file in the field `file`, plus text fields) into memory,
 *  bounded by maxBytes. Transport errors become coded AppErrors; nothing touches the disk. */
export function readUpload(req: Request, res: Response, maxBytes: number, tooLarge: () => AppError): Promise<void> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 32 },
  }).single('file');
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (!err) return resolve();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return reject(tooLarge());
        if (err.code === 'LIMIT_UNEXPECTED_FILE') return reject(badInput('Send exactly one file, in the field "file"', { file: 'exactly one file, in the multipart field "file"' }));
        return reject(badInput(`The multipart body was refused: ${err.message}`, { body: err.code }));
      }
      reject(badInput('The multipart body could not be read', { body: err instanceof Error ? err.message : 'unreadable' }));
    });
  });
}

/** The uploaded file as it arrives: the consumer reads `stream` (the bytes after the part's
 *  headers), stopping whenever it has seen enough. */
export interface UploadStream {
  stream: Readable;
  fileName: string;
  mimeType: string;
}

/** How long a refused upload's sender may go on sending after its answer before the connection is
 *  cut: long enough for a client that reads the answer only once it has sent everything (most do)
 *  to do so without a reset, short enough that a slow sender cannot hold a socket. */
const LINGER_MS = 5_000;

/**
 * Reads a multipart upload (one file in the field `file`, plus text fields) as it arrives: the
 * file goes to `consume` as a stream, so a CSV is parsed row by row while it is sent. Passing
 * `maxBytes`, or a limit of the consumer, refuses the upload at once: the caller answers (413)
 * while the client is still sending, the rest of the body is discarded unread and the connection
 * is closed after the answer (`Connection: close`). Resolves once the whole body is read and the
 * consumer has finished.
 */
export function streamUpload<T>(
  req: Request,
  res: Response,
  maxBytes: number,
  tooLarge: () => AppError,
  consume: (file: UploadStream) => Promise<T>,
): Promise<{ value: T; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 32 } });
    } catch (err) {
      return reject(badInput('The multipart body could not be read', { body: err instanceof Error ? err.message : 'unreadable' }));
    }
    let consumed: Promise<T> | null = null;
    let file: Readable | null = null;
    let finished = false;
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners('file');
      // A consumer still waiting for bytes (the size limit cut the file) stops, rather than waiting forever.
      file?.destroy();
      // Nothing more is parsed; the answer goes out now and the socket closes after it.
      res.setHeader('Connection', 'close');
      req.resume();
      const linger = setTimeout(() => req.socket.destroy(), LINGER_MS);
      linger.unref();
      req.once('end', () => clearTimeout(linger));
      res.once('close', () => clearTimeout(linger));
      reject(err instanceof AppError ? err : badInput('The multipart body could not be read', { body: err instanceof Error ? err.message : 'unreadable' }));
    };
    const done = () => {
      if (settled || !finished) return;
      if (!consumed) {
        settled = true;
        return reject(badInput('The file is missing', { file: 'is required (multipart field "file")' }));
      }
      consumed.then((value) => {
        if (settled) return;
        settled = true;
        resolve({ value, fields });
      }, fail);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || consumed) {
        stream.resume();
        return fail(badInput('Send exactly one file, in the field "file"', { file: 'exactly one file, in the multipart field "file"' }));
      }
      file = stream;
      stream.on('limit', () => fail(tooLarge()));
      consumed = consume({ stream, fileName: info.filename ?? '', mimeType: info.mimeType });
      // A consumer that stops early (a row limit) fails the upload at once, not at the body's end.
      consumed.catch(fail);
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('filesLimit', () => fail(badInput('Send exactly one file, in the field "file"', { file: 'exactly one file, in the multipart field "file"' })));
    parser.on('partsLimit', () => fail(badInput('The multipart body was refused: too many parts', { body: 'LIMIT_PART_COUNT' })));
    parser.on('fieldsLimit', () => fail(badInput('The multipart body was refused: too many fields', { body: 'LIMIT_FIELD_COUNT' })));
    parser.on('error', fail);
    parser.on('close', () => {
      finished = true;
      done();
    });
    req.on('aborted', () => fail(badInput('The upload was cut off', { body: 'aborted' })));
    req.pipe(parser);
  });
}
