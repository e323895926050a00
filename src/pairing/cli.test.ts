import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPairingCli } from './cli.ts';

const dir = join(import.meta.dirname, '../../tests/fixtures/pairing');
const small = readFileSync(join(dir, 'p007-s101.trf'), 'utf8');
const run = (args: string[], text: string) => runPairingCli(args, () => text);

describe('pairing CLI', () => {
  it('an accelerated file: the JSON says which players get virtual points in which rounds (C.04.5.1)', () => {
    const out = runPairingCli(['baku.trf'], () =>
      readFileSync(join(dir, 'baku-p028.trf'), 'utf8').replace(/^001 .*$/gm, (l) => l.slice(0, 80)),
    );
    expect(out.status).toBe(0);
    const j = JSON.parse(out.stdout) as { round: number; acceleration: { title: string; groups: { players: string; now: number }[] } };
    expect(j.round).toBe(1);
    expect(j.acceleration.title).toMatch(/Baku.*C\.04\.5\.1/);
    expect(j.acceleration.groups).toEqual([expect.objectContaining({ players: '1–14', now: 1 })]);
  });

  it('pairs the next round: JSON with round, pairs, bye and a Turkish explanation', () => {
    const lines = small.split('\n');
    // Keep rounds 1–3 only: the next round is 4.
    const cut = lines
      .map((l) =>
        l.startsWith('001')
          ? l
              .slice(0, 91 + 30 - 2)
              .trimEnd()
              .replace(/^(.{80}).{4}/, '$1    ')
          : l,
      )
      .join('\n');
    const out = run(['x.trf'], cut);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const j = JSON.parse(out.stdout) as { round: number; pairs: [number, number][]; bye: number | null; explanation: string[] };
    expect(j.round).toBe(4);
    const seen = new Set<number>();
    for (const [w, b] of j.pairs) {
      expect(seen.has(w) || seen.has(b)).toBe(false);
      seen.add(w).add(b);
    }
    expect(j.explanation.some((s) => /puan grubu/.test(s))).toBe(true);
    expect(j.explanation.some((s) => /C\.04\.3 5\.2\.\d/.test(s))).toBe(true);
  });

  it('--check re-pairs every round of a file bbpPairings made and finds no difference', () => {
    const out = run(['x.trf', '--check'], small);
    expect(out.status).toBe(0);
    // The fixture holds five paired rounds (columns 92 on, ten characters a round): all five are re-paired
    // and all five come out the same; a reader that found no round would report 0 of 0 and fail here.
    const played = Math.max(
      ...small
        .split('\n')
        .filter((l) => l.startsWith('001'))
        .map((l) => Math.ceil((l.trimEnd().length - 91) / 10)),
    );
    expect(played).toBe(5);
    expect(JSON.parse(out.stdout)).toEqual({ rounds: played, identical: played, first: null, differences: [] });
  });

  it('--check names the round, board and deciding criterion of a changed pairing', () => {
    // Swap the colours of one round-2 game on both lines: only colours differ.
    const lines = small.split('\n');
    const col = 92 + 10 - 1;
    const i = lines.findIndex((l) => l.startsWith('001') && /[wb]/.test(l[col + 5]) && /\d/.test(l.slice(col, col + 4)));
    const opp = Number(lines[i].slice(col, col + 4));
    const j = lines.findIndex((l) => l.startsWith('001') && Number(l.slice(4, 8)) === opp);
    const flip = (l: string) => l.slice(0, col + 5) + (l[col + 5] === 'w' ? 'b' : 'w') + l.slice(col + 6);
    lines[i] = flip(lines[i]);
    lines[j] = flip(lines[j]);
    const out = run(['x.trf', '--check'], lines.join('\n'));
    expect(out.status).toBe(2);
    const r = JSON.parse(out.stdout);
    expect(r.first.round).toBe(2);
    expect(r.first.criterion.id).toBe('E');
    expect(r.first.message).toMatch(/2\. tur farklı/);
  });

  it('--check lists every round that differs, with every differing board', () => {
    // Swap the colours of every game in rounds 2 and 4: each game of those rounds differs.
    const lines = small.split('\n');
    const flipRound = (r: number) => {
      const col = 92 + 10 * (r - 1) - 1;
      for (let k = 0; k < lines.length; k++) {
        const l = lines[k];
        if (!l.startsWith('001') || !/[wb]/.test(l[col + 5] ?? '') || !(Number(l.slice(col, col + 4)) > 0)) continue;
        lines[k] = l.slice(0, col + 5) + (l[col + 5] === 'w' ? 'b' : 'w') + l.slice(col + 6);
      }
    };
    flipRound(2);
    flipRound(4);
    const out = run(['x.trf', '--check'], lines.join('\n'));
    expect(out.status).toBe(2);
    const r = JSON.parse(out.stdout) as { differences: { round: number; boards: number[]; file: { pairs: unknown[] } }[] };
    // Rounds 2 and 4 differ on every board; later rounds follow other colour histories and may differ too.
    const rounds = r.differences.map((d) => d.round);
    expect(rounds).toContain(2);
    expect(rounds).toContain(4);
    expect(rounds[0]).toBe(2);
    for (const d of r.differences.filter((x) => x.round === 2 || x.round === 4))
      expect(d.boards).toEqual(d.file.pairs.map((_, i) => i + 1));
  });

  it('prints a Berger table', () => {
    const out = run(['--round-robin', '4'], '');
    expect(JSON.parse(out.stdout).rounds[0]).toEqual({
      round: 1,
      pairs: [
        [1, 4],
        [2, 3],
      ],
      bye: null,
    });
  });

  it('--round-robin takes decimal digits only, in range, with a Turkish reason otherwise', () => {
    const ok8 = run(['--round-robin', '8', '--double'], '');
    expect(ok8.status).toBe(0);
    const j = JSON.parse(ok8.stdout) as { players: number; rounds: { pairs: unknown[] }[] };
    expect(j.players).toBe(8);
    expect(j.rounds).toHaveLength(14);
    expect(j.rounds.every((r) => r.pairs.length === 4)).toBe(true);
    for (const bad of ['0x10', '1e1', '8.0', '+8', ' 8', '８', '']) {
      const out = run(['--round-robin', bad], '');
      expect(out.status, bad).toBe(1);
      expect(out.stdout).toBe('');
      expect(out.stderr).toContain(`“${bad}” bir oyuncu sayısı değil`);
      expect(out.stderr).not.toMatch(/NaN/);
    }
    for (const args of [['--round-robin'], ['--round-robin', '--double']]) {
      const out = run(args, '');
      expect(out.status).toBe(1);
      expect(out.stderr).toMatch(/^--round-robin için oyuncu sayısı eksik/);
      expect(out.stderr).not.toMatch(/NaN/);
    }
    expect(run(['--round-robin', '21'], '').stderr).toMatch(/3 ile 20 .*; 21 olamaz/);
    expect(run(['--round-robin', '8', 'x.trf'], '').stderr).toMatch(/kullanılamayan girdi: x\.trf/);
  });

  it('bad input: a Turkish message naming line and column, status 1', () => {
    const bad = small
      .split('\n')
      .map((l) => (l.startsWith('001    3 ') ? l.slice(0, 80) + ' 9.0' + l.slice(84) : l))
      .join('\n');
    const out = run(['x.trf'], bad);
    expect(out.status).toBe(1);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/^Satır \d+, sütun 81: .*puan/);
    expect(run(['x.trf'], 'merhaba').stderr).toMatch(/Satır 1, sütun 1/);
    expect(run(['--round-robin', '2'], '').stderr).toMatch(/3 ile 20/);
  });

  it('bad input the reader used to accept: a cut player line, two whites in one game, rounds beyond XXR', () => {
    const lines = small.split('\n');
    const i = lines.findIndex((l) => l.startsWith('001') && l.trimEnd().length > 120 && Number(l.slice(91, 95)) > 0);
    // A line cut inside its third round block, after the opponent's number.
    const cut = [...lines];
    cut[i] = lines[i].slice(0, 91 + 20 + 4);
    const a = run(['x.trf'], cut.join('\n'));
    expect(a.status).toBe(1);
    expect(a.stderr).toMatch(new RegExp(`^Satır ${i + 1}, sütun 112: 3\\. tur bloğu yarım kalmış`));
    // Both sides of a round-1 game written as white.
    const col = 91 + 5;
    const opp = Number(lines[i].slice(91, 95));
    const j = lines.findIndex((l) => l.startsWith('001') && Number(l.slice(4, 8)) === opp);
    const same = [...lines];
    for (const k of [i, j]) same[k] = lines[k].slice(0, col) + 'w' + lines[k].slice(col + 1);
    const b = run(['x.trf'], same.join('\n'));
    expect(b.status).toBe(1);
    expect(b.stderr).toMatch(/1\. tur: .*ikisi de beyaz \(w\) yazılmış/);
    // XXR says fewer rounds than the lines hold.
    const c = run(['x.trf'], small + '\nXXR 3\n');
    expect(c.status).toBe(1);
    expect(c.stderr).toMatch(/^Satır \d+, sütun 122: XXR 3 tur diyor \(satır \d+\), ama bu satırda 4\. tur yazılmış/);
  });

  it('refuses more players than the cap in Turkish, before pairing', () => {
    const players = Array.from({ length: 1001 }, (_, k) => `001 ${String(k + 1).padStart(4)}      Oyuncu ${k + 1}`);
    const out = run(['x.trf'], ['012 Büyük açık', ...players, 'XXR 9'].join('\n'));
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/1\.001 oyuncu eşlenecek; araç en fazla 1\.000 oyuncuyu eşlendirir/);
  });

  it('fuzz: 10,000 mutated files give a pairing or a Turkish error, never a crash', () => {
    let s = 12345;
    const rand = (k: number) => {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      return s % k;
    };
    const base = small.split('\n');
    const alphabet = '0123456789 wb-+=HUFZDLW.\tx';
    let paired = 0;
    for (let t = 0; t < 10000; t++) {
      const lines = [...base];
      for (let m = 1 + rand(3); m > 0; m--) {
        const k = rand(lines.length);
        const op = rand(5);
        if (op === 0) lines.splice(k, 1);
        else if (op === 1) lines.splice(k, 0, lines[rand(lines.length)] ?? '');
        else if (op === 2) lines[k] = (lines[k] ?? '').slice(0, rand(120));
        else {
          const l = lines[k] ?? '';
          const p = rand(Math.max(1, l.length + 5));
          lines[k] = l.slice(0, p) + alphabet[rand(alphabet.length)] + l.slice(p + 1);
        }
      }
      const out = run(['x.trf'], lines.join('\n'));
      expect(out.stderr, out.stderr).not.toMatch(/Beklenmeyen/);
      if (out.status === 0) {
        paired++;
        expect(() => JSON.parse(out.stdout)).not.toThrow();
      } else {
        expect(out.status).toBe(1);
        expect(out.stderr).toMatch(/^(Satır \d+, sütun \d+: )?\S/);
      }
    }
    expect(paired).toBeGreaterThan(100);
  });
});
