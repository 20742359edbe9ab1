import type { NetworkRelation } from '@mb/contract/network';

export interface NetworkButtonsProps {
  /** The member the buttons act on. */
  userId: string;
  /** Where the viewer stands with them; null for a signed-out viewer (the buttons then lead to sign-in). */
  relation: NetworkRelation | null;
  /** Smaller buttons for a card in a result grid. */
  size?: 'default' | 'sm';
}

/** Follow / Connect buttons (seam: the network slice builds them). */
export function NetworkButtons(_props: NetworkButtonsProps) {
  return null;
}
