// The type of chessboardjsx's component, as the sandbox (components/scenario/Sandbox.tsx) uses it:
// the one board where pieces are dragged. Boards that only show positions draw the site's own SVG
// (components/BoardSvg.tsx), with nothing to download first.
import type { ComponentType } from 'react';

export type ChessboardType = ComponentType<Record<string, unknown>>;
