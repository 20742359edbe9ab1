import { BIOLINK_ICON_SHAPES } from '@mb/contract/biolink-icons';
import type { BioLinkIcon as Icon } from '@mb/contract/biolinks';
import { cn } from '../../lib/utils';

/** The mark a link gets on the page (the same shapes the server draws), decorative: the label says it. */
export function BioLinkIcon({ icon, className }: { icon: Icon; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn('size-5 shrink-0', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant SVG shapes from the contract, never user input
      dangerouslySetInnerHTML={{ __html: BIOLINK_ICON_SHAPES[icon].body }}
    />
  );
}
