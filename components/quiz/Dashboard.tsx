// /sinav/: the per-article mastery chart (SVG, from localStorage; the server renders it empty), the
// last mock exams, and export/import of the progress as a JSON file.
import { useRef, useState } from 'react';
import ProgressNotice from './ProgressNotice.tsx';
import { currentHashes, useProgress, type ProgressHandle } from './store.ts';
import { mastery } from '../../src/browser/quiz/leitner.ts';
import {
  exportFileName,
  exportProgress,
  importProgress,
  reconcileProgress,
  type ExamRecord,
  type Progress,
} from '../../src/browser/quiz/progress.ts';
import { decimalTr } from '../../src/lib/index.ts';
import { err, ok, type Result } from '../../src/engine/index.ts';
import { withBoundary } from '../ToolBoundary.tsx';

export interface GroupInfo {
  group: string;
  label: string;
  href: string;
  ids: string[];
}

export function MasteryChart({ groups, values }: { groups: GroupInfo[]; values: Record<string, number> | null }) {
  const rowH = 26;
  const labelW = 96;
  const barW = 258;
  const W = labelW + barW + 46;
  const H = groups.length * rowH + 8;
  const summary = values ? groups.map((g) => `${g.label}: %${Math.round((values[g.group] ?? 0) * 100)}`).join(', ') : 'Henüz veri yok';
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="quiz-chart"
      role="img"
      aria-label={`Maddelere göre ustalık. ${summary}`}
      data-mastery-chart={values ? 'filled' : 'empty'}
    >
      <title>Maddelere göre ustalık</title>
      {groups.map((g, i) => {
        const v = values?.[g.group] ?? 0;
        const y = 4 + i * rowH;
        return (
          <g key={g.group} data-mastery={g.group} data-value={Math.round(v * 100)}>
            <text x={labelW - 6} y={y + rowH / 2 + 4} textAnchor="end" fontSize="13" fill="currentColor">
              {g.label}
            </text>
            <rect x={labelW} y={y + 4} width={barW} height={rowH - 10} rx="3" className="quiz-chart-track" />
            {v > 0 && <rect x={labelW} y={y + 4} width={Math.max(2, barW * v)} height={rowH - 10} rx="3" className="quiz-chart-bar" />}
            <text x={labelW + barW + 6} y={y + rowH / 2 + 4} fontSize="13" fill="currentColor">
              {values ? `%${Math.round(v * 100)}` : '–'}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The last five mock exams, newest first. */
function ExamHistory({ history }: { history: ExamRecord[] }) {
  return (
    <>
      <h2 id="denemeler">Son deneme sınavları</h2>
      <ul className="quiz-history">
        {history
          .slice(-5)
          .reverse()
          .map((h) => (
            <li key={h.at}>
              {new Date(h.at).toLocaleDateString('tr-TR')}: {decimalTr(h.correct)}/{h.total} (%
              {Math.floor((h.correct * 100) / Math.max(1, h.total) + 1e-9)}) — {h.passed ? 'geçti' : 'kaldı'}
            </li>
          ))}
      </ul>
    </>
  );
}

/** The progress as a downloaded JSON file. */
function downloadProgress(progress: Progress) {
  const blob = new Blob([exportProgress(progress)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = exportFileName();
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The progress read from a file's text, brought in line with the banks as built; the Turkish line to show, as a success or an error. */
async function importText(text: string, replace: (p: Progress) => void): Promise<Result<string, string>> {
  const r = importProgress(text);
  if (!r.ok) return r;
  // A file saved before a bank update: answers to removed or changed questions are left out.
  const map = await currentHashes();
  const c = map ? reconcileProgress(r.value, map) : { progress: r.value, dropped: [] };
  replace(c.progress);
  const left = c.dropped.length ? ` Soru bankası o zamandan beri güncellendiği için ${c.dropped.length} sorunun cevabı alınmadı.` : '';
  return ok(`İlerleme içe aktarıldı: ${Object.keys(c.progress.boxes).length} sorunun kaydı yüklendi.${left}`);
}

/** Export and import of the progress, with what the last one did. */
function ProgressFile({ progress, ready, replace }: Pick<ProgressHandle, 'progress' | 'ready' | 'replace'>) {
  // What the last export or import did: the Turkish line to show, as a success or an error.
  const [message, setMessage] = useState<Result<string, string> | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const doExport = () => {
    downloadProgress(progress);
    setMessage(ok('İlerleme dosyası indirildi.'));
  };
  const doImport = async (file: File | undefined) => {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setMessage(err('Dosya okunamadı. Mevcut ilerlemeniz korundu.'));
      return;
    }
    setMessage(await importText(text, replace));
    if (fileRef.current) fileRef.current.value = '';
  };
  return (
    <>
      <h2 id="ilerleme-dosyasi">İlerlemeyi kaydet ya da yükle</h2>
      <p className="quiz-hint">
        İlerlemeniz yalnızca bu tarayıcıda saklanır. Başka bir cihaza taşımak ya da yedeklemek için dosya olarak indirin; yüklediğiniz dosya
        buradaki ilerlemenin yerine geçer (geçersiz bir dosya hiçbir şeyi değiştirmez).
      </p>
      <div className="quiz-actions">
        <button type="button" className="quiz-btn" onClick={doExport} disabled={!ready} data-export>
          İlerlemeyi dosyaya indir
        </button>
        <label className="quiz-btn quiz-file">
          İlerleme dosyası yükle
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            disabled={!ready}
            data-import
            onChange={(e) => doImport(e.target.files?.[0])}
          />
        </label>
      </div>
      {message && (
        <p
          className={message.ok ? 'quiz-ok' : 'quiz-error'}
          role={message.ok ? 'status' : 'alert'}
          data-import-message={message.ok ? 'ok' : 'error'}
        >
          {message.ok ? message.value : message.error}
        </p>
      )}
    </>
  );
}

function Dashboard({ groups }: { groups: GroupInfo[] }) {
  const { progress, ready, notice, replace } = useProgress();
  const values = ready ? Object.fromEntries(groups.map((g) => [g.group, mastery(g.ids, progress.boxes)])) : null;
  const answered = Object.keys(progress.boxes).length;
  return (
    <div className="quiz-island quiz-dashboard" data-ready={ready ? 'true' : 'false'}>
      <ProgressNotice notice={notice} />
      <h2 id="ustalik">Maddelere göre ustalık</h2>
      <p className="quiz-hint">
        Her soru 1'den 5'e kadar bir kutudadır: doğru cevap soruyu bir üst kutuya taşır, yanlış cevap 1. kutuya geri gönderir. Ustalık, bir
        maddenin sorularının kutularının ortalamasıdır (hiç çözülmemiş soru %0 sayılır).
        {ready && ` Şimdiye kadar ${answered} farklı soru çözdünüz.`}
      </p>
      <MasteryChart groups={groups} values={values} />
      {ready && progress.history.length > 0 && <ExamHistory history={progress.history} />}
      <ProgressFile progress={progress} ready={ready} replace={replace} />
    </div>
  );
}

export default withBoundary(Dashboard, 'Çalışma özeti');
