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
  return new PgnReader(text).read();
}

const newGame = (): PgnGame => ({ tags: [], comments: [], moves: [], result: '*' });

/** A failure of the reader, to be placed in the text (`at`: its character). */
interface ReadFailure {
  message: string;
  at?: number;
}

/**
 * The state of one pass over a PGN text (PGN standard: tag pairs, movetext, comments, NAGs,
 * recursive variations, the game termination marker). Each step reads one token at `i` and
 * returns a failure or null.
 */
class PgnReader {
  private readonly text: string;
  private readonly n: number;
  private readonly games: PgnGame[] = [];
  private game = newGame();
  private inMovetext = false;
  /** The move lists open: the game's, then each variation entered. */
  private stack: PgnNode[][] = [this.game.moves];
  /** Comments before the first move of a variation. */
  private pendingBefore: string[] = [];
  private i = 0;
  private lineStart = 0;

  constructor(text: string) {
    this.text = text;
    this.n = text.length;
  }

  read(): Result<PgnGame[], PgnError> {
    const { text, n } = this;
    while (this.i < n) {
      const ch = text[this.i];
      if (ch === '\n') {
        this.lineStart = this.i + 1;
        this.i++;
        continue;
      }
      if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\ufeff') {
        this.i++;
        continue;
      }
      if (ch === '%' && this.i === this.lineStart) {
        // Escape line (PGN standard 6): ignored.
        while (this.i < n && text[this.i] !== '\n') this.i++;
        continue;
      }
      const failure = this.step(ch);
      if (failure) return this.fail(failure.message, failure.at ?? this.i);
    }
    if (this.stack.length > 1) return this.fail('Kapatılmamış varyant: ")" bekleniyordu.', n);
    this.finish();
    return ok(this.games);
  }

  private step(ch: string): ReadFailure | null {
    switch (ch) {
      case '[':
        return this.tagPair();
      case '{':
        return this.braceComment();
      case ';': {
        let end = this.text.indexOf('\n', this.i);
        if (end < 0) end = this.n;
        this.addComment(this.text.slice(this.i + 1, end).trim());
        this.i = end;
        return null;
      }
      case '(':
        return this.openVariation();
      case ')':
        return this.closeVariation();
      case '$':
        return this.nag();
      default:
        return this.symbol();
    }
  }

  private fail(message: string, at: number): { ok: false; error: PgnError } {
    // Recompute the line of position `at`.
    let l = 1;
    let ls = 0;
    for (let k = 0; k < at && k < this.n; k++)
      if (this.text[k] === '\n') {
        l++;
        ls = k + 1;
      }
    return err({ message, line: l, column: at - ls + 1 });
  }

  private finish(): void {
    const g = this.game;
    if (g.tags.length || g.moves.length || g.comments.length || this.inMovetext) this.games.push(g);
    this.game = newGame();
    this.stack = [this.game.moves];
    this.pendingBefore = [];
    this.inMovetext = false;
  }

  private lastNode(): PgnNode | undefined {
    const l = this.stack[this.stack.length - 1];
    return l[l.length - 1];
  }

  private addComment(c: string): void {
    const last = this.lastNode();
    if (last) last.comments.push(c);
    else if (this.stack.length === 1) this.game.comments.push(c);
    else this.pendingBefore.push(c);
  }

  /** `[Name "value"]`; after movetext it starts the next game. */
  private tagPair(): ReadFailure | null {
    if (this.inMovetext) {
      if (this.stack.length > 1) return { message: 'Kapatılmamış varyant "(": etiketlerden önce ")" bekleniyordu.' };
      this.finish();
    }
    const m = /^\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]/.exec(this.text.slice(this.i, this.i + 10000));
    if (!m) return { message: 'Etiket satırı [Ad "değer"] biçiminde olmalıdır.' };
    this.game.tags.push([m[1], m[2].replace(/\\(.)/g, '$1')]);
    this.i += m[0].length;
    return null;
  }

  private braceComment(): ReadFailure | null {
    const { text, i } = this;
    const end = text.indexOf('}', i + 1);
    if (end < 0) return { message: 'Kapatılmamış yorum: "}" bulunamadı.' };
    const c = text.slice(i + 1, end).trim();
    for (let k = i; k < end; k++)
      if (text[k] === '\n') {
        this.lineStart = k + 1;
      }
    this.i = end + 1;
    this.addComment(c);
    return null;
  }

  private openVariation(): ReadFailure | null {
    this.inMovetext = true;
    const last = this.lastNode();
    if (!last) return { message: 'Varyant "(" bir hamleden sonra gelmelidir.' };
    if (this.stack.length >= MAX_DEPTH) return { message: 'Varyantlar çok derin iç içe geçmiş.' };
    const variation: PgnNode[] = [];
    last.variations.push(variation);
    this.stack.push(variation);
    this.pendingBefore = [];
    this.i++;
    return null;
  }

  private closeVariation(): ReadFailure | null {
    if (this.stack.length <= 1) return { message: 'Açılmamış bir varyant kapatılıyor: ")".' };
    if (this.stack[this.stack.length - 1].length === 0) return { message: 'Boş varyant.' };
    this.stack.pop();
    this.pendingBefore = [];
    this.i++;
    return null;
  }

  private nag(): ReadFailure | null {
    const m = /^\$(\d{1,3})/.exec(this.text.slice(this.i, this.i + 5));
    const last = this.lastNode();
    if (!m || !last) return { message: 'NAG ($n) bir hamleden sonra gelmelidir.' };
    last.nags.push(Number(m[1]));
    this.i += m[0].length;
    return null;
  }

  /** A symbol: move number, SAN (with a suffix annotation), or the result. */
  private symbol(): ReadFailure | null {
    const { text, n } = this;
    let j = this.i;
    while (j < n && !/[\s{}()[\];$]/.test(text[j])) j++;
    let tok = text.slice(this.i, j);
    const start = this.i;
    this.i = j;
    this.inMovetext = true;
    if (RESULTS.has(tok)) {
      if (this.stack.length > 1) return { message: 'Sonuç, kapatılmamış bir varyantın içinde.', at: start };
      this.game.result = tok;
      this.finish();
      return null;
    }
    if (/^\.+$/.test(tok)) return null; // "1. ... e5"
    const num = /^\d+\.*/.exec(tok);
    if (num) {
      if (num[0].length === tok.length) {
        if (!tok.includes('.') && !/^\d+$/.test(tok)) return { message: `Tanınmayan simge: "${tok.slice(0, 20)}".`, at: start };
        return null; // move number like "12." or "12..." (or a bare number)
      }
      if (!tok.slice(0, num[0].length).includes('.')) return { message: `Tanınmayan simge: "${tok.slice(0, 20)}".`, at: start };
      tok = tok.slice(num[0].length); // "12.e4"
    }
    const sm = /^(.*?)([!?]{1,2})?$/.exec(tok)!;
    const san = sm[1];
    if (!/^(?:[A-Za-zŞşİı0-9=+#:\-x]|\.\.\.)+$/u.test(san) || san.length > 20 || !/[a-h1-8O0]/.test(san))
      return { message: `Tanınmayan hamle: "${tok.slice(0, 20)}".`, at: start };
    const node: PgnNode = { san, nags: [], comments: [], variations: [] };
    if (sm[2]) {
      const nag = SUFFIX_NAG[sm[2]];
      if (nag === undefined) return { message: `Tanınmayan hamle işareti: "${sm[2]}".`, at: start };
      node.nags.push(nag);
    }
    if (this.pendingBefore.length) {
      node.commentsBefore = this.pendingBefore;
      this.pendingBefore = [];
    }
    this.stack[this.stack.length - 1].push(node);
    return null;
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
