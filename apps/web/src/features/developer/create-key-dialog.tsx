import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_NAME_MAX,
  API_SCOPE_AREAS,
  type ApiKeyExpiry,
  type ApiScope,
  type ApiScopeArea,
  type CreatedApiKey,
  DEVELOPER_MESSAGES as D,
} from '@mb/contract/developer';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { expiryLabel, scopeArea } from './labels';
import { useCreateApiKey } from './queries';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

type Level = 'none' | 'read' | 'write';
interface Values {
  name: string;
  expires_in: ApiKeyExpiry;
  levels: Record<ApiScopeArea, Level>;
}

const DEFAULTS: Values = {
  name: '',
  expires_in: '90',
  levels: { profiles: 'read', portfolio: 'read', casting: 'read', events: 'read' },
};

/** The create dialog: name, a level per area, expiry; then the full key, shown this once with a copy button. */
export function CreateKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = (o: boolean) => {
    onOpenChange(o);
    if (!o) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-w-xl"
        // Once the key is shown, only the Done button closes: a stray click outside must not lose it.
        onInteractOutside={(e) => {
          if (created) e.preventDefault();
        }}
        data-testid="create-api-key-dialog"
      >
        {created ? <ShownOnce created={created} onDone={() => close(false)} /> : <CreateForm onCreated={setCreated} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateForm({ onCreated }: { onCreated: (c: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useForm<Values>({ defaultValues: DEFAULTS });
  const onSubmit = form.handleSubmit(async (values) => {
    const scopes = API_SCOPE_AREAS.flatMap((a) => (values.levels[a] === 'none' ? [] : [`${a}:${values.levels[a]}` as ApiScope]));
    if (scopes.length === 0) {
      form.setError('levels', { message: tm(D.scopesRequired) });
      return;
    }
    const r = await create.submit(
      { name: values.name, scopes, expires_in: values.expires_in },
      { form: { setError: form.setError as never, fields: ['name', 'expires_in'] }, success: { title: tm(D.created) } },
    );
    if (r.ok) onCreated(r.data);
  });
  const errors = form.formState.errors;
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate data-testid="create-api-key-form">
      <DialogHeader>
        <DialogTitle>{t('developer.keys.create', 'Create API key')}</DialogTitle>
        <DialogDescription>
          {t('developer.keys.createText', 'Choose what the key may do. It answers only for the studios linked to your enterprise.')}
        </DialogDescription>
      </DialogHeader>
      <Field
        label={t('developer.keys.name', 'Name')}
        error={errors.name?.message}
        hint={t('developer.keys.nameHint', 'So you know which system uses it, e.g. “Reporting”.')}
      >
        {(p) => (
          <Input
            {...p}
            autoComplete="off"
            maxLength={API_KEY_NAME_MAX}
            {...form.register('name', {
              validate: (v) => (v.trim() ? (v.trim().length <= API_KEY_NAME_MAX ? true : tm(D.nameTooLong)) : tm(D.nameRequired)),
            })}
          />
        )}
      </Field>
      <fieldset className="grid gap-2" aria-describedby={errors.levels ? 'scopes-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('developer.keys.scopes', 'Scopes')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {API_SCOPE_AREAS.map((a) => (
            <Field key={a} label={scopeArea(a).label} hint={scopeArea(a).hint}>
              {(p) => (
                <select {...p} className={selectClass} {...form.register(`levels.${a}`, { onChange: () => form.clearErrors('levels') })}>
                  <option value="none">{t('developer.level.none', 'No access')}</option>
                  <option value="read">{t('developer.level.read', 'Read')}</option>
                  <option value="write">{t('developer.level.write', 'Read & write')}</option>
                </select>
              )}
            </Field>
          ))}
        </div>
        {errors.levels?.message ? (
          <p id="scopes-error" role="alert" className="text-sm text-destructive">
            {errors.levels.message}
          </p>
        ) : null}
      </fieldset>
      <Field label={t('developer.keys.expires', 'Expires')} error={errors.expires_in?.message}>
        {(p) => (
          <select {...p} className={selectClass} {...form.register('expires_in')}>
            {API_KEY_EXPIRY_CHOICES.map((c) => (
              <option key={c} value={c}>
                {expiryLabel(c)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormError message={create.error} />
      <DialogFooter>
        <Button type="submit" disabled={create.busy}>
          {create.busy ? t('developer.keys.creating', 'Creating...') : t('developer.keys.createButton', 'Create key')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ShownOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      toast.success(t('developer.keys.copied', 'Copied to the clipboard'));
    } catch {
      toast.error(t('developer.keys.copyFailed', 'Could not copy: select the key and copy it yourself'));
    }
  };
  return (
    <div className="grid gap-4" data-testid="api-key-shown-once">
      <DialogHeader>
        <DialogTitle>{t('developer.keys.newKey', 'Your new API key')}</DialogTitle>
        <DialogDescription>{t('developer.keys.ready', '“{name}” is ready.', { name: created.key.name })}</DialogDescription>
      </DialogHeader>
      <div className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" role="alert">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <p>{tm(D.shownOnce)}</p>
      </div>
      <div className="grid gap-2 sm:flex sm:items-center">
        <Textarea
          readOnly
          rows={2}
          aria-label={t('developer.keys.yourKey', 'Your API key')}
          value={created.secret}
          className="min-h-0 resize-none break-all font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
          data-testid="api-key-secret"
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('developer.keys.copiedButton', 'Copied') : t('developer.keys.copy', 'Copy')}
        </Button>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>{t('developer.keys.done', 'Done, I have copied it')}</Button>
      </DialogFooter>
    </div>
  );
}
