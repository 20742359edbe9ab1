import { encode } from 'uqr';
import { cn } from '../lib/utils';

/**
 * A QR code of `value` as an accessible SVG (role img, named by `label`). Dark modules on a white
 * square with a two-module quiet zone in both themes: scanners need the contrast. Error correction M
 * (15 %) survives a phone screen's glare.
 *
 * uqr comes with this module, so import it lazily from the page that shows a code
 * (`lazy(() => import('../../components/qr-code'))`): it never joins the shell's first-page bundle.
 */
export function QrCode({
  value,
  size = 176,
  label = 'QR code',
  className,
  testId = 'qr-code',
}: {
  value: string;
  size?: number;
  label?: string;
  className?: string;
  testId?: string;
}) {
  const qr = encode(value, { ecc: 'M', border: 2 });
  let d = '';
  qr.data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={cn('rounded-md border bg-white', className)}
      data-testid={testId}
      data-qr-size={qr.size}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

export default QrCode;
