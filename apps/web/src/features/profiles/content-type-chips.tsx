import { CONTENT_TYPES, type ContentType } from '@mb/contract/profiles';
import { Check } from 'lucide-react';
import { contentTypeLabel } from '../../lib/content-type-label';
import { cn } from '../../lib/utils';

/** Multi-select chips for spec §3 content types: toggle buttons, so each is one tab stop with a pressed state. */
export function ContentTypeChips({
  value,
  onChange,
  legend,
}: {
  value: readonly ContentType[];
  onChange: (next: ContentType[]) => void;
  legend: string;
}) {
  const toggle = (t: ContentType) => onChange(value.includes(t) ? value.filter((v) => v !== t) : [...value, t]);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {CONTENT_TYPES.map((t) => {
          const on = value.includes(t);
          return (
            <button
              key={t}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(t)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                on
                  ? 'border-primary bg-primary/10 text-foreground'
                  : 'border-input text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              {on ? <Check className="size-3.5 text-primary" aria-hidden="true" /> : null}
              {contentTypeLabel(t)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
