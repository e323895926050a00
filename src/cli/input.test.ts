// The CLIs' input limits (src/cli/input.ts) and the caps of the tools (src/lib/limits.ts):
// devices, FIFOs and oversized files are refused before reading, standard input is capped, a BOM is
// dropped, impossible castling rights and en-passant squares are refused — all in Turkish, exit 1.

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { decodeText, linesCapped, positionInputError, readFileCapped, readStreamCapped, stripBom } from './input.ts';
import { answerLine } from './unwinnable.ts';
import { MAX_EVENTS, MAX_GAMES, MAX_MOVES, MAX_SCENARIO_BYTES } from '../lib/index.ts';
import { fromPgn, fromScenario, parseJsonText, EMPTY_DRAFT } from '../browser/scenario/sandbox.ts';
import { parseGames } from '../../components/tiebreak/EloTool.tsx';
import { perfectPerformance, performanceRating } from '../tiebreak/rating.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'cli-input-'));
const node = (script: string, args: string[], input?: string) =>
  spawnSync('npx', ['node', `src/cli/${script}`, ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });
const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;

async function collect(stream: Readable, lines: number, bytes: number) {
  const out = [];
  for await (const l of linesCapped(stream, lines, bytes)) out.push(l);
  return out;
}

describe('reading a file', () => {
  it('refuses a device and a directory without reading them', () => {
    const dev = readFileCapped('/dev/zero', 1000);
    expect(dev).toMatchObject({ ok: false });
    expect(!dev.ok && dev.error).toMatch(/düzenli bir dosya değil/);
    const folder = readFileCapped(dir, 1000);
    expect(!folder.ok && folder.error).toMatch(/klasör/);
  });

  it('refuses a file over the cap, names a missing one, reads one at the cap', () => {
    const big = join(dir, 'big.txt');
    writeFileSync(big, 'x'.repeat(1001));
    const r = readFileCapped(big, 1000);
    expect(!r.ok && r.error).toMatch(/çok büyük/);
    writeFileSync(big, 'x'.repeat(1000));
    expect(readFileCapped(big, 1000)).toEqual({ ok: true, value: 'x'.repeat(1000) });
    expect(readFileCapped(join(dir, 'yok.json'), 1000)).toEqual({
      ok: false,
      error: `dosya okunamadı: ${join(dir, 'yok.json')} (böyle bir dosya yok)`,
    });
  });

  it('drops a UTF-8 BOM', () => {
    const f = join(dir, 'bom.txt');
    writeFileSync(f, '\uFEFF{"a":1}');
    expect(readFileCapped(f, 100)).toEqual({ ok: true, value: '{"a":1}' });
    expect(stripBom('\uFEFFx')).toBe('x');
  });
});

describe('decoding like the browser', () => {
  it('reads UTF-16 (either byte order, with its BOM) and UTF-8 files to the same text', () => {
    const text = '012 Çağrı Şahin Açık\n';
    const le = join(dir, 'le.trf');
    const be = join(dir, 'be.trf');
    writeFileSync(le, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    writeFileSync(be, Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]));
    expect(readFileCapped(le, 1000)).toEqual({ ok: true, value: text });
    expect(readFileCapped(be, 1000)).toEqual({ ok: true, value: text });
    expect(decodeText(Buffer.from('\uFEFF' + text))).toBe(text);
  });
});

describe('reading standard input', () => {
  it('stops at the byte cap', async () => {
    const r = await readStreamCapped(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000);
    expect(!r.ok && r.error).toMatch(/standart girdi çok büyük/);
    expect(await readStreamCapped(Readable.from([Buffer.from('\uFEFFab')]), 1000)).toEqual({ ok: true, value: 'ab' });
  });

  it('yields lines, then stops at a line that is too long or one line too many', async () => {
    const ok = await collect(Readable.from(['a\r\nb', '\nc']), 10, 100);
    expect(ok.map((l) => l.ok && l.value)).toEqual(['a', 'b', 'c']);
    const long = await collect(Readable.from([Buffer.alloc(5000)]), 10, 100);
    expect(long).toHaveLength(1);
    expect(!long[0].ok && long[0].error).toMatch(/^1\. satır çok uzun/);
    const many = await collect(Readable.from(['1\n2\n3\n4\n']), 3, 100);
    expect(many.map((l) => l.ok)).toEqual([true, true, true, false]);
    expect(!many[3].ok && many[3].error).toMatch(/en fazla 3 satır/);
  });
});

describe('positions the unwinnability CLI refuses', () => {
  it('castling rights without king and rook, an impossible en-passant square', () => {
    expect(positionInputError('4k3/8/8/8/8/8/8/4K3 w K - 0 1')).toMatch(/rok hakkı/);
    expect(positionInputError('4k3/8/8/8/8/8/8/4K3 w - e6 0 1')).toMatch(/geçerken alma/);
    expect(positionInputError('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1')).toBeNull();
    expect(positionInputError('8/8/8/8/8/8/8/kK6 w')).toBeNull(); // CHA's short form
    const line = answerLine('4k3/8/8/8/8/8/8/4K3 w K - 0 1 white');
    expect(line?.error).toBe(true);
    expect(line?.text).toMatch(/^error .*rok hakkı/);
  });
});

describe('the CLIs on hostile input: a Turkish error and a non-zero exit, at once', () => {
  it('ruling /dev/zero, ruling - < 1.5 MB, tiebreak /dev/zero BH', () => {
    for (const r of [
      node('ruling.ts', ['/dev/zero']),
      node('ruling.ts', ['-'], ' '.repeat(MAX_SCENARIO_BYTES + 500_000)),
      node('tiebreak.ts', ['/dev/zero', 'BH']),
    ]) {
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(TURKISH);
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    }
  });

  it('tiebreak and ruling on a FIFO with no writer: refused at once, not a hang', () => {
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    expect(readFileCapped(fifo, 1000)).toMatchObject({ ok: false, error: expect.stringMatching(/düzenli bir dosya değil/) });
    for (const r of [node('tiebreak.ts', [fifo, 'BH']), node('ruling.ts', [fifo])]) {
      expect(r.error).toBeUndefined(); // not killed by the 60 s timeout
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/düzenli bir dosya değil/);
    }
  });

  it('unwinnable --limit: digits within the cap only; perft shows its progress from depth 6', () => {
    for (const v of ['1e300', '0x10', '1e9999', '0', '-5', '2000000000', '']) {
      const r = node('unwinnable.ts', ['--limit', v], '8/8/8/8/8/8/8/k6K w - - 0 1\n');
      expect(r.status, v).toBe(2);
      expect(r.stderr, v).toMatch(/--limit 1 ile 1\.000\.000\.000 arasında/);
    }
    expect(node('unwinnable.ts', ['--limit', '5000'], '8/8/8/8/8/8/8/k6K w - - 0 1\n').stdout).toMatch(/^unwinnable/);
    const p = node('perft.ts', ['8/8/8/8/8/8/8/k6K w - - 0 1', '6']);
    expect(p.status).toBe(0);
    expect(p.stdout).toMatch(/nodes \d+/);
    expect(p.stderr).toMatch(/perft 6: kök hamlesi 1 \/ 3 /);
  });

  it('pairing: /dev/zero, a FIFO and a 5 MB file are refused before reading; a UTF-16 file pairs as UTF-8', () => {
    const fifo = join(dir, 'fifo.trf');
    spawnSync('mkfifo', [fifo]);
    const big = join(dir, 'big.trf');
    writeFileSync(big, Buffer.alloc(5_000_000, 1));
    for (const [path, why] of [
      ['/dev/zero', /düzenli bir dosya değil/],
      [fifo, /düzenli bir dosya değil/],
      [big, /çok büyük/],
    ] as const) {
      const r = node('pairing.ts', [path]);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(why);
    }
    const trf = readFileSync(join(root, 'src/pairing/examples/isvicre-9.trf'), 'utf8');
    const utf16 = join(dir, 'utf16.trf');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(trf, 'utf16le')]));
    const utf8 = join(dir, 'utf8.trf');
    writeFileSync(utf8, trf);
    const a = node('pairing.ts', [utf16]);
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(node('pairing.ts', [utf8]).stdout);
  });

  it('unwinnable with an endless line', () => {
    const r = node('unwinnable.ts', [], '0'.repeat(50_000));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^error 1\. satır çok uzun/);
    expect(r.stderr).toBe('');
  });

  it('ruling accepts a scenario file with a BOM', () => {
    const f = join(dir, 'bom.json');
    writeFileSync(f, '\uFEFF' + JSON.stringify({ moves: ['f3', 'e5', 'g4'], events: [{ move: 'Qh4#' }] }));
    const r = node('ruling.ts', [f]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).result).toBe('0-1');
  });
});

describe('caps of the tools', () => {
  it('the rating tool takes 1,000 games and refuses one more in Turkish', () => {
    const line = '2000 1\n';
    expect(parseGames(line.repeat(MAX_GAMES))).toMatchObject({ ok: true });
    const over = parseGames(line.repeat(MAX_GAMES + 1));
    expect(!over.ok && over.error).toMatch(/en fazla 1\.000 oyun/);
  });

  it('the rating arithmetic itself survives 200,000 games (no spread over the list)', () => {
    const games = Array.from({ length: 200_000 }, (_, i) => ({ opponentRating: 1500 + (i % 700), score: i % 2 }));
    expect(perfectPerformance(games)).toBeTypeOf('number');
    expect(performanceRating(games)).toBeTypeOf('number');
    expect(perfectPerformance(games.map((g) => ({ ...g, score: 0 })))).toBe(1500 - 800);
  });

  it('the sandbox refuses too many moves or events from JSON, URL or PGN', () => {
    const moves = fromScenario({ moves: Array(MAX_MOVES + 1).fill('e4') });
    expect(!moves.ok && moves.error).toMatch(/^moves: .*en fazla 2\.000 yarım hamle/);
    const events = fromScenario({ events: Array(MAX_EVENTS + 1).fill({ touch: 'e2' }) });
    expect(!events.ok && events.error).toMatch(/^events: .*en fazla 500 olay/);
    expect(fromScenario({ events: Array(MAX_EVENTS).fill({ touch: 'e2' }) })).toMatchObject({ ok: true });
    const text = parseJsonText(' '.repeat(MAX_SCENARIO_BYTES + 1));
    expect(!text.ok && text.error).toMatch(/çok büyük/);
    const pgn = fromPgn('1. Nf3 Nf6 2. Ng1 Ng8 '.repeat(Math.ceil(MAX_MOVES / 4) + 1), EMPTY_DRAFT);
    expect(!pgn.ok && pgn.error).toMatch(/en fazla 2\.000 yarım hamle/);
  });
});
