import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '../../components/ui/checkbox';
import { tm } from '../../lib/i18n';

/** A sworn statement's checkbox with its words and, under it, why it is needed (the notice and counter-notice forms). */
export function StatementCheck<T extends FieldValues>({
  name,
  control,
  label,
  error,
}: {
  name: Path<T>;
  control: Control<T>;
  label: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <label htmlFor={id} className="flex items-start gap-3 text-sm">
            <Checkbox
              id={id}
              checked={Boolean(field.value)}
              onCheckedChange={(v) => field.onChange(v === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-invalid={Boolean(error)}
              className="mt-0.5"
            />
            <span>{label}</span>
          </label>
        )}
      />
      {error ? (
        <p role="alert" className="pl-7 text-sm text-destructive">
          {tm(error)}
        </p>
      ) : null}
    </div>
  );
}
