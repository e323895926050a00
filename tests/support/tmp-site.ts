// A throwaway built site for tests of the build's post-processing: files (path → text) in a new
// temporary directory, whose path is returned.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function tmpSite(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sk-site-'));
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), text);
  }
  return dir;
}
