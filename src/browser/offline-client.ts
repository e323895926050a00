// The page's side of the offline site (the worker: src/buildtime/offline.ts). Registers the service
// worker on every page. The first visit stores the law text in force and its addresses at once; the
// rest of the site (scenarios, questions, tools, previous editions) only when the reader asks, by the
// button that names its size, with a progress bar. The line says what is stored: the law text, how
// much of the rest, "Çevrimdışı hazır" when all of it is. When a new deployment's worker takes over a
// page that an older one controlled, the page says a new version is loaded. Nothing here touches
// localStorage (quiz progress survives updates).
import { withBase } from './links.ts';

/** What the worker reports (src/buildtime/offline.ts, `report`). */
export interface OfflineStatus {
  /** Files stored of `total`; the first `first` of them are the law text, stored at install. */
  stored: number;
  total: number;
  first: number;
  /** Bytes stored at the first visit (the law text, the arbiter's tools, the assets). */
  firstBytes: number;
  /** Bytes of the rest of the site, as the offer names them. */
  restBytes: number;
  /** The reader asked for the rest (on this device, once). */
  wanted: boolean;
}

/** "37,9 MB" */
export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/** The Turkish status line. */
export function offlineStatusText(s: OfflineStatus): string {
  if (s.total > 0 && s.stored >= s.total) return 'Çevrimdışı hazır: sitenin tamamı bu cihazda kayıtlı.';
  const size = s.firstBytes > 0 ? ` (${megabytes(s.firstBytes)})` : '';
  const law = `Kural metinleri, madde adresleri, ceza kartı, deneme tahtası ve ölü konum aracı bu cihazda kayıtlı${size}; ağ olmadan da açılır.`;
  if (!s.wanted) return `${law} Senaryolar, sorular, diğer araçlar ve önceki sürümler (${megabytes(s.restBytes)}) kaydedilmedi.`;
  const pct = s.total > 0 ? Math.floor((s.stored / s.total) * 100) : 0;
  return `${law} Sitenin geri kalanı kaydediliyor: ${s.stored} / ${s.total} dosya (%${pct}).`;
}

export const UPDATE_TEXT = 'Sitenin yeni sürümü yüklendi; sayfalar artık yeni sürümden geliyor.';
export const offerText = (restBytes: number): string => `Sitenin tamamını kaydet (${megabytes(restBytes)} daha)`;

/** While an asked-for save is unfinished, the page asks the worker to go on (it stops when the network drops). */
let retry: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 15_000;

function show(s: OfflineStatus, ask: () => void, resume: () => void): void {
  const text = offlineStatusText(s);
  const done = s.stored >= s.total;
  for (const el of document.querySelectorAll<HTMLElement>('[data-offline-status], #offline-status')) el.textContent = text;
  for (const box of document.querySelectorAll<HTMLElement>('[data-offline-offer]')) {
    const button = box.querySelector<HTMLButtonElement>('button')!;
    const bar = box.querySelector<HTMLProgressElement>('progress')!;
    box.hidden = done;
    button.hidden = s.wanted;
    button.textContent = offerText(s.restBytes);
    button.onclick = ask;
    bar.hidden = !s.wanted;
    bar.max = s.total;
    bar.value = s.stored;
  }
  document.body.dataset.offlineFirst = '1';
  if (done) document.body.dataset.offlineReady = '1';
  clearTimeout(retry);
  if (s.wanted && !done) retry = setTimeout(resume, RETRY_MS);
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
  const ask = () => void sw.ready.then((reg) => (sw.controller ?? reg.active)?.postMessage('cache-rest'));
  // "status" goes on with an unfinished save (the worker runs one save at a time).
  const resume = () => void sw.ready.then((reg) => (sw.controller ?? reg.active)?.postMessage('status'));
  window.addEventListener('online', resume);
  sw.addEventListener('message', (e: MessageEvent) => {
    const d = e.data as Partial<OfflineStatus> & { type?: string };
    if (d?.type === 'offline-status' && typeof d.stored === 'number' && typeof d.total === 'number') {
      show(
        {
          stored: d.stored,
          total: d.total,
          first: d.first ?? 0,
          firstBytes: d.firstBytes ?? 0,
          restBytes: d.restBytes ?? 0,
          wanted: Boolean(d.wanted),
        },
        ask,
        resume,
      );
    }
  });
  sw.addEventListener('controllerchange', () => {
    if (controlled) notice(UPDATE_TEXT);
    controlled = true;
    sw.controller?.postMessage('status');
  });
  sw.register(withBase('/sw.js'))
    .then(() => sw.ready)
    .then((reg) => (sw.controller ?? reg.active)?.postMessage('status'))
    .catch(() => undefined);
}
