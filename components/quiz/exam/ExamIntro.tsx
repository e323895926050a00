// The mock exam's intro: the edition, the rules of the paper, its blueprint and the start button.
import type { Dispatch } from 'react';
import Blueprint from '../Blueprint.tsx';
import { EXAM_MINUTES, EXAM_SIZE, PASS_MARK } from '../../../src/browser/quiz/exam.ts';
import type { MockExamUiAction } from '../../../src/browser/quiz/mock-exam-state.ts';
import type { QuizEdition } from '../../../src/browser/quiz/types.ts';

const EXAM_EDITION_TR: Record<string, string> = { '2023': 'Yürürlükteki 2023 kuralları (önerilen)', '2018': '2018 metni' };

interface Props {
  edition: QuizEdition;
  /** The number of questions a paper of this edition is drawn from. */
  pool: number;
  /** The questions are loaded and the progress read: a paper can start. */
  loaded: boolean;
  canStart: boolean;
  start: () => void;
  dispatch: Dispatch<MockExamUiAction>;
}

export default function ExamIntro({ edition, pool, loaded, canStart, start, dispatch }: Props) {
  return (
    <div className="quiz-intro" data-exam-intro>
      <fieldset className="quiz-edition" data-exam-edition>
        <legend>Kurallar</legend>
        {(['2023', '2018'] as const).map((e) => (
          <label key={e}>
            <input
              type="radio"
              name="exam-edition"
              value={e}
              checked={edition === e}
              onChange={() => dispatch({ type: 'edition', edition: e })}
            />{' '}
            {EXAM_EDITION_TR[e]}
          </label>
        ))}
      </fieldset>
      <ul>
        <li>
          {Math.min(EXAM_SIZE, pool)} soru, seçtiğiniz kurallarda geçerli sorulardan aşağıdaki plana göre (maddelere ve zorluk düzeylerine
          dağıtılarak) çekilir.
        </li>
        <li>Süre {EXAM_MINUTES} dakikadır; süre bitince sınav olduğu gibi teslim edilir.</li>
        <li>Sorular arasında serbestçe gezinebilir, cevaplarınızı değiştirebilirsiniz. Sayfayı yenilerseniz sınav kaldığı yerden sürer.</li>
        <li>
          Geçme notu %{Math.round(PASS_MARK * 100)}'dir. Sonuçta her madde için doğru sayınızı ve yeniden okumanız gereken maddeleri
          görürsünüz.
        </li>
      </ul>
      <details className="quiz-blueprint-details">
        <summary>Sınavın planı</summary>
        <Blueprint />
      </details>
      {pool === 0 ? (
        <p>Henüz soru yok.</p>
      ) : (
        <button type="button" className="quiz-btn primary" onClick={start} disabled={!canStart} data-start>
          {loaded ? 'Sınavı başlat' : 'Sorular yükleniyor…'}
        </button>
      )}
    </div>
  );
}
