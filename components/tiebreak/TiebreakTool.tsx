// The tie-break tool (/araclar/esitlik-bozma/): load or paste a TRF file, choose the tie-breaks in
// order, see the ranking and, for any player, how each value was computed. Everything runs in the
// browser (src/tiebreak); nothing is uploaded. The state is the reducer's
// (src/browser/tiebreak-tool.ts); this shell reads files, moves the focus and lays out the panels
// (components/tiebreak/tool/).
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { PlayerStanding } from '../../src/tiebreak/index.ts';
import { MAX_TRF_BYTES } from '../../src/lib/index.ts';
import { DEFAULT_CODES, initialTiebreakTool, reduceTiebreakTool } from '../../src/browser/tiebreak-tool.ts';
import { withBoundary } from '../ToolBoundary.tsx';
import { fileChosenBefore, typedBefore } from '../fields.ts';
import TiebreakForm from './tool/TiebreakForm.tsx';
import StandingsTable from './tool/StandingsTable.tsx';
import PlayerWorking from './tool/PlayerWorking.tsx';

interface Props {
  example: string;
}

function TiebreakTool({ example }: Props) {
  // Text typed or pasted before the island hydrated (client:visible) is kept, not replaced by the example;
  // the example's ranking is there as the server rendered it.
  const [state, dispatch] = useReducer(reduceTiebreakTool, example, (ex) =>
    initialTiebreakTool({ example: ex, text: typedBefore('tbt-text', ex), codes: typedBefore('tbt-codes', DEFAULT_CODES) }),
  );
  const explainRef = useRef<HTMLElement>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    // Checked before reading: a huge file is never loaded into the page.
    if (file.size > MAX_TRF_BYTES) return dispatch({ type: 'fileTooBig', size: file.size });
    const reader = new FileReader();
    reader.onload = () => dispatch({ type: 'fileRead', text: String(reader.result ?? '') });
    reader.readAsText(file);
  };

  useEffect(() => {
    dispatch({ type: 'hydrated', example });
    // A file chosen before the island hydrated.
    onFile(fileChosenBefore('tbt-file'));
    // Once, when the island hydrates: the inputs as the page gave them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { outcome, selected } = state;
  const player: PlayerStanding | undefined = useMemo(
    () => (outcome.ok && selected !== null ? outcome.value.standings.players.find((p) => p.id === selected) : undefined),
    [outcome, selected],
  );
  // The working opens below all the rows: bring it into view and move the focus there.
  useEffect(() => {
    if (!player || !explainRef.current) return;
    explainRef.current.scrollIntoView({ block: 'start' });
    explainRef.current.focus({ preventScroll: true });
  }, [player]);

  return (
    <div className="tbt" data-ready={state.ready ? 'true' : 'false'}>
      <TiebreakForm state={state} dispatch={dispatch} onFile={onFile} />
      <StandingsTable state={state} dispatch={dispatch} />
      {player && <PlayerWorking player={player} sectionRef={explainRef} />}
    </div>
  );
}

export default withBoundary(TiebreakTool, 'Eşitlik bozma aracı');
