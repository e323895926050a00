// Team competitions: match points, game (board) points and the team tie-breaks of a crosstable of team
// matches. FIDE C.07 (Play-off and Tie-Break Regulations) leaves the scoring and the order of the
// tie-breaks to the event's own regulations (C.07 2.1, 4.1); this module computes the usual ones:
//   MP  match points: a won match (more game points than the opponent) 2, a drawn match 1, a lost one 0
//       by default; the event's regulations may give other values (`matchPoints`).
//   GP  game points (board points): the sum of the team's points on all boards.
//   DE  direct encounter (C.07 6): the primary score (match points) in the matches among the teams still
//       tied; applied only when each of them has met every other one (otherwise all tied teams get null).
//   SB  team Sonneborn-Berger as the Olympiad-style regulations define it: for each opponent, that
//       opponent's match points multiplied by the game points scored against it, summed.
//   BH  Buchholz on match points: the sum of the opponents' match points.
// Pure TypeScript (no DOM, no Node APIs); user-facing messages are Turkish and name the field.
import { err, ok, type Result } from '../lib/index.ts';

export const TEAM_CODES = ['MP', 'GP', 'DE', 'SB', 'BH'] as const;

export interface TeamMatch {
  /** Team numbers (1-based, the order of `teams`). */
  home: number;
  away: number;
  /** Game points of each side (sum of its boards). */
  homePoints: number;
  awayPoints: number;
}

export interface TeamEvent {
  /** Team names, in start-number order (team 1 first). */
  teams: string[];
  /** Games per match (boards); each match's game points must add up to it. */
  boards: number;
  matches: TeamMatch[];
  /** Match points for a won, drawn and lost match; the event's regulations decide (default 2, 1, 0). */
  matchPoints?: { win: number; draw: number; loss: number };
}

export interface TeamRow {
  team: number;
  name: string;
  mp: number;
  gp: number;
  /** Values of the codes asked, in order; null where a code gives no value (DE not applicable). */
  tiebreaks: Record<string, number | null>;
  /** 1 = first; teams equal on everything share the rank. */
  rank: number;
}

export interface TeamError {
  field: string;
  message: string;
}

const DEFAULT_MP = { win: 2, draw: 1, loss: 0 };
const isHalf = (x: number) => Number.isFinite(x) && x >= 0 && Number.isInteger(x * 2);

function validate(ev: TeamEvent): TeamError | null {
  // Called from JavaScript and JSON too: anything but an object is an error, never a throw.
  if (typeof ev !== 'object' || ev === null || Array.isArray(ev)) return { field: 'event', message: 'takım turnuvası bir nesne olmalı' };
  if (!Array.isArray(ev.teams)) return { field: 'teams', message: 'takımlar bir liste olmalı' };
  const n = ev.teams.length;
  if (n < 2) return { field: 'teams', message: 'en az iki takım olmalı' };
  if (!Number.isInteger(ev.boards) || ev.boards < 1)
    return { field: 'boards', message: 'masa sayısı 1 ya da daha büyük bir tam sayı olmalı' };
  if (!Array.isArray(ev.matches) || ev.matches.length === 0) return { field: 'matches', message: 'en az bir karşılaşma olmalı' };
  for (const [i, m] of ev.matches.entries()) {
    const at = `matches.${i}`;
    if (typeof m !== 'object' || m === null) return { field: at, message: `${i + 1}. karşılaşma bir nesne olmalı` };
    for (const side of ['home', 'away'] as const) {
      if (!Number.isInteger(m[side]) || m[side] < 1 || m[side] > n)
        return { field: `${at}.${side}`, message: `${i + 1}. karşılaşma: takım numarası 1 ile ${n} arasında olmalı` };
    }
    if (m.home === m.away) return { field: at, message: `${i + 1}. karşılaşma: bir takım kendisiyle eşleşemez` };
    if (!isHalf(m.homePoints) || !isHalf(m.awayPoints))
      return { field: at, message: `${i + 1}. karşılaşma: oyun puanları 0 ya da yarımın katı olmalı` };
    if (m.homePoints + m.awayPoints !== ev.boards)
      return {
        field: at,
        message: `${i + 1}. karşılaşma: iki takımın oyun puanları toplamı masa sayısına (${ev.boards}) eşit olmalı, ${m.homePoints + m.awayPoints} verildi`,
      };
  }
  return null;
}

/** The match points of one side of a match (C.07 leaves the values to the event's regulations). */
export function matchPointsOf(own: number, other: number, mp: TeamEvent['matchPoints'] = DEFAULT_MP): number {
  return own > other ? mp.win : own === other ? mp.draw : mp.loss;
}

interface Played {
  opponent: number;
  own: number;
  other: number;
}

function validateOrder(order: readonly string[]): TeamError | null {
  if (!Array.isArray(order)) return { field: 'order', message: 'eşitlik bozma kodları bir liste olmalı' };
  for (const [i, c] of order.entries())
    if (!(TEAM_CODES as readonly string[]).includes(c))
      return { field: `order.${i}`, message: `bilinmeyen takım eşitlik bozma kodu "${c}" (geçerli: ${TEAM_CODES.join(', ')})` };
  return null;
}

/** A team's value of a code other than DE, from its matches and every team's match points. */
function plainValue(code: string, t: number, games: Played[][], mp: number[], gp: number[]): number | null {
  switch (code) {
    case 'MP':
      return mp[t];
    case 'GP':
      return gp[t];
    case 'SB':
      return games[t].reduce((s, x) => s + mp[x.opponent] * x.own, 0);
    case 'BH':
      return games[t].reduce((s, x) => s + mp[x.opponent], 0);
  }
  return null;
}

/** The teams of `group` in order of their keys (higher first, then number), split where the keys differ. */
function splitTied(group: number[], keyOf: (t: number) => (number | null | undefined)[]): number[][] {
  const cmp = (a: number, b: number) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    for (let i = 0; i < ka.length; i++) {
      const x = ka[i] ?? -Infinity;
      const y = kb[i] ?? -Infinity;
      if (x !== y) return y - x;
    }
    return 0;
  };
  const sorted = [...group].sort((a, b) => cmp(a, b) || a - b);
  const out: number[][] = [];
  for (const t of sorted) {
    const last = out[out.length - 1];
    if (last && cmp(last[0], t) === 0) last.push(t);
    else out.push([t]);
  }
  return out;
}

/** Standings by match points, then the codes in `order` (all higher-is-better). */
export function computeTeamStandings(ev: TeamEvent, order: readonly string[] = []): Result<TeamRow[], TeamError> {
  const bad = validate(ev);
  if (bad) return err(bad);
  const badOrder = validateOrder(order);
  if (badOrder) return err(badOrder);
  const mpv = ev.matchPoints ?? DEFAULT_MP;
  const n = ev.teams.length;
  const games: Played[][] = Array.from({ length: n + 1 }, () => []);
  for (const m of ev.matches) {
    games[m.home].push({ opponent: m.away, own: m.homePoints, other: m.awayPoints });
    games[m.away].push({ opponent: m.home, own: m.awayPoints, other: m.homePoints });
  }
  const mp = games.map((g) => g.reduce((s, x) => s + matchPointsOf(x.own, x.other, mpv), 0));
  const gp = games.map((g) => g.reduce((s, x) => s + x.own, 0));
  const ids = Array.from({ length: n }, (_, i) => i + 1);

  // Rank group by group: teams equal on match points and every earlier code form a group; DE is
  // computed inside the group it is applied to (C.07 6: among the tied participants only).
  const values = new Map<number, Record<string, number | null>>(ids.map((t) => [t, {}]));
  let groups: number[][] = [ids];
  const keyOf = (t: number, upto: number) => [mp[t], ...order.slice(0, upto).map((c) => values.get(t)![c])];
  const split = (group: number[], upto: number) => splitTied(group, (t) => keyOf(t, upto));
  groups = split(ids, 0);
  order.forEach((code, i) => {
    for (const g of groups) {
      for (const t of g) {
        if (code !== 'DE') values.get(t)![code] = plainValue(code, t, games, mp, gp);
        else if (g.length === 1) values.get(t)![code] = null;
        else {
          const met = g.every((a) => g.every((b) => a === b || games[a].some((x) => x.opponent === b)));
          values.get(t)![code] = met
            ? games[t].filter((x) => g.includes(x.opponent)).reduce((s, x) => s + matchPointsOf(x.own, x.other, mpv), 0)
            : null;
        }
      }
    }
    groups = groups.flatMap((g) => split(g, i + 1));
  });

  const rows: TeamRow[] = [];
  let rank = 1;
  for (const g of groups) {
    for (const t of g) rows.push({ team: t, name: ev.teams[t - 1], mp: mp[t], gp: gp[t], tiebreaks: values.get(t)!, rank });
    rank += g.length;
  }
  return ok(rows);
}
