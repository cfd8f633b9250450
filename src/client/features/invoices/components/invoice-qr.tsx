import { encode } from 'uqr';

/** Modules of white around the code, as the QR standard asks, so a scanner finds its edge. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path of unit squares, row by row. */
export function qrPathOf(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * The invoice's QR code (docs/decisions/0044-payments.md, "Invoices"): it encodes the base64 TLV
 * text itself, as a scanning app expects. Drawn as SVG by uqr, which loads with this page only.
 */
export function InvoiceQr({ value, label, className }: { value: string; label: string; className?: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 0 });
  const extent = size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-size={size}
    >
      <title>{label}</title>
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={qrPathOf(data)} fill="#000" />
    </svg>
  );
}
