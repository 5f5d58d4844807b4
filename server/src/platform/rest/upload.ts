import type { Request, Response } from 'express';
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
