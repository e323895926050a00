import { describe, expect, it } from 'vitest';
import { issueProblems, formatProblem, turkishIssues } from '../problems.ts';
import { pageFields, scenarioPageFields, untranslatedEndings } from './schema.ts';
import { readPages } from '../../buildtime/content.ts';
import { TERMINATION_TR } from './labels.ts';
import { TERMINATIONS } from '../../engine/rulings/index.ts';

const page = {
  articles: ['7.5.4', '4.1', '7.5.5'],
  scenario: {
    laws: '2018',
    timeControl: '90+30',
    moves: ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6'],
    events: [{ castle: 'king', twoHands: true }, { press: true }],
  },
  expected: {
    result: null,
    toMove: 'black',
    illegalMoves: { white: 1, black: 0 },
    clockAdjustments: [{ side: 'black', seconds: 120, article: '7.5.5' }],
  },
};

const problems = (data: unknown) => {
  const r = pageFields.safeParse(data, { error: turkishIssues });
  return r.success ? [] : issueProblems(r.error.issues, { file: 'content/senaryolar/x.mdx' }).map(formatProblem);
};

describe('the scenario page schema', () => {
  it('accepts a scenario the engine reads and whose expected ruling it reproduces', () => {
    expect(problems(page)).toEqual([]);
    expect(problems({ edition: '2018', article: '7', order: 8 })).toEqual([]);
  });

  it('names the field the engine cannot read', () => {
    const moves = [...page.scenario.moves.slice(0, 7), 'Nf9'];
    expect(problems({ ...page, scenario: { ...page.scenario, moves } })).toEqual([
      'content/senaryolar/x.mdx › scenario.moves[7]: kural motoru okuyamadı: "Nf9" geçerli bir cebirsel notasyon hamlesi değil.',
    ]);
  });

  it('names each part of the expected ruling the engine contradicts', () => {
    expect(problems({ ...page, expected: { ...page.expected, illegalMoves: { white: 2, black: 0 }, toMove: 'white' } })).toEqual([
      'content/senaryolar/x.mdx › expected.toMove: motorun kararıyla uyuşmuyor: beklenen "white", motor "black"',
      'content/senaryolar/x.mdx › expected.illegalMoves: motorun kararıyla uyuşmuyor: beklenen {"white":2,"black":0}, motor {"white":1,"black":0}',
    ]);
  });

  it('checks the types of the expected ruling and asks for the articles', () => {
    expect(problems({ ...page, expected: { ...page.expected, toMove: 'blak', verdict: 1 } })).toEqual([
      'content/senaryolar/x.mdx › expected.toMove: "white" ya da "black" olmalı, "blak" verildi',
      'content/senaryolar/x.mdx › expected.verdict: kararda böyle bir alan yok',
    ]);
    expect(problems({ ...page, articles: [] })).toEqual([
      'content/senaryolar/x.mdx › articles: senaryonun gösterdiği maddeler yazılmalı (en az bir)',
    ]);
    expect(problems({ expected: page.expected })).toEqual([
      'content/senaryolar/x.mdx › expected: senaryosu olmayan bir sayfada beklenen karar yazılmaz',
    ]);
  });
});

describe('endings shown in Turkish', () => {
  const scenarioPages = readPages('content/senaryolar', scenarioPageFields).pages.filter((p) => p.data.scenario);

  it('has a Turkish name for every ending the engine gives', () => {
    for (const t of TERMINATIONS) {
      expect(TERMINATION_TR[t], t).not.toBe(t);
      expect(TERMINATION_TR[t], t).not.toMatch(/^[a-z]+-[a-z-]+$/);
    }
  });

  it('refuses a page whose ending would show as the engine code', () => {
    const bothFlags = scenarioPages.find((p) => p.id === 'senaryolar/iki-bayrak-son-donemde');
    expect(bothFlags).toBeDefined();
    const scenario = bothFlags!.data.scenario!;
    const laws = String(scenario.laws ?? '2023');
    expect(untranslatedEndings(scenario, laws)).toEqual([]);
    // The same page before the codes were translated (issue 35): refused, code named.
    const untranslated = (t: string) => (t === 'both-flags' ? null : 'x');
    expect(untranslatedEndings(scenario, laws, untranslated)).toEqual([
      'sayfa bitiş türünü motorun İngilizce kodu "both-flags" olarak gösterirdi: src/browser/scenario/labels.ts\'teki TERMINATION_TR\'ye Türkçesini ekleyin',
    ]);
  });

  it('names every ending of the scenario pages in Turkish', () => {
    expect(scenarioPages.length).toBeGreaterThan(50);
    for (const p of scenarioPages)
      expect(untranslatedEndings(p.data.scenario!, String(p.data.scenario!.laws ?? '2023')), p.file).toEqual([]);
  });
});
