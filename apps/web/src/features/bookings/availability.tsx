import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AvailabilityException,
  BOOKING_LIMITS,
  type BookingSettingsInput,
  bookingSettingsInput,
  BOOKING_MESSAGES as M,
  type WeeklyWindow,
} from '@mb/contract/bookings';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { viewerZone, weekdayName } from './format';
import { useSaveBookingSettings } from './queries';
import { card, selectClass } from './setup-styles';

/** ISO weekdays: Monday to Friday, and the whole week. */
const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;
/** The week's days' names, Monday first, in the interface's language. */
const days = () => EVERY_DAY.map(weekdayName);
const zones = (): string[] => {
  const f = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
  return f ? f('timeZone') : ['UTC'];
};

/** The form's values as the server's input (the numbers as typed), checked by the contract's schema. */
const availabilityForm = z
  .object({
    time_zone: z.string(),
    buffer_minutes: z.string(),
    cancel_hours: z.string(),
    weekly: z.array(z.custom<WeeklyWindow>()),
    exceptions: z.array(z.custom<AvailabilityException>()),
  })
  .transform(
    (v): z.input<typeof bookingSettingsInput> => ({ ...v, buffer_minutes: Number(v.buffer_minutes), cancel_hours: Number(v.cancel_hours) }),
  )
  .pipe(bookingSettingsInput);
type Draft = z.input<typeof availabilityForm>;

/** Weekly hours, exceptions, zone, buffer and cancellation policy. */
export function Availability({ initial }: { initial: BookingSettingsInput & { min_notice_hours: number } }) {
  const fresh = initial.weekly.length === 0 && initial.time_zone === 'UTC';
  const save = useSaveBookingSettings();
  const form = useForm<Draft, unknown, BookingSettingsInput>({
    resolver: zodResolver(availabilityForm),
    defaultValues: {
      time_zone: fresh ? viewerZone() : initial.time_zone,
      buffer_minutes: String(initial.buffer_minutes),
      cancel_hours: String(initial.cancel_hours),
      weekly: initial.weekly,
      exceptions: initial.exceptions,
    },
  });
  const { errors } = form.formState;
  const weekly = useFieldArray({ control: form.control, name: 'weekly' });
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const [tz, exceptionValues] = form.watch(['time_zone', 'exceptions']);

  const submit = form.handleSubmit(async (body) => {
    await save.submit(body, { success: { title: M.settingsSaved } });
  });
  /** One day's hours onto other days, replacing theirs (issue 31: a working week was seven "Add hours"). */
  const copyDay = (weekday: number, to: readonly number[], what: string) => {
    const all = form.getValues('weekly');
    const source = all.filter((w) => w.weekday === weekday);
    const next = [
      ...all.filter((w) => w.weekday === weekday || !to.includes(w.weekday)),
      ...to.filter((d) => d !== weekday).flatMap((d) => source.map((w) => ({ ...w, weekday: d }))),
    ].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
    if (next.length > BOOKING_LIMITS.weeklyMax) {
      form.setError('weekly', { type: 'custom', message: M.weeklyTooMany });
      return;
    }
    // Rows move: errors keyed by row would point at others. Saving checks again.
    form.clearErrors();
    weekly.replace(next);
    toast.success(t('bookings.avail.copied', "{day}'s hours copied to {what}.", { day: weekdayName(weekday), what }), {
      description: t('bookings.avail.copiedText', 'Save availability to keep them.'),
    });
  };
  const weeklyError = errors.weekly?.root?.message ?? errors.weekly?.message;
  return (
    <form className={card} aria-labelledby="availability-title" onSubmit={submit} noValidate data-testid="availability">
      <h2 id="availability-title" className="text-lg font-semibold">
        {t('bookings.avail.title', 'Availability')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('bookings.avail.zone', 'Time zone')} error={errors.time_zone?.message} className="sm:col-span-3">
          {(p) => (
            <select {...p} className={selectClass} {...form.register('time_zone')}>
              {[...new Set([tz, ...zones()])].map((z) => (
                <option key={z}>{z}</option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('bookings.avail.buffer', 'Buffer between bookings')}
          hint={t('bookings.avail.bufferHint', 'Minutes kept free after each booking.')}
          error={errors.buffer_minutes?.message}
        >
          {(p) => <Input {...p} type="number" min={0} max={BOOKING_LIMITS.bufferMax} {...form.register('buffer_minutes')} />}
        </Field>
        <Field
          label={t('bookings.avail.cancel', 'Free cancellation')}
          hint={t('bookings.avail.cancelHint', 'Hours before the start; later, neither side can cancel here.')}
          error={errors.cancel_hours?.message}
        >
          {(p) => <Input {...p} type="number" min={0} max={BOOKING_LIMITS.cancelHoursMax} {...form.register('cancel_hours')} />}
        </Field>
        <div className="grid gap-1.5 text-sm">
          <span className="font-medium">{t('bookings.avail.notice', 'Minimum notice')}</span>
          <span className="text-muted-foreground">
            {t('bookings.avail.noticeHours', '{count, plural, one {# hour} other {# hours}} (in', { count: initial.min_notice_hours })}{' '}
            <Link className="text-primary underline-offset-4 hover:underline" to="/apps/mb-bookings#app-settings-title">
              {t('bookings.avail.settings', 'Settings')}
            </Link>
            )
          </span>
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('bookings.avail.weekly', 'Weekly hours')}</legend>
        {days().map((day, di) => {
          const rows = weekly.fields.map((w, i) => [w, i] as const).filter(([w]) => w.weekday === di + 1);
          return (
            <div key={day} className="grid gap-2 border-t py-2 sm:grid-cols-[8rem_1fr]" data-testid={`weekday-${di + 1}`}>
              <span className="pt-2 text-sm font-medium">{day}</span>
              <div className="grid gap-2">
                {rows.length === 0 ? (
                  <span className="pt-2 text-sm text-muted-foreground">{t('bookings.avail.unavailable', 'Unavailable')}</span>
                ) : null}
                {rows.map(([w, i]) => (
                  <div key={w.id} className="flex items-center gap-2">
                    <Input
                      aria-label={t('bookings.avail.dayFrom', '{day} from', { day })}
                      type="time"
                      className="w-28 sm:w-32"
                      {...form.register(`weekly.${i}.start`)}
                    />
                    <span aria-hidden>–</span>
                    <Input
                      aria-label={t('bookings.avail.dayTo', '{day} to', { day })}
                      type="time"
                      className="w-28 sm:w-32"
                      {...form.register(`weekly.${i}.end`)}
                    />
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={t('bookings.avail.removeHours', 'Remove {day} hours', { day })}
                      onClick={() => weekly.remove(i)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                ))}
                {rows.map(([w, i]) => {
                  const message = errors.weekly?.[i]?.end?.message ?? errors.weekly?.[i]?.start?.message;
                  return message ? (
                    <p key={`e${w.id}`} className="text-sm text-destructive">
                      {message}
                    </p>
                  ) : null;
                })}
                <div className="flex flex-wrap gap-1">
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    className="w-fit"
                    onClick={() => weekly.append({ weekday: di + 1, start: '09:00', end: '17:00' }, { shouldFocus: false })}
                    aria-label={t('bookings.avail.addHoursOn', 'Add hours on {day}', { day })}
                  >
                    <Plus aria-hidden />
                    {t('bookings.avail.addHours', 'Add hours')}
                  </Button>
                  {rows.length > 0 ? (
                    <>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        className="w-fit"
                        onClick={() => copyDay(di + 1, WEEKDAYS, t('bookings.avail.everyWeekday', 'every weekday'))}
                        aria-label={t('bookings.avail.copyWeekdays', "Copy {day}'s hours to every weekday", { day })}
                        title={t('bookings.avail.copyWeekdaysHint', 'Monday to Friday, replacing their hours')}
                      >
                        <Copy aria-hidden />
                        <span className="sm:hidden">{t('bookings.avail.monFri', 'Mon–Fri')}</span>
                        <span className="hidden sm:inline">{t('bookings.avail.copyMonFri', 'Copy to Mon–Fri')}</span>
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        className="w-fit"
                        onClick={() => copyDay(di + 1, EVERY_DAY, t('bookings.avail.everyDayLower', 'every day'))}
                        aria-label={t('bookings.avail.copyEveryDay', "Copy {day}'s hours to every day", { day })}
                      >
                        <Copy aria-hidden />
                        <span className="sm:hidden">{t('bookings.avail.everyDay', 'Every day')}</span>
                        <span className="hidden sm:inline">{t('bookings.avail.copyToEveryDay', 'Copy to every day')}</span>
                      </Button>
                    </>
                  ) : null}
                </div>
              </div>
            </div>
          );
        })}
        {weeklyError ? <p className="text-sm text-destructive">{weeklyError}</p> : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('bookings.avail.exceptions', 'Exceptions')}</legend>
        <p className="text-sm text-muted-foreground">{t('bookings.avail.exceptionsHint', 'Days off, or extra hours on a date.')}</p>
        {exceptions.fields.map((x, i) => {
          const rowErrors = errors.exceptions?.[i];
          const message =
            rowErrors?.date?.message ??
            rowErrors?.kind?.message ??
            rowErrors?.start?.message ??
            rowErrors?.end?.message ??
            rowErrors?.message;
          return (
            <div key={x.id} className="flex flex-wrap items-center gap-2 border-t pt-2" data-testid="exception-row">
              <Input
                aria-label={t('bookings.avail.date', 'Date')}
                type="date"
                className="w-44"
                {...form.register(`exceptions.${i}.date`)}
              />
              <select
                aria-label={t('bookings.avail.kind', 'Kind')}
                className={`${selectClass} w-36`}
                {...form.register(`exceptions.${i}.kind`, {
                  onChange: (e) => {
                    const extra = e.target.value === 'extra';
                    const row = form.getValues(`exceptions.${i}`);
                    form.setValue(`exceptions.${i}.start`, extra ? (row.start ?? '09:00') : null);
                    form.setValue(`exceptions.${i}.end`, extra ? (row.end ?? '17:00') : null);
                  },
                })}
              >
                <option value="off">{t('bookings.avail.dayOff', 'Day off')}</option>
                <option value="extra">{t('bookings.avail.extra', 'Extra hours')}</option>
              </select>
              {exceptionValues[i]?.kind === 'extra' ? (
                <>
                  <Input
                    aria-label={t('bookings.avail.from', 'From')}
                    type="time"
                    className="w-32"
                    {...form.register(`exceptions.${i}.start`)}
                  />
                  <span aria-hidden>–</span>
                  <Input aria-label={t('bookings.avail.to', 'To')} type="time" className="w-32" {...form.register(`exceptions.${i}.end`)} />
                </>
              ) : null}
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t('bookings.avail.removeException', 'Remove exception')}
                onClick={() => exceptions.remove(i)}
              >
                <Trash2 aria-hidden />
              </Button>
              {message ? <p className="w-full text-sm text-destructive">{message}</p> : null}
            </div>
          );
        })}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="w-fit"
          onClick={() => exceptions.append({ date: new Date().toISOString().slice(0, 10), kind: 'off' }, { shouldFocus: false })}
        >
          <Plus aria-hidden />
          {t('bookings.avail.addException', 'Add an exception')}
        </Button>
      </fieldset>
      <FormError message={save.error} />
      <Button type="submit" className="w-fit" disabled={save.busy}>
        {save.busy ? t('common.saving', 'Saving...') : t('bookings.avail.save', 'Save availability')}
      </Button>
    </form>
  );
}
