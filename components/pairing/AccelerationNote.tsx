// The acceleration of the paired round (#34), beside the pairing tool's reasons: the method (the Baku
// method of C.04.5.1 from the file's 192 line, or the file's XXA/250 lines), which players get virtual
// points in which rounds and how many, and how many they have in this round. Presentational only: the
// engine writes the sentences (src/pairing/acceleration.ts `accelerationReport`).
import type { AccelerationReport } from '../../src/pairing/index.ts';

const pts = (x: number): string => String(x).replace('.', ',');

export function AccelerationNote({ report }: { report: AccelerationReport }) {
  return (
    <section className="esl-accel">
      <h3>{report.title}</h3>
      {report.text.map((t, i) => (
        <p key={i}>{t}</p>
      ))}
      <ul className="esl-accel-groups">
        {report.groups.map((g) => (
          <li key={g.players}>
            <strong>{g.players}</strong> ({g.count} oyuncu): {g.schedule} sanal puan; bu turda {pts(g.now)}.
          </li>
        ))}
      </ul>
    </section>
  );
}
