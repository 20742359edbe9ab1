import { zodResolver } from '@hookform/resolvers/zod';
import { LOTTERY_MESSAGES as M, type Redemption, redeemInput } from '@mb/contract/lottery';
import { BadgeCheck, Gift, KeyRound, Search, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { t, tm } from '../../lib/i18n';
import { ordinal, when } from './format';
import { useLookupCode, useRedeemCode } from './queries';

const CODE_FIELDS = ['code'] as const;
/** The shape of a code, the same in every language. */
const CODE_SHAPE = 'XXXX-XXXX-XXXX-XXXX';

const nameOf = (w: Redemption['winner']) => w.display_name || (w.username ? `@${w.username}` : t('lottery.aMember', 'A member'));

/**
 * /lottery-redeem (spec §2: admins with content_moderation; the API enforces it): a winner's code is
 * looked up, the staff member checks the winner and the prize, and marks it redeemed, once.
 */
export default function RedeemPage() {
  usePageMeta(
    t('lottery.redeem.title', 'Lottery Redemption'),
    t('lottery.redeem.meta', 'Verify and redeem winning digital lottery codes.'),
  );
  const lookup = useLookupCode();
  const redeem = useRedeemCode();
  const form = useForm<z.input<typeof redeemInput>, unknown, z.output<typeof redeemInput>>({
    resolver: zodResolver(redeemInput),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const [found, setFound] = useState<Redemption | null>(null);

  const lookUp = form.handleSubmit(async ({ code }) => {
    const r = await lookup.submit(code, { form: { setError: form.setError, fields: CODE_FIELDS } });
    if (r.ok) setFound(r.data);
  });

  const onRedeem = async () => {
    if (!found) return;
    const r = await redeem.submit(found.code, {
      success: {
        title: tm(M.redeemed),
        description: t('lottery.redeem.prizeFor', '{prize} for {name}', { prize: found.draw.prize, name: nameOf(found.winner) }),
      },
    });
    if (r.ok) {
      setFound(r.data);
      return;
    }
    // Refused (someone redeemed it meanwhile): the message stays, and the card shows who and when.
    const again = await lookup.submit(found.code);
    if (again.ok) setFound(again.data);
  };

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8" aria-labelledby="redeem-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="redeem-title" className="text-2xl font-bold tracking-tight">
            {t('lottery.redeem.title', 'Lottery Redemption')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t(
              'lottery.redeem.intro',
              "Enter the winner's code, check the winner and the prize, then mark it redeemed. A code is redeemed once.",
            )}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/lottery">
            <Wrench aria-hidden />
            {t('lottery.manage', 'Manage draws')}
          </Link>
        </Button>
      </header>

      <form
        className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-end"
        aria-label={t('lottery.redeem.find', 'Find a code')}
        noValidate
        onSubmit={(e) => {
          setFound(null);
          redeem.reset();
          redeem.setError(null);
          void lookUp(e);
        }}
      >
        <Field
          label={t('lottery.redeem.code', 'Redemption code')}
          error={errors.code?.message}
          hint={t('lottery.redeem.codeHint', 'Case, spaces and dashes do not matter.')}
        >
          {(p) => (
            <Input
              {...p}
              {...form.register('code')}
              autoComplete="off"
              spellCheck={false}
              placeholder={CODE_SHAPE}
              className="font-mono uppercase tracking-wider"
              maxLength={64}
              data-testid="redeem-code-input"
            />
          )}
        </Field>
        <Button type="submit" disabled={lookup.busy} data-testid="lookup-code">
          <Search aria-hidden />
          {lookup.busy ? t('lottery.redeem.looking', 'Looking...') : t('lottery.redeem.lookUp', 'Look up')}
        </Button>
        <FormError message={lookup.error} />
      </form>

      {found ? (
        <Card data-testid="redemption">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <KeyRound className="size-5 text-primary" aria-hidden />
              <span className="font-mono">{found.code}</span>
            </CardTitle>
            <CardDescription>
              {t('lottery.redeem.placeIn', '{place} place in “{title}”', { place: ordinal(found.rank), title: found.draw.title })}
              {found.draw.drawn_at ? `, ${t('lottery.redeem.drawn', 'drawn {when}', { when: when(found.draw.drawn_at) })}` : ''}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted-foreground">{t('lottery.redeem.winner', 'Winner')}</dt>
              <dd data-testid="redemption-winner">
                {nameOf(found.winner)}
                {found.winner.username ? (
                  <Link to={`/model/${found.winner.username}`} className="ml-2 text-primary hover:underline">
                    {t('lottery.redeem.profile', 'Profile')}
                  </Link>
                ) : null}
              </dd>
              <dt className="text-muted-foreground">{t('lottery.redeem.prize', 'Prize')}</dt>
              <dd className="flex items-start gap-1.5">
                <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                {found.draw.prize}
              </dd>
              <dt className="text-muted-foreground">{t('lottery.redeem.entryId', 'Entry id')}</dt>
              <dd className="font-mono text-xs break-all">{found.entry_id}</dd>
            </dl>
            {found.redeemed_at ? (
              <p className="flex items-center gap-2 text-sm" data-testid="redemption-state">
                <Badge variant="success">
                  <BadgeCheck className="size-3.5" aria-hidden />
                  {t('lottery.redeem.redeemed', 'Redeemed')}
                </Badge>
                {when(found.redeemed_at)}
                {found.redeemed_by ? ` ${t('lottery.redeem.by', 'by {name}', { name: found.redeemed_by })}` : ''}
              </p>
            ) : (
              <div className="grid gap-2">
                <Button className="w-fit" onClick={() => void onRedeem()} disabled={redeem.busy} data-testid="redeem-prize">
                  <BadgeCheck aria-hidden />
                  {redeem.busy ? t('lottery.redeem.redeeming', 'Redeeming...') : t('lottery.redeem.mark', 'Mark as redeemed')}
                </Button>
              </div>
            )}
            <FormError message={redeem.error} />
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}
