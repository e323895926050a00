// PGN import/export: tag pairs, movetext (SAN kept as text), {comments}, ;comments, NAGs,
// variations and the result. Parsing never throws; play the moves with Game.fromPgn.

import type { Result } from './types.ts';
import { ok, err } from './types.ts';

export interface PgnNode {
  san: string;
  nags: number[];
  /** Comments after the move. */
  comments: string[];
  /** Comments before the move (only used at the start of a variation). */
  commentsBefore?: string[];
  /** Alternatives to this move. */
  variations: PgnNode[][];
}

export interface PgnGame {
  tags: [string, string][];
  /** Comments before the first move. */
  comments: string[];
  moves: PgnNode[];
  result: string;
}

export interface PgnError {
  /** Turkish, for the user. */
  message: string;
  line: number;
  column: number;
}

const MAX_DEPTH = 64;
const MAX_LENGTH = 5_000_000;
const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
const SUFFIX_NAG: Record<string, number> = { '!': 1, '?': 2, '!!': 3, '??': 4, '!?': 5, '?!': 6 };

export function tag(game: PgnGame, name: string): string | undefined {
  return game.tags.find(([k]) => k === name)?.[1];
}

export function parsePgn(text: string): Result<PgnGame[], PgnError> {
  if (typeof text !== 'string') return err({ message: 'PGN bir metin olmalıdır.', line: 1, column: 1 });
  if (text.length > MAX_LENGTH) return err({ message: 'PGN metni çok uzun.', line: 1, column: 1 });
  const games: PgnGame[] = [];
  let game: PgnGame = { tags: [], comments: [], moves: [], result: '*' };
  let inMovetext = false;
  let stack: PgnNode[][] = [game.moves];
  let pendingBefore: string[] = [];
  let i = 0;
  let lineStart = 0;
  const n = text.length;
  const fail = (message: string, at: number = i): { ok: false; error: PgnError } => {
    // Recompute the line of position `at`.
    let l = 1;
    let ls = 0;
    for (let k = 0; k < at && k < n; k++)
      if (text[k] === '\n') {
        l++;
        ls = k + 1;
      }
    return err({ message, line: l, column: at - ls + 1 });
  };
  const finish = (): void => {
    if (game.tags.length || game.moves.length || game.comments.length || inMovetext) games.push(game);
    game = { tags: [], comments: [], moves: [], result: '*' };
    stack = [game.moves];
    pendingBefore = [];
    inMovetext = false;
  };
  const lastNode = (): PgnNode | undefined => {
    const l = stack[stack.length - 1];
    return l[l.length - 1];
  };

  while (i < n) {
    const ch = text[i];
    if (ch === '\n') {
      lineStart = i + 1;
      i++;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\ufeff') {
      i++;
      continue;
    }
    if (ch === '%' && i === lineStart) {
      // Escape line (PGN standard 6): ignored.
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (ch === '[') {
      if (inMovetext) {
        if (stack.length > 1) return fail('Kapatılmamış varyant "(": etiketlerden önce ")" bekleniyordu.');
        finish();
      }
      const m = /^\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]/.exec(text.slice(i, i + 10000));
      if (!m) return fail('Etiket satırı [Ad "değer"] biçiminde olmalıdır.');
      game.tags.push([m[1], m[2].replace(/\\(.)/g, '$1')]);
      i += m[0].length;
      continue;
    }
    if (ch === '{') {
      const end = text.indexOf('}', i + 1);
      if (end < 0) return fail('Kapatılmamış yorum: "}" bulunamadı.');
      const c = text.slice(i + 1, end).trim();
      for (let k = i; k < end; k++)
        if (text[k] === '\n') {
          lineStart = k + 1;
        }
      i = end + 1;
      addComment(c);
      continue;
    }
    if (ch === ';') {
      let end = text.indexOf('\n', i);
      if (end < 0) end = n;
      addComment(text.slice(i + 1, end).trim());
      i = end;
      continue;
    }
    if (ch === '(') {
      inMovetext = true;
      const last = lastNode();
      if (!last) return fail('Varyant "(" bir hamleden sonra gelmelidir.');
      if (stack.length >= MAX_DEPTH) return fail('Varyantlar çok derin iç içe geçmiş.');
      const variation: PgnNode[] = [];
      last.variations.push(variation);
      stack.push(variation);
      pendingBefore = [];
      i++;
      continue;
    }
    if (ch === ')') {
      if (stack.length <= 1) return fail('Açılmamış bir varyant kapatılıyor: ")".');
      if (stack[stack.length - 1].length === 0) return fail('Boş varyant.');
      stack.pop();
      pendingBefore = [];
      i++;
      continue;
    }
    if (ch === '$') {
      const m = /^\$(\d{1,3})/.exec(text.slice(i, i + 5));
      const last = lastNode();
      if (!m || !last) return fail('NAG ($n) bir hamleden sonra gelmelidir.');
      last.nags.push(Number(m[1]));
      i += m[0].length;
      continue;
    }
    // A symbol: move number, SAN, or result.
    let j = i;
    while (j < n && !/[\s{}()[\];$]/.test(text[j])) j++;
    let tok = text.slice(i, j);
    const start = i;
    i = j;
    inMovetext = true;
    if (RESULTS.has(tok)) {
      if (stack.length > 1) return fail('Sonuç, kapatılmamış bir varyantın içinde.', start);
      game.result = tok;
      finish();
      continue;
    }
    if (/^\.+$/.test(tok)) continue; // "1. ... e5"
    const num = /^\d+\.*/.exec(tok);
    if (num) {
      if (num[0].length === tok.length) {
        if (!tok.includes('.') && !/^\d+$/.test(tok)) return fail(`Tanınmayan simge: "${tok.slice(0, 20)}".`, start);
        continue; // move number like "12." or "12..." (or a bare number)
      }
      if (!tok.slice(0, num[0].length).includes('.')) return fail(`Tanınmayan simge: "${tok.slice(0, 20)}".`, start);
      tok = tok.slice(num[0].length); // "12.e4"
    }
    const sm = /^(.*?)([!?]{1,2})?$/.exec(tok)!;
    const san = sm[1];
    if (!/^(?:[A-Za-zŞşİı0-9=+#:\-x]|\.\.\.)+$/u.test(san) || san.length > 20 || !/[a-h1-8O0]/.test(san))
      return fail(`Tanınmayan hamle: "${tok.slice(0, 20)}".`, start);
    const node: PgnNode = { san, nags: [], comments: [], variations: [] };
    if (sm[2]) {
      const nag = SUFFIX_NAG[sm[2]];
      if (nag === undefined) return fail(`Tanınmayan hamle işareti: "${sm[2]}".`, start);
      node.nags.push(nag);
    }
    if (pendingBefore.length) {
      node.commentsBefore = pendingBefore;
      pendingBefore = [];
    }
    stack[stack.length - 1].push(node);
  }
  if (stack.length > 1) return fail('Kapatılmamış varyant: ")" bekleniyordu.', n);
  finish();
  return ok(games);

  function addComment(c: string): void {
    const last = lastNode();
    if (last) last.comments.push(c);
    else if (stack.length === 1) game.comments.push(c);
    else pendingBefore.push(c);
  }
}

function escapeTag(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

function commentText(c: string): string {
  return '{ ' + c.replace(/}/g, ')') + ' }';
}

/** Writes a game as PGN: tags, movetext with move numbers, comments, NAGs, variations, result. */
export function makePgn(game: PgnGame): string {
  const lines: string[] = [];
  for (const [k, v] of game.tags) lines.push(`[${k} "${escapeTag(v)}"]`);
  // Move numbering starts from the FEN tag, if any.
  let startPly = 0;
  const fen = tag(game, 'FEN');
  if (fen) {
    const f = fen.trim().split(/\s+/);
    const full = Number(f[5]);
    startPly = (Number.isInteger(full) && full >= 1 ? full - 1 : 0) * 2 + (f[1] === 'b' ? 1 : 0);
  }
  const tokens: string[] = [];
  for (const c of game.comments) tokens.push(commentText(c));
  const writeLine = (nodes: PgnNode[], ply: number): void => {
    let forceNumber = true;
    for (const node of nodes) {
      for (const c of node.commentsBefore ?? []) tokens.push(commentText(c));
      if (ply % 2 === 0) tokens.push(`${ply / 2 + 1}.`);
      else if (forceNumber) tokens.push(`${(ply - 1) / 2 + 1}...`);
      tokens.push(node.san);
      forceNumber = false;
      for (const nag of node.nags) tokens.push(`$${nag}`);
      for (const c of node.comments) {
        tokens.push(commentText(c));
        forceNumber = true;
      }
      for (const v of node.variations) {
        tokens.push('(');
        writeLine(v, ply);
        tokens.push(')');
        forceNumber = true;
      }
      ply++;
    }
  };
  writeLine(game.moves, startPly);
  tokens.push(game.result || '*');
  let out = '';
  let cur = '';
  for (const t of tokens) {
    const sep = cur === '' || cur.endsWith('(') || t === ')' ? '' : ' ';
    if (cur.length + sep.length + t.length > 80 && cur !== '') {
      out += cur + '\n';
      cur = t;
    } else cur += sep + t;
  }
  out += cur;
  return (lines.length ? lines.join('\n') + '\n\n' : '') + out + '\n';
}
