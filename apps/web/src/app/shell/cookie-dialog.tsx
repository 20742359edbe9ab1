import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { acceptAll, closePreferences, type OptionalCategory, rejectAll, savePreferences, useCookieConsent } from '../../lib/cookie-consent';
import { t } from '../../lib/i18n';

const categories = (): { value: 'necessary' | OptionalCategory; label: string; text: string }[] => [
  {
    value: 'necessary',
    label: t('shell.cookies.necessary', 'Necessary'),
    text: t(
      'shell.cookies.necessaryText',
      'Required for the site to work: keeping you signed in, remembering these choices and protecting your account. They cannot be turned off.',
    ),
  },
  {
    value: 'functional',
    label: t('shell.cookies.functional', 'Functional'),
    text: t('shell.cookies.functionalText', 'Remember conveniences such as your layout and recently used apps across visits.'),
  },
  {
    value: 'analytics',
    label: t('shell.cookies.analytics', 'Analytics'),
    text: t('shell.cookies.analyticsText', 'Help us understand, in aggregate, which pages are used so we can improve them. Never sold.'),
  },
  {
    value: 'marketing',
    label: t('shell.cookies.marketing', 'Marketing'),
    text: t('shell.cookies.marketingText', 'Measure our own campaigns and show relevant sponsored placements for industry events.'),
  },
];

/** Spec §2 'Cookie Preferences' dialog: tabs Necessary, Functional, Analytics, Marketing. */
export default function CookieDialog() {
  const { preferences } = useCookieConsent();
  const [choice, setChoice] = useState({
    functional: preferences.functional,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
  });
  const id = useId();
  return (
    <Dialog open onOpenChange={(open) => !open && closePreferences()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('shell.cookies.preferences', 'Cookie Preferences')}</DialogTitle>
          <DialogDescription>
            {t('shell.cookies.dialogText', 'Choose which cookies we may use. Necessary cookies are always on.')}
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="necessary">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
            {categories().map((c) => (
              <TabsTrigger key={c.value} value={c.value}>
                {c.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {categories().map((c) => {
            const switchId = `${id}-${c.value}`;
            const necessary = c.value === 'necessary';
            return (
              <TabsContent key={c.value} value={c.value} className="grid gap-4 rounded-md border p-4">
                <div className="flex items-center justify-between gap-4">
                  <label htmlFor={switchId} className="font-medium">
                    {t('shell.cookies.category', '{category} cookies', { category: c.label })}
                  </label>
                  <Switch
                    id={switchId}
                    checked={necessary ? true : choice[c.value as OptionalCategory]}
                    disabled={necessary}
                    aria-describedby={`${switchId}-text`}
                    onCheckedChange={(v) => setChoice((prev) => ({ ...prev, [c.value]: v }))}
                  />
                </div>
                <p id={`${switchId}-text`} className="text-sm text-muted-foreground">
                  {c.text}
                </p>
                {necessary ? (
                  <p className="text-xs font-medium text-muted-foreground">{t('shell.cookies.alwaysActive', 'Always active')}</p>
                ) : null}
              </TabsContent>
            );
          })}
        </Tabs>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={rejectAll}>
            {t('shell.cookies.rejectAll', 'Reject All')}
          </Button>
          <Button variant="outline" onClick={acceptAll}>
            {t('shell.cookies.acceptAll', 'Accept All')}
          </Button>
          <Button onClick={() => savePreferences(choice)}>{t('shell.cookies.save', 'Save Preferences')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
