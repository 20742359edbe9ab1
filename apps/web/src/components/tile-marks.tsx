import type { PublicPortfolioItem } from '@mb/contract/portfolio';
import { Play } from 'lucide-react';
import { t } from '../lib/i18n';

// The marks over a portfolio item's tile, wherever tiles are shown (the portfolio's gallery, the credits
// on a profile): kept here, below both features, so neither imports the other for them.

/** A video's length as m:ss (or h:mm:ss). */
export function formatDuration(seconds: number) {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** What a tile says over its picture: the 18+ veil while the media is withheld, a video's length. */
export function TileMarks({ item, withheld }: { item: PublicPortfolioItem; withheld: boolean }) {
  return (
    <>
      {withheld ? (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/40 text-white">
          <span className="rounded-md border border-white/70 px-1.5 text-xs font-bold">18+</span>
          <span className="text-xs font-medium">{t('ui.tile.adult', 'Adult content')}</span>
        </span>
      ) : null}
      {item.kind === 'video' ? (
        <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium tabular-nums text-white">
          <Play className="size-3 fill-current" aria-hidden="true" />
          {item.media.duration_seconds !== null ? formatDuration(item.media.duration_seconds) : t('ui.tile.video', 'Video')}
        </span>
      ) : null}
    </>
  );
}
