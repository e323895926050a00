// Starlight's "Sayfa içeriği" panel marks the part being read, but only for headings. On law pages its
// entries are numbered blocks (<section class="law" id="7.5.1">, see src/routeData.ts), so the mark
// stayed on "Sayfanın başı". This widens the selector the panel's element uses for "a heading" to the
// law blocks it lists (one per group: 7.5.3 counts as part of 7.5, listed as 7.5.1), before the element
// starts observing the page (it does so when the browser is idle).
type TocElement = HTMLElement & { tocHeadingSelector?: string };

export function followLawBlocks(): void {
  for (const name of ['starlight-toc', 'mobile-starlight-toc']) {
    void customElements.whenDefined(name).then(() => {
      for (const el of document.querySelectorAll<TocElement>(name)) {
        if (typeof el.tocHeadingSelector !== 'string') continue;
        const blocks = [...el.querySelectorAll('a')]
          .map((a) => decodeURIComponent(a.hash.slice(1)))
          .filter((id) => document.getElementById(id)?.matches('section.law'))
          .map((id) => `section.law#${CSS.escape(id)}`);
        if (blocks.length) el.tocHeadingSelector += `,${blocks.join(',')}`;
      }
    });
  }
}
