// The one place the site writes an article's address and its name. Pure and browser-safe: pages,
// components, the search and the quiz all link through these.

/** The permanent address of a number: "/m/7.5.1/" (the 2018 text), "/m/2023/A.5.2/", "/m/2001/7.4/". */
export function permalink(edition: string, no: string): string {
  return edition === '2018' ? `/m/${no}/` : `/m/${edition}/${no}/`;
}

/** "Madde 7.5.1", "Ek A.5.2"; a page key such as "giris" as it is. */
export function articleLabel(no: string): string {
  return /^[A-D]/.test(no) ? `Ek ${no}` : /^\d/.test(no) ? `Madde ${no}` : no;
}
