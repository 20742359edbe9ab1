import { encode } from 'uqr';

/**
 * A QR code of `value` as SVG (its own lazy chunk: uqr loads with the first code shown). Dark modules on
 * a white square in both themes: scanners need the contrast, and a quiet zone of two modules.
 */
export default function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
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
      className="rounded-md border bg-white"
      data-testid="share-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
