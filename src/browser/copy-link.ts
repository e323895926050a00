// "Bu paragrafın bağlantısını kopyala" on law pages (#33): every numbered block (<section class="law"
// data-law="7.5.1" data-edition="2023">, components/Law.astro) gets a small button beside its number
// that copies the paragraph's permanent address (/m/7.5.1/, /m/2018/A.4.2/: permalink(), so a build
// under --base copies an address under the base) and says "Bağlantı kopyalandı". Without the clipboard
// API (an old browser, a page not served over HTTPS, a refused permission) the address is shown in a
// selected read-only field to copy by hand. The buttons are made here, so a page without JavaScript
// has no button that cannot work, and the law pages' HTML stays as it was.
import { articleLabel, permalink } from './links.ts';

/** The absolute permanent address of a block: "https://host/base/m/7.5.1/". */
export function permanentUrl(edition: string, no: string, origin: string): string {
  return new URL(permalink(edition, no), origin).href;
}

const ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7"/><path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"/></svg>';

/** The page's one live region for the confirmations (a region per block would be hundreds). */
function announcer(): HTMLElement {
  let el = document.getElementById('law-copy-status');
  if (!el) {
    el = document.createElement('p');
    el.id = 'law-copy-status';
    el.className = 'law-copy-status';
    el.setAttribute('role', 'status');
    document.body.append(el);
  }
  return el;
}

async function copy(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The address in a selected read-only field under the block's number, for copying by hand. */
function showField(head: HTMLElement, url: string, name: string): void {
  let field = head.querySelector<HTMLInputElement>('input.law-copy-field');
  if (!field) {
    field = document.createElement('input');
    field.type = 'text';
    field.readOnly = true;
    field.className = 'law-copy-field';
    field.setAttribute('aria-label', `${name} kalıcı adresi`);
    head.append(field);
  }
  field.value = url;
  field.focus();
  field.select();
}

async function onCopy(button: HTMLButtonElement, edition: string, no: string): Promise<void> {
  const url = permanentUrl(edition, no, location.origin);
  const head = button.parentElement as HTMLElement;
  const note = head.querySelector<HTMLElement>('.law-copied') as HTMLElement;
  const done = await copy(url);
  const text = done ? 'Bağlantı kopyalandı' : 'Bağlantı seçildi: kopyalamak için Ctrl+C (telefonda basılı tutun)';
  if (!done) showField(head, url, articleLabel(no));
  note.textContent = done ? text : '';
  note.hidden = !done;
  announcer().textContent = `${articleLabel(no)}: ${text}`;
  if (done) setTimeout(() => (note.hidden = true), 4000);
}

/** Adds the button to every law block of the page. */
export function addCopyLinks(root: ParentNode = document): void {
  for (const section of root.querySelectorAll<HTMLElement>('section.law[data-law]')) {
    const number = section.querySelector<HTMLAnchorElement>(':scope > a.law-no');
    if (!number) continue;
    const no = section.dataset.law as string;
    const edition = section.dataset.edition ?? '2023';
    const head = document.createElement('div');
    head.className = 'law-head';
    number.replaceWith(head);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'law-copy';
    button.dataset.copyLink = no;
    button.title = 'Bu paragrafın kalıcı bağlantısını kopyala';
    button.setAttribute('aria-label', `${articleLabel(no)} bağlantısını kopyala`);
    button.innerHTML = ICON;
    button.addEventListener('click', () => void onCopy(button, edition, no));
    const note = document.createElement('span');
    note.className = 'law-copied';
    note.hidden = true;
    head.append(number, button, note);
  }
}
