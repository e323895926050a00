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

export default function NormTool() {
  const [mode, setMode] = useState<'list' | 'trf'>('list');
  const [title, setTitle] = useState<NormTitle>('GM');
  const [federation, setFederation] = useState('TUR');
  const [exempt, setExempt] = useState(false);
  const [teamChampionship, setTeamChampionship] = useState(false);
  const [creditedRound, setCreditedRound] = useState(false);
  const [roundRobin, setRoundRobin] = useState(false);
  const [host, setHost] = useState('');
  const [list, setList] = useState(EXAMPLE);
  const [trf, setTrf] = useState('');
  const [player, setPlayer] = useState('1');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  let body: ReactNode;
  if (mode === 'list') {
    const ops = parseOpponents(list);
    if (!ops.ok)
      body = (
        <p className="elo-error" role="alert">
          {ops.error}
        </p>
      );
    else {
      const r = checkNorm({
        title,
        federation: federation.trim().toUpperCase(),
        opponents: ops.value,
        exempt,
        teamChampionship,
        creditedRound,
        roundRobin,
      });
      body = r.ok ? (
        <Report r={r.value} />
      ) : (
        <p className="elo-error" role="alert">
          {r.error.message}
        </p>
      );
    }
  } else if (trf.trim() === '') body = <p>TRF dosyasının içeriğini yapıştırın.</p>;
  else if (trf.length > MAX_TRF_BYTES)
    body = (
      <p className="elo-error" role="alert">
        {limitMessage.trf(trf.length)}
      </p>
    );
  else if (!/^\d{1,4}$/.test(player.trim()))
    body = (
      <p className="elo-error" role="alert">
        Oyuncunun başlangıç numarası bir tam sayı olmalı.
      </p>
    );
  else {
    const r = normFromTrf(trf, Number(player), title, {
      exempt,
      teamChampionship,
      roundRobin,
      hostFederation: host.trim() === '' ? undefined : host,
    });
    body = r.ok ? (
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
    ) : (
      <p className="elo-error" role="alert">
        {r.error.message}
      </p>
    );
  }

  return (
    <div className="elo" data-ready={ready ? 'true' : 'false'}>
      <form className="tbt-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="norm-title">Unvan</label>
        <select id="norm-title" value={title} onChange={(e) => setTitle(e.target.value as NormTitle)}>
          {NORM_TITLES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>Giriş</legend>
          <label>
            <input type="radio" name="norm-mode" checked={mode === 'list'} onChange={() => setMode('list')} /> Rakip listesi
          </label>{' '}
          <label>
            <input type="radio" name="norm-mode" checked={mode === 'trf'} onChange={() => setMode('trf')} /> Turnuvanın TRF dosyası
          </label>
        </fieldset>
        {mode === 'list' ? (
          <>
            <label htmlFor="norm-fed">Norm adayının federasyonu</label>
            <input id="norm-fed" type="text" value={federation} onChange={(e) => setFederation(e.target.value)} />
            <label htmlFor="norm-list">
              Rakipler (her satıra unvan ya da -, federasyon, rating ya da -, skor; isteğe bağlı “yoksay”: yenilen rakibe karşı sonucu yok
              say, 1.4.1; “sıfır”: devreli turnuvada sıfır puan alan ratingsiz rakip, 1.4.2 b)
            </label>
            <textarea id="norm-list" rows={10} value={list} onChange={(e) => setList(e.target.value)} />
            <label>
              <input type="checkbox" checked={creditedRound} onChange={(e) => setCreditedRound(e.target.checked)} /> Bir turda hükmen
              galibiyet ya da eşlendirmenin verdiği bay var (1.4.1 c: 8 oyun 9 sayılır)
            </label>
          </>
        ) : (
          <>
            <label htmlFor="norm-trf">TRF dosyası</label>
            <textarea id="norm-trf" rows={10} value={trf} onChange={(e) => setTrf(e.target.value)} />
            <label htmlFor="norm-player">Norm adayının başlangıç numarası</label>
            <input id="norm-player" type="text" inputMode="numeric" value={player} onChange={(e) => setPlayer(e.target.value)} />
            <label htmlFor="norm-host">
              Ev sahibi federasyon (İsviçre turnuvasında 1.4.3 d muafiyeti dosyadan sayılır; boş bırakılabilir)
            </label>
            <input id="norm-host" type="text" value={host} onChange={(e) => setHost(e.target.value)} />
          </>
        )}
        <label>
          <input type="checkbox" checked={exempt} onChange={(e) => setExempt(e.target.checked)} /> Turnuva federasyon koşullarından muaf
          (1.4.3 a–d: ulusal şampiyona finali, ulusal takım şampiyonası, zonal, koşulları sağlayan büyük İsviçre turnuvası)
        </label>
        <label>
          <input type="checkbox" checked={teamChampionship} onChange={(e) => setTeamChampionship(e.target.checked)} /> Dünya ya da kıta
          takım veya kulüp şampiyonası (1.4.1 b: 7 oyun yeterli)
        </label>
        <label>
          <input type="checkbox" checked={roundRobin} onChange={(e) => setRoundRobin(e.target.checked)} /> Devreli turnuva (1.4.2 b: sıfır
          puan alan ratingsiz rakiplerle oyunlar sayılmaz)
        </label>
      </form>
      <div className="elo-result">{body}</div>
    </div>
  );
}
