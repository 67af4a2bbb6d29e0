// Code 128 (ISO/IEC 15417) as bar widths, for the membership card barcode. No barcode or QR
// package is installed and a QR encoder is too big to write here, so the card shows a Code 128
// symbol: every phone and shop scanner reads it. Code set C (digit pairs) when the text is an
// even number of digits (card numbers: half the width, easier to scan); code set B otherwise.

/** Bar/space widths (in modules) of symbol values 0–106; 106 is the stop pattern (7 elements). */
export const PATTERNS: readonly string[] = [
  "212222",
  "222122",
  "222221",
  "121223",
  "121322",
  "131222",
  "122213",
  "122312",
  "132212",
  "221213",
  "221312",
  "231212",
  "112232",
  "122132",
  "122231",
  "113222",
  "123122",
  "123221",
  "223211",
  "221132",
  "221231",
  "213212",
  "223112",
  "312131",
  "311222",
  "321122",
  "321221",
  "312212",
  "322112",
  "322211",
  "212123",
  "212321",
  "232121",
  "111323",
  "131123",
  "131321",
  "112313",
  "132113",
  "132311",
  "211313",
  "231113",
  "231311",
  "112133",
  "112331",
  "132131",
  "113123",
  "113321",
  "133121",
  "313121",
  "211331",
  "231131",
  "213113",
  "213311",
  "213131",
  "311123",
  "311321",
  "331121",
  "312113",
  "312311",
  "332111",
  "314111",
  "221411",
  "431111",
  "111224",
  "111422",
  "121124",
  "121421",
  "141122",
  "141221",
  "112214",
  "112412",
  "122114",
  "122411",
  "142112",
  "142211",
  "241211",
  "221114",
  "413111",
  "241112",
  "134111",
  "111242",
  "121142",
  "121241",
  "114212",
  "124112",
  "124211",
  "411212",
  "421112",
  "421211",
  "212141",
  "214121",
  "412121",
  "111143",
  "111341",
  "131141",
  "114113",
  "114311",
  "411113",
  "411311",
  "113141",
  "114131",
  "311141",
  "411131",
  "211412",
  "211214",
  "211232",
  "2331112",
];

export const START_B = 104;
export const START_C = 105;
export const STOP = 106;

/** The symbol values of `text`: start, data, check symbol, stop. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new Error("Code 128 needs at least one character");
  const values: number[] = [];
  if (/^(\d\d)+$/.test(text)) {
    values.push(START_C);
    for (let index = 0; index < text.length; index += 2) {
      values.push(Number(text.slice(index, index + 2)));
    }
  } else {
    values.push(START_B);
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (code < 32 || code > 126)
        throw new Error(`Code 128-B cannot encode ${JSON.stringify(char)}`);
      values.push(code - 32);
    }
  }
  // Check symbol: start value + Σ position × value, modulo 103.
  const sum = values.reduce((total, value, index) => total + value * Math.max(index, 1), 0);
  values.push(sum % 103, STOP);
  return values;
}

/** Alternating bar/space widths of the whole symbol, starting and ending with a bar. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...(PATTERNS[value] ?? "")].map(Number));
}

/** The bars as [x, width] in modules, after a quiet zone of `quiet` modules; and the total width. */
export function code128Bars(text: string, quiet = 10): { bars: [number, number][]; width: number } {
  const bars: [number, number][] = [];
  let x = quiet;
  code128Widths(text).forEach((width, index) => {
    if (index % 2 === 0) bars.push([x, width]);
    x += width;
  });
  return { bars, width: x + quiet };
}
