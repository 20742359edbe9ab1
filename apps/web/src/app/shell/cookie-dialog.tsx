import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { acceptAll, closePreferences, type OptionalCategory, rejectAll, savePreferences, useCookieConsent } from '../../lib/cookie-consent';

const CATEGORIES: { value: 'necessary' | OptionalCategory; label: string; text: string }[] = [
  {
    value: 'necessary',
    label: 'Necessary',
    text: 'Required for the site to work: keeping you signed in, remembering these choices and protecting your account. They cannot be turned off.',
  },
  {
    value: 'functional',
    label: 'Functional',
    text: 'Remember conveniences such as your layout and recently used apps across visits.',
  },
  {
    value: 'analytics',
    label: 'Analytics',
    text: 'Help us understand, in aggregate, which pages are used so we can improve them. Never sold.',
  },
  {
    value: 'marketing',
    label: 'Marketing',
    text: 'Measure our own campaigns and show relevant sponsored placements for industry events.',
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
          <DialogTitle>Cookie Preferences</DialogTitle>
          <DialogDescription>Choose which cookies we may use. Necessary cookies are always on.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="necessary">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
            {CATEGORIES.map((c) => (
              <TabsTrigger key={c.value} value={c.value}>
                {c.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {CATEGORIES.map((c) => {
            const switchId = `${id}-${c.value}`;
            const necessary = c.value === 'necessary';
            return (
              <TabsContent key={c.value} value={c.value} className="grid gap-4 rounded-md border p-4">
                <div className="flex items-center justify-between gap-4">
                  <label htmlFor={switchId} className="font-medium">
                    {c.label} cookies
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
                {necessary ? <p className="text-xs font-medium text-muted-foreground">Always active</p> : null}
              </TabsContent>
            );
          })}
        </Tabs>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={rejectAll}>
            Reject All
          </Button>
          <Button variant="outline" onClick={acceptAll}>
            Accept All
          </Button>
          <Button onClick={() => savePreferences(choice)}>Save Preferences</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
