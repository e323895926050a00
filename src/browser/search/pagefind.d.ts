// Pagefind's browser API, the part the search page uses. The build writes the module to
// dist/pagefind/pagefind.js; the page loads it at run time (it is not bundled). A pattern, because
// TypeScript resolves a plain '/pagefind/pagefind.js' as a file path and ignores the declaration.
declare module '*/pagefind/pagefind.js' {
  export interface PagefindResultData {
    url: string;
    excerpt: string;
    meta: Record<string, string>;
  }
  export function search(
    q: string,
    opts?: { filters?: Record<string, unknown> },
  ): Promise<{ results: { id: string; score: number; data: () => Promise<PagefindResultData> }[] }>;
  export function options(o: Record<string, unknown>): Promise<void>;
}
