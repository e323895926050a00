// `resume` (spec v3): the envelope is opened and the sealed move judged (Guidelines I.8, I.9.1;
// 2001 A8, A9.1); the handler is in ../sealed.ts.

import { ok, opposite } from '../../types.ts';
import { onResume, quote } from '../sealed.ts';
import { fail, show } from '../fields.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "resume": true }`. */
export interface ResumeEvent extends EventBase {
  kind: 'resume';
}

export const resume: EventKind<ResumeEvent> = {
  kind: 'resume',
  modifiers: [],
  parse(value, { path, index: i }) {
    if (value !== true) return fail(path, `${show(value)} yalnızca true olabilir (zarf açılır)`, i);
    return ok({ index: i, kind: 'resume' });
  },
  apply(st) {
    const sealed = st.sealed;
    onResume(st);
    // The envelope is opened for the sealer's opponent, whose clock starts (I.9.1).
    return sealed ? { actor: opposite(sealed.player), note: `Zarf açıldı: kapalı hamle ${quote(sealed.text)}` } : undefined;
  },
  note: () => 'Hakem: zarf açıldı',
  tell: () => 'Devam oturumunda zarf açılır.',
  whileSealed: true,
};
