// The norm calculator (/araclar/norm/): a title norm checked against FIDE B.01 1.4, from a typed list
// of opponents or a tournament's TRF file. Thin: the rules are src/norms, computed in the browser.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { checkNorm, NORM_TITLES, type NormResult, type NormTitle } from '../../src/norms/norm.ts';
import { parseOpponents } from '../../src/norms/input.ts';
import { normFromTrf } from '../../src/norms/trf.ts';
import { MAX_TRF_BYTES, limitMessage } from '../../src/lib/index.ts';

const EXAMPLE =
  'GM GER 2550 1\nGM FRA 2500 ½\nGM ESP 2480 1\nIM NED 2450 1\nIM TUR 2420 ½\nFM TUR 2350 1\nIM ITA 2400 ½\nFM GRE 2300 1\n- TUR 2150 1';

function Report({ r }: { r: NormResult }) {
  return (
    <>
      <table className="tbt-table" data-norm={r.norm ? 'yes' : 'no'}>
        <thead>
          <tr>
            <th>Madde (B.01)</th>
            <th>Koşul</th>
            <th>Sonuç</th>
          </tr>
        </thead>
        <tbody>
          {r.requirements.map((q) => (
            <tr key={q.id} data-requirement={q.id} data-ok={q.ok ? 'true' : 'false'}>
              <td>{q.article}</td>
              <td>{q.reason}</td>
              <td className="tbt-mark">{q.ok ? 'sağlandı' : 'sağlanmadı'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="elo-answer">
        <strong>
          {r.norm
            ? `${r.title} normu: koşulların hepsi sağlandı.`
            : `${r.title} normu yok: ${r.requirements.filter((q) => !q.ok).length} koşul sağlanmadı.`}
        </strong>{' '}
        {r.norm && r.countedGames < r.games ? `Norm ${r.countedGames} oyun sayılır (1.7).` : ''}
      </p>
      {r.notes.map((n, i) => (
        <p key={i} className="elo-note">
          {n}
        </p>
      ))}
    </>
  );
}

/** What the form holds. */
interface NormForm {
  mode: 'list' | 'trf';
  title: NormTitle;
  federation: string;
  exempt: boolean;
  teamChampionship: boolean;
  creditedRound: boolean;
  roundRobin: boolean;
  host: string;
  list: string;
  trf: string;
  player: string;
}

const INITIAL: NormForm = {
  mode: 'list',
  title: 'GM',
  federation: 'TUR',
  exempt: false,
  teamChampionship: false,
  creditedRound: false,
  roundRobin: false,
  host: '',
  list: EXAMPLE,
  trf: '',
  player: '1',
};

interface FormProps {
  f: NormForm;
  set: (patch: Partial<NormForm>) => void;
}

const Problem = ({ children }: { children: ReactNode }) => (
  <p className="elo-error" role="alert">
    {children}
  </p>
);

/** The norm checked against a typed list of opponents. */
function ListResult({ f }: { f: NormForm }) {
  const ops = parseOpponents(f.list);
  if (!ops.ok) return <Problem>{ops.error}</Problem>;
  const r = checkNorm({
    title: f.title,
    federation: f.federation.trim().toUpperCase(),
    opponents: ops.value,
    exempt: f.exempt,
    teamChampionship: f.teamChampionship,
    creditedRound: f.creditedRound,
    roundRobin: f.roundRobin,
  });
  return r.ok ? <Report r={r.value} /> : <Problem>{r.error.message}</Problem>;
}

/** The norm of one player of a tournament's TRF file. */
function TrfResult({ f }: { f: NormForm }) {
  if (f.trf.trim() === '') return <p>TRF dosyasının içeriğini yapıştırın.</p>;
  if (f.trf.length > MAX_TRF_BYTES) return <Problem>{limitMessage.trf(f.trf.length)}</Problem>;
  if (!/^\d{1,4}$/.test(f.player.trim())) return <Problem>Oyuncunun başlangıç numarası bir tam sayı olmalı.</Problem>;
  const r = normFromTrf(f.trf, Number(f.player), f.title, {
    exempt: f.exempt,
    teamChampionship: f.teamChampionship,
    roundRobin: f.roundRobin,
    hostFederation: f.host.trim() === '' ? undefined : f.host,
  });
  if (!r.ok) return <Problem>{r.error.message}</Problem>;
  return (
    <>
      <p>
        {r.value.player.name} ({r.value.player.federation}): {r.value.result.games} oyun.
      </p>
      {r.value.skipped.map((s, i) => (
        <p key={i} className="elo-note">
          {s}
        </p>
      ))}
      <Report r={r.value.result} />
    </>
  );
}

/** The title and the kind of input. */
function TitleAndMode({ f, set }: FormProps) {
  return (
    <>
      <label htmlFor="norm-title">Unvan</label>
      <select id="norm-title" value={f.title} onChange={(e) => set({ title: e.target.value as NormTitle })}>
        {NORM_TITLES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>Giriş</legend>
        <label>
          <input type="radio" name="norm-mode" checked={f.mode === 'list'} onChange={() => set({ mode: 'list' })} /> Rakip listesi
        </label>{' '}
        <label>
          <input type="radio" name="norm-mode" checked={f.mode === 'trf'} onChange={() => set({ mode: 'trf' })} /> Turnuvanın TRF dosyası
        </label>
      </fieldset>
    </>
  );
}

/** The typed list: the candidate's federation, the opponents, a credited round. */
function ListInputs({ f, set }: FormProps) {
  return (
    <>
      <label htmlFor="norm-fed">Norm adayının federasyonu</label>
      <input id="norm-fed" type="text" value={f.federation} onChange={(e) => set({ federation: e.target.value })} />
      <label htmlFor="norm-list">
        Rakipler (her satıra unvan ya da -, federasyon, rating ya da -, skor; isteğe bağlı “yoksay”: yenilen rakibe karşı sonucu yok say,
        1.4.1; “sıfır”: devreli turnuvada sıfır puan alan ratingsiz rakip, 1.4.2 b)
      </label>
      <textarea id="norm-list" rows={10} value={f.list} onChange={(e) => set({ list: e.target.value })} />
      <label>
        <input type="checkbox" checked={f.creditedRound} onChange={(e) => set({ creditedRound: e.target.checked })} /> Bir turda hükmen
        galibiyet ya da eşlendirmenin verdiği bay var (1.4.1 c: 8 oyun 9 sayılır)
      </label>
    </>
  );
}

/** The TRF file, the candidate's start number, the host federation. */
function TrfInputs({ f, set }: FormProps) {
  return (
    <>
      <label htmlFor="norm-trf">TRF dosyası</label>
      <textarea id="norm-trf" rows={10} value={f.trf} onChange={(e) => set({ trf: e.target.value })} />
      <label htmlFor="norm-player">Norm adayının başlangıç numarası</label>
      <input id="norm-player" type="text" inputMode="numeric" value={f.player} onChange={(e) => set({ player: e.target.value })} />
      <label htmlFor="norm-host">Ev sahibi federasyon (İsviçre turnuvasında 1.4.3 d muafiyeti dosyadan sayılır; boş bırakılabilir)</label>
      <input id="norm-host" type="text" value={f.host} onChange={(e) => set({ host: e.target.value })} />
    </>
  );
}

/** The kind of competition: exemption from the federation rules, team championship, round robin. */
function CompetitionChecks({ f, set }: FormProps) {
  return (
    <>
      <label>
        <input type="checkbox" checked={f.exempt} onChange={(e) => set({ exempt: e.target.checked })} /> Turnuva federasyon koşullarından
        muaf (1.4.3 a–d: ulusal şampiyona finali, ulusal takım şampiyonası, zonal, koşulları sağlayan büyük İsviçre turnuvası)
      </label>
      <label>
        <input type="checkbox" checked={f.teamChampionship} onChange={(e) => set({ teamChampionship: e.target.checked })} /> Dünya ya da
        kıta takım veya kulüp şampiyonası (1.4.1 b: 7 oyun yeterli)
      </label>
      <label>
        <input type="checkbox" checked={f.roundRobin} onChange={(e) => set({ roundRobin: e.target.checked })} /> Devreli turnuva (1.4.2 b:
        sıfır puan alan ratingsiz rakiplerle oyunlar sayılmaz)
      </label>
    </>
  );
}

export default function NormTool() {
  const [f, setForm] = useState<NormForm>(INITIAL);
  const set = (patch: Partial<NormForm>) => setForm((prev) => ({ ...prev, ...patch }));
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="elo" data-ready={ready ? 'true' : 'false'}>
      <form className="tbt-form" onSubmit={(e) => e.preventDefault()}>
        <TitleAndMode f={f} set={set} />
        {f.mode === 'list' ? <ListInputs f={f} set={set} /> : <TrfInputs f={f} set={set} />}
        <CompetitionChecks f={f} set={set} />
      </form>
      <div className="elo-result">{f.mode === 'list' ? <ListResult f={f} /> : <TrfResult f={f} />}</div>
    </div>
  );
}
