// The page's side of the offline site (the worker: src/buildtime/offline.ts). Registers the service
// worker on every page, asks it to store the rest of the site in the background, and says how much is
// stored: "Çevrimdışı hazır" when the whole site is, else how many files of how many. When a new
// deployment's worker takes over a page that an older one controlled, the page says a new version is
// loaded. Nothing here touches localStorage (quiz progress survives updates).
import { withBase } from './links.ts';

/** The Turkish status line for `stored` of `total` files. */
export function offlineStatusText(stored: number, total: number): string {
  if (total > 0 && stored >= total) return 'Çevrimdışı hazır: sitenin tamamı bu cihazda kayıtlı.';
  const pct = total > 0 ? Math.floor((stored / total) * 100) : 0;
  return `Çevrimdışı kullanım hazırlanıyor: ${stored} / ${total} dosya (%${pct}). Kural metinleri ve madde adresleri önce kaydedilir.`;
}

export const UPDATE_TEXT = 'Sitenin yeni sürümü yüklendi; sayfalar artık yeni sürümden geliyor.';

function show(text: string, done: boolean): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-offline-status], #offline-status')) el.textContent = text;
  if (done) document.body.dataset.offlineReady = '1';
}

function notice(text: string): void {
  let el = document.querySelector<HTMLElement>('[data-update-notice]');
  if (!el) {
    el = document.createElement('p');
    el.dataset.updateNotice = '';
    el.setAttribute('role', 'status');
    el.className = 'update-notice';
    document.body.prepend(el);
  }
  el.textContent = text;
}

export function startOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // Whether some worker controlled this page before: the first takeover is the first install, a
  // later one is a new deployment.
  let controlled = sw.controller !== null;
  sw.addEventListener('message', (e: MessageEvent) => {
    const d = e.data as { type?: string; stored?: number; total?: number };
    if (d?.type === 'offline-status' && typeof d.stored === 'number' && typeof d.total === 'number') show(offlineStatusText(d.stored, d.total), d.stored >= d.total);
  });
  sw.addEventListener('controllerchange', () => {
    if (controlled) notice(UPDATE_TEXT);
    controlled = true;
    sw.controller?.postMessage('cache-rest');
  });
  sw.register(withBase('/sw.js'))
    .then(() => sw.ready)
    .then((reg) => {
      const worker = sw.controller ?? reg.active;
      worker?.postMessage('status');
      worker?.postMessage('cache-rest');
    })
    .catch(() => show('', false));
}
