import { DELEGATION_MESSAGES } from '@mb/contract/enterprise-sub-users';
import { UserLock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { tm } from '../../lib/i18n';
import { useLinkedAccounts } from './linked-accounts';

/**
 * What is the account holder's alone (their data exports, 2257 identity, sign-in security): while the
 * platform is used as another account (a delegated session), the server refuses these (issue 31), so
 * the reason is shown instead of a section of failed loads. `title` names what is kept back.
 */
export function HolderOnly({ title, children }: { title: string; children: ReactNode }) {
  const linked = useLinkedAccounts();
  if (linked.isPending) return <Skeleton className="h-40" />;
  if (!linked.data?.delegated) return children;
  return (
    <Card data-testid="holder-only">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserLock className="size-5 text-muted-foreground" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{tm(DELEGATION_MESSAGES.never)}</CardDescription>
      </CardHeader>
    </Card>
  );
}
