// Under the board editor: why the set-up position cannot arise in a game (a missing king …), or that
// the FEN field's placement cannot be read.
export default function SetupStatus({ readable, problems }: { readable: boolean; problems: string[] }) {
  return (
    <div className="bed-status" role="status" aria-live="polite" data-setup-problems={problems.length ? 'true' : 'false'}>
      {!readable && <p className="bed-problem">FEN alanındaki taş dizilişi okunamıyor; tahtayı temizleyip baştan kurabilirsiniz.</p>}
      {problems.length > 0 && (
        <>
          <p className="bed-problem">
            <strong>Bu konum oyunda oluşamaz:</strong>
          </p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
