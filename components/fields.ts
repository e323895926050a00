// Small helpers for the tools' form fields.

/** FEN, move, PGN and code fields: phones must not capitalise, "correct" or underline chess notation. */
export const NOTATION_FIELD = { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } as const;

/**
 * What a server-rendered field holds when its island hydrates: the text the reader typed (or pasted)
 * before the island took over (`client:visible` hydrates late on a slow phone), else `fallback`, the
 * value the server rendered. Called from a useState initialiser, which runs before React touches the
 * field, so the typed text becomes the state instead of being replaced by the example.
 */
export function typedBefore(id: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  // The first reading is kept: if hydration falls back to a client render, React has already set the
  // field's defaultValue to the typed text, and a second reading could no longer tell it was typed.
  const known = firstReading.get(id);
  if (known !== undefined) return known;
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return fallback;
  const value = el.value !== el.defaultValue ? el.value : fallback;
  firstReading.set(id, value);
  return value;
}
const firstReading = new Map<string, string>();

/** A file chosen in a server-rendered file field before the island hydrated, if any. */
export function fileChosenBefore(id: string): File | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById(id);
  return el instanceof HTMLInputElement && el.type === 'file' ? (el.files?.[0] ?? undefined) : undefined;
}
