// The ruling CLI's work, without the process: the text of a scenario (or of a case file
// `{ name, scenario, expect }`) in, the output and exit status out. Never throws.

import { rule } from '../engine/rulings/index.ts';

export interface CliOutput {
  status: 0 | 1;
  stdout: string;
  stderr: string;
}

export function rulingFromText(text: string): CliOutput {
  // A case file of the test suite ({ name, scenario, expect }) is read as its scenario.
  let input: unknown = text;
  try {
    const json = JSON.parse(text) as unknown;
    input = json && typeof json === 'object' && 'scenario' in json && 'expect' in json ? (json as { scenario: unknown }).scenario : json;
  } catch {
    // rule() reports malformed JSON in Turkish.
  }
  const r = rule(input);
  if (!r.ok) return { status: 1, stdout: '', stderr: `Hata: ${r.error.message}\n` };
  // The ruling, then the trace of the events (an extension of the spec's ruling).
  return { status: 0, stdout: JSON.stringify({ ...r.value.ruling, trace: r.value.trace }, null, 2) + '\n', stderr: '' };
}
