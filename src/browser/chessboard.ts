// The live board's code (chessboardjsx), loaded once per page. An island calls `preloadChessboard()`
// when its own module is evaluated, so the board's chunk downloads and parses while React is still
// hydrating the island, instead of after its first render (that chain made the sandbox's live board
// wait a second on a slow phone).
import type { ComponentType } from 'react';

export type ChessboardType = ComponentType<Record<string, unknown>>;

let loading: Promise<ChessboardType> | null = null;

export function preloadChessboard(): Promise<ChessboardType> | null {
  if (typeof window === 'undefined') return null;
  loading ??= import('chessboardjsx').then((m) => {
    const mod = m as unknown as { default: { default?: ChessboardType } & ChessboardType };
    return mod.default.default ?? mod.default;
  });
  return loading;
}
