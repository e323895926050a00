// How each tie-break of one player was computed, below the ranking.
import type { RefObject } from 'react';
import { trNum } from '../../../src/tiebreak/index.ts';
import type { PlayerStanding } from '../../../src/tiebreak/index.ts';
import { WorkingItems } from '../Crosstable.tsx';
import { show } from './StandingsTable.tsx';

export default function PlayerWorking({ player, sectionRef }: { player: PlayerStanding; sectionRef: RefObject<HTMLElement> }) {
  return (
    <section className="tbt-explain" aria-label={`${player.name} için hesap`} ref={sectionRef} tabIndex={-1}>
      <h3>
        {player.id}. {player.name}: {trNum(player.points)} puan, {player.rank}. sıra
      </h3>
      {Object.values(player.explanations).map((ex) => (
        <div key={ex.code} className="tbt-ex">
          <h4>
            {ex.code}: {show(ex.value)} <small>{ex.title}</small>
          </h4>
          <p>{ex.summary}</p>
          <WorkingItems items={ex.items} className="tbt-table" cutClass="tbt-cut" />
        </div>
      ))}
    </section>
  );
}
