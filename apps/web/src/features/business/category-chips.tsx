import { BUSINESS_CATEGORY_KEYS, BUSINESS_MESSAGES, type BusinessCategory } from '@mb/contract/business';
import { LIMITS } from '@mb/contract/limits';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { businessCategoryLabel } from './category-label';

/**
 * The 12 categories as toggle chips (1 to 3, spec §5). A fourth is not added: the chip says why
 * instead (`onTooMany`), so the form never holds a value the server would refuse.
 */
export function CategoryChips({
  value,
  onChange,
  onTooMany,
  error,
  disabled,
}: {
  value: readonly BusinessCategory[];
  onChange: (next: BusinessCategory[]) => void;
  onTooMany: (message: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const toggle = (c: BusinessCategory) => {
    if (value.includes(c)) onChange(value.filter((v) => v !== c));
    else if (value.length >= LIMITS.businessCategoriesMax) onTooMany(BUSINESS_MESSAGES.categoryMax);
    else onChange([...value, c]);
  };
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`} aria-invalid={Boolean(error)}>
      <legend className="mb-2 text-sm font-medium leading-none">{t('business.categories', 'Categories')}</legend>
      <div className="flex flex-wrap gap-2">
        {BUSINESS_CATEGORY_KEYS.map((c) => {
          const on = value.includes(c);
          return (
            <button
              key={c}
              type="button"
              aria-pressed={on}
              disabled={disabled}
              onClick={() => toggle(c)}
              className={cn(
                'inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 py-1 text-left text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
                on
                  ? 'border-primary bg-primary/10 text-foreground'
                  : 'border-input text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              {on ? <Check className="size-3.5 shrink-0 text-primary" aria-hidden="true" /> : null}
              {businessCategoryLabel(c)}
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {tm(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('business.categories.hint', 'Choose 1 to {max} ({count} chosen). The first one is your main category.', {
            max: LIMITS.businessCategoriesMax,
            count: value.length,
          })}
        </p>
      )}
    </fieldset>
  );
}
