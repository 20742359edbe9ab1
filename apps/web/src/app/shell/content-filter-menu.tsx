import { CONTENT_FILTERS, type ContentFilter } from '@mb/contract/profiles';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { contentFilterLabel } from '../../features/profiles/profile-labels';
import { setContentFilter, useContentFilter } from '../../lib/content-filter';
import { t } from '../../lib/i18n';

/** Spec §2 content filter: All Content, Gay, Straight, Bi (state in lib/content-filter.ts). */
export function ContentFilterMenu() {
  const filter = useContentFilter();
  const label = contentFilterLabel(filter);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2.5" aria-label={t('shell.filter.label', 'Content filter: {label}', { label })}>
          <SlidersHorizontal aria-hidden="true" />
          <span className="hidden lg:inline">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
          {t('shell.filter.show', 'Show content')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={filter} onValueChange={(v) => setContentFilter(v as ContentFilter)}>
          {CONTENT_FILTERS.map((f) => (
            <DropdownMenuRadioItem key={f} value={f}>
              {contentFilterLabel(f)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
