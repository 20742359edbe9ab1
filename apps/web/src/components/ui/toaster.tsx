import { LIMITS } from '@mb/contract/limits';
import { Toaster as Sonner } from 'sonner';
import { useResolvedTheme } from '../../lib/theme';

/** sonner with the spec's geometry (§9): bottom-right, 3 visible, 4000 ms, Alt+T, 356 px wide, gap 14. */
export function Toaster() {
  const theme = useResolvedTheme();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      visibleToasts={LIMITS.toastVisible}
      duration={LIMITS.toastDefaultMs}
      gap={LIMITS.toastGapPx}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      toastOptions={{ style: { width: LIMITS.toastWidthPx } }}
    />
  );
}
