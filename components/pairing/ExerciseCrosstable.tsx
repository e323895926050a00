// The crosstable the pairing exercise ("Bu turu siz eşlendirin") is based on (#33): every player's
// earlier opponents, colours, byes and points, so the learner does not have to read the raw TRF. A
// small island of its own beside the pairing tool: while the tool's exercise runs, it shows the
// crosstable of the tournament in the tool's TRF field (the file the exercise was started from), with
// the crosstable's legend of bye letters.
import { useEffect, useState } from 'react';
import { parseTrf } from '../../src/tiebreak/index.ts';
import { Crosstable } from '../tiebreak/Crosstable.tsx';

/** The TRF of the running exercise, or null when none runs. */
function exerciseText(): string | null {
  const running = document.querySelector('.esl-exercise form');
  const field = document.getElementById('esl-text');
  return running && field instanceof HTMLTextAreaElement ? field.value : null;
}

export default function ExerciseCrosstable() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    // The tool renders the exercise form when it starts and removes it when the file changes.
    const observer = new MutationObserver(() => setText(exerciseText()));
    observer.observe(document.body, { childList: true, subtree: true });
    setText(exerciseText());
    return () => observer.disconnect();
  }, []);
  if (text === null) return null;
  const parsed = parseTrf(text);
  // The tool names what is wrong with the file; nothing to add here.
  if (!parsed.ok) return null;
  const t = parsed.value.tournament;
  return (
    <section className="esl-crosstable" aria-labelledby="esl-ct-title" data-exercise-crosstable>
      <h2 id="esl-ct-title">Alıştırmanın dayandığı çapraz tablo</h2>
      <p>
        Oynanmış {t.roundsPlayed} turun sonuçları: her oyuncunun rakipleri, renkleri, bayları ve puanı. Eşlendirmenizi bu tabloya göre yapın
        (renk geçmişi, daha önce karşılaşanlar, bay almış olanlar).
      </p>
      <Crosstable t={t} caption={`${t.roundsPlayed + 1}. tur öncesi çapraz tablo`} />
    </section>
  );
}
