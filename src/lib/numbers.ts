// Numbers as a Turkish reader writes them: a decimal comma, at most two decimals ("31,5", "0,25"),
// and shares as percentages with one decimal ("%12,5"). The one number formatter of the site: the
// rulings, the tie-break and norm engines, the quiz and the pages all write numbers with it. Pure.

/** 31.5 → "31,5"; 2 → "2"; rounded to two decimals. */
export const decimalTr = (n: number): string => String(Math.round(n * 100) / 100).replace('.', ',');

/** A share of 0..1 as a percentage: 0.125 → "%12,5", 1 → "%100". */
export const percentTr = (share: number): string => `%${String(Math.round(share * 1000) / 10).replace('.', ',')}`;
