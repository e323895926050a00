// How the CLIs read their input: a regular file up to a size cap (opened without blocking and checked
// before reading, so /dev/zero, a FIFO with or without a writer, or a directory is refused at once
// instead of hanging), standard input up to a
// cap, lines of standard input with caps on their number and length, a UTF-8 BOM dropped. Every
// refusal is a Turkish message; the caller prints it and exits non-zero.

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Result } from '../engine/index.ts';
import { err, ok } from '../engine/index.ts';
import { parseFen } from '../engine/index.ts';
import { setupErrors } from '../engine/index.ts';
import type { SetupErrorCode } from '../engine/index.ts';

const kB = (n: number) => `${Math.ceil(n / 1000).toLocaleString('tr-TR')} kB`;

/** The text without a leading UTF-8 byte-order mark (editors on Windows write one). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Bytes as text the way a browser's FileReader.readAsText reads a file: a byte-order mark chooses
 * UTF-16 (little or big endian) or UTF-8 and is dropped; without one, UTF-8.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return stripBom(new TextDecoder('utf-8').decode(bytes));
}

/** A regular file as text (UTF-8, or UTF-16 with its BOM), at most maxBytes; type and size checked first. */
export function readFileCapped(path: string, maxBytes: number): Result<string, string> {
  let fd: number;
  try {
    // Non-blocking open: a FIFO with no writer would block a plain open before its type is checked.
    // On a regular file the flag changes nothing.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'böyle bir dosya yok' : code === 'EACCES' ? 'okuma izni yok' : (code ?? 'açılamadı');
    return err(`dosya okunamadı: ${path} (${why})`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile())
      return err(`${path} düzenli bir dosya değil (${st.isDirectory() ? 'klasör' : 'aygıt ya da akış'}); bir dosya adı verin.`);
    if (st.size > maxBytes) return err(`${path} çok büyük (${kB(st.size)}); en fazla ${kB(maxBytes)} okunur.`);
    const buf = Buffer.alloc(Math.min(st.size, maxBytes) + 1);
    let n = 0;
    for (;;) {
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) break;
      n += r;
      if (n > maxBytes) return err(`${path} okunurken büyüdü; en fazla ${kB(maxBytes)} okunur.`);
    }
    return ok(decodeText(buf.subarray(0, n)));
  } catch (e) {
    return err(`dosya okunamadı: ${path} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  } finally {
    closeSync(fd);
  }
}

/** All of a stream (standard input) as UTF-8 text, refused as soon as it passes maxBytes. */
export async function readStreamCapped(stream: Readable, maxBytes: number): Promise<Result<string, string>> {
  const parts: Buffer[] = [];
  let n = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    n += b.length;
    if (n > maxBytes) {
      stream.destroy();
      return err(`standart girdi çok büyük; en fazla ${kB(maxBytes)} okunur.`);
    }
    parts.push(b);
  }
  return ok(stripBom(Buffer.concat(parts).toString('utf8')));
}

/** One line of the input (without its end of line), or why reading stopped, in Turkish. */
export type Line = Result<string, string>;

/**
 * The lines of a stream, one at a time; the last item is an error (and reading stops) when a line is
 * longer than maxLineBytes or there are more than maxLines lines. A BOM at the start is dropped.
 */
export async function* linesCapped(stream: Readable, maxLines: number, maxLineBytes: number): AsyncGenerator<Line> {
  let pending = '';
  let number = 0;
  const tooLong = (): Line =>
    err(`${number + 1}. satır çok uzun (${maxLineBytes.toLocaleString('tr-TR')} bayttan fazla); her satıra bir konum yazın.`);
  for await (const chunk of stream) {
    pending += Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
    if (number === 0) pending = stripBom(pending);
    let at: number;
    while ((at = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, at).replace(/\r$/, '');
      pending = pending.slice(at + 1);
      if (Buffer.byteLength(line) > maxLineBytes) {
        stream.destroy();
        yield tooLong();
        return;
      }
      number++;
      if (number > maxLines) {
        stream.destroy();
        yield err(`en fazla ${maxLines.toLocaleString('tr-TR')} satır okunur; girdiyi bölün.`);
        return;
      }
      yield ok(line);
    }
    if (Buffer.byteLength(pending) > maxLineBytes) {
      stream.destroy();
      yield tooLong();
      return;
    }
  }
  if (pending !== '') {
    number++;
    if (number > maxLines) yield err(`en fazla ${maxLines.toLocaleString('tr-TR')} satır okunur; girdiyi bölün.`);
    else yield ok(pending.replace(/\r$/, ''));
  }
}

/** Setup errors the FEN reader of the rest of the site refuses and the unwinnability reader lets through. */
const REFUSED: ReadonlySet<SetupErrorCode> = new Set<SetupErrorCode>(['bad-castling-rights', 'bad-ep-square']);

/**
 * Castling rights without the king and rook on their squares, and an en-passant square no pawn can
 * have just passed (3.10.3): a Turkish message, or null. Placement-only FENs (CHA's form) pass.
 */
export function positionInputError(fen: string): string | null {
  const fields = fen.trim().split(/\s+/).filter(Boolean);
  if (fields.length < 2) return null;
  while (fields.length < 4) fields.push('-');
  const parsed = parseFen(fields.join(' '));
  if (!parsed.ok) return null; // the position reader reports it
  const bad = setupErrors(parsed.value).filter((e) => REFUSED.has(e.code));
  return bad.length ? bad.map((e) => e.message).join(' ') : null;
}
