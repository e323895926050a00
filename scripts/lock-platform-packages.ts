// Adds lockfile entries for platform-specific optional packages that `npm install` left out because
// the registry this project installs from does not serve those versions (e.g. @pagefind/darwin-x64).
// Without them `npm ci` refuses the lockfile ("Missing: … from lock file"). Each entry carries the
// os/cpu/libc of its name, so npm skips it on every other platform and never fetches it.
// Run after `npm install` changes the lockfile: `npx node scripts/lock-platform-packages.ts`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages: Record<string, Record<string, unknown>> = lock.packages;

function platformOf(name: string): { os?: string[]; cpu?: string[]; libc?: string[] } | null {
  const n = name.split('/').pop()!;
  const os = /android/.test(n)
    ? 'android'
    : /darwin/.test(n)
      ? 'darwin'
      : /win32|windows/.test(n)
        ? 'win32'
        : /freebsd/.test(n)
          ? 'freebsd'
          : /linux/.test(n)
            ? 'linux'
            : null;
  const cpu = /arm64|aarch64/.test(n)
    ? 'arm64'
    : /x64|x86_64/.test(n)
      ? 'x64'
      : /ia32/.test(n)
        ? 'ia32'
        : /wasm32/.test(n)
          ? 'wasm32'
          : /arm/.test(n)
            ? 'arm'
            : null;
  if (!os && !cpu) return null;
  const out: { os?: string[]; cpu?: string[]; libc?: string[] } = {};
  if (os) out.os = [os];
  if (cpu) out.cpu = [cpu];
  if (/musl/.test(n)) out.libc = ['musl'];
  else if (/gnu/.test(n)) out.libc = ['glibc'];
  return out;
}

let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  const optional = pkg.optionalDependencies as Record<string, string> | undefined;
  if (!optional) continue;
  for (const [name, version] of Object.entries(optional)) {
    const nested = `${key ? key + '/' : ''}node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(version)) continue;
    packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`lockfile: ${added} platform package entries added`);
