import { isLocale, LOCALE_NAMES, LOCALES, pickLocale } from '@mb/contract/locale';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { useSession } from '../../lib/auth';
import { chooseLocale, t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useSetLocale } from './queries';

const BROWSER = 'browser';

/**
 * The account's language (issue 36): the interface on every device the member signs in on, and their
 * e-mails. Saved as soon as it is picked (one choice, nothing to confirm); "the browser's" keeps none.
 */
export function LanguageCard() {
  const session = useSession();
  const setLocale = useSetLocale();
  const kept = session?.user.locale ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.language.title', 'Language')}</CardTitle>
        <CardDescription>
          {t('settings.language.intro', 'The language of the interface on every device you sign in on, and of the e-mails we send you.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Field label={t('settings.language.label', 'Interface language')}>
          {(p) => (
            <select
              {...p}
              value={kept ?? BROWSER}
              disabled={setLocale.busy}
              onChange={async (e) => {
                const value = e.target.value;
                const locale = isLocale(value) ? value : null;
                const r = await setLocale.submit({ locale });
                if (!r.ok) return;
                await chooseLocale(locale ?? pickLocale(navigator.languages ?? [navigator.language]));
                toast.success(t('settings.language.saved', 'Language saved'));
              }}
              className="h-10 w-full rounded-md border bg-background px-3 text-sm sm:w-72"
            >
              <option value={BROWSER}>{t('settings.language.browser', "My browser's language")}</option>
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className="text-xs text-muted-foreground">
          {t('settings.language.review', 'Translations other than English are new; tell us where a word reads wrong.')}
        </p>
        <FormError message={setLocale.error} />
      </CardContent>
    </Card>
  );
}
