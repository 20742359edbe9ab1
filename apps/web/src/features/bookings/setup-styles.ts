// The set-up page's cards and selects (services, availability, links).
export const card = 'grid gap-4 rounded-lg border bg-card p-5 text-card-foreground';
export const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';
