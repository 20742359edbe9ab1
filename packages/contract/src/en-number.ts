// Numbers in the contract's fixed English messages, written out without Intl: these messages are built
// when their module loads, and the first Intl formatter a page makes loads the browser's locale data
// (25-35 ms of main thread on a 2-core machine; a visitor's profile paid it for the ads' messages as its
// sponsored slot loaded, issue 33). The unit test holds it to toLocaleString('en-US').

/** A finite number as en-US writes it: 1000000 -> "1,000,000", 1234.5 -> "1,234.5" (at most 3 decimals, rounded). */
export function enNumber(n: number): string {
  const rounded = Math.round(n * 1000) / 1000;
  const [int = '0', frac] = String(Math.abs(rounded)).split('.');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}
