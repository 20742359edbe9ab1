import { Skeleton } from '../../components/ui/skeleton';

/** Holds the header's right side while the members' chrome or the profile loads. */
export function HeaderActionsSkeleton() {
  return (
    <div className="flex items-center gap-2" aria-hidden="true">
      <Skeleton className="h-9 w-9 lg:w-28" />
      <Skeleton className="size-9" />
      <Skeleton className="size-9 rounded-full" />
    </div>
  );
}
