// The live board's code (chessboardjsx), loaded once per page by the scenario boards (islands
// hydrated when they near the viewport): `preloadChessboard()` runs when the island's module is
// evaluated, so the board's chunk downloads while React is still hydrating the island, not after its
// first render. (The sandbox, a client-only island, imports chessboardjsx statically instead.)
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
