import type { NetworkRelation } from '@mb/contract/network';
import { NETWORK_LIMITS, NETWORK_MESSAGES } from '@mb/contract/network-text';
import { Check, Clock, UserCheck, UserPlus, Users } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { t } from '../../lib/i18n';
import { ConfirmActionDialog, type ConfirmText, confirmRemove, confirmWithdraw } from './confirm-action';
import { expectedRelation, NETWORK_DONE, type NetworkAction, useNetworkAction } from './queries';

export interface NetworkButtonsProps {
  /** The member the buttons act on. */
  userId: string;
  /** Where the viewer stands with them; null for a signed-out viewer (the buttons then lead to sign-in). */
  relation: NetworkRelation | null;
  /** Smaller buttons for a card in a result grid. */
  size?: 'default' | 'sm';
  /** The member's name, for the connect dialog and the buttons' accessible names. */
  name?: string;
}

/**
 * Follow / Following and Connect / Pending / Accept / Connected for one member. A click shows its result
 * at once and puts the old state back if the server refuses (with the server's words in a toast).
 * Signed out, both lead to sign-in and back to this page.
 */
export function NetworkButtons({ userId, relation, size = 'default', name = t('network.thisMember', 'this member') }: NetworkButtonsProps) {
  const [shown, setShown] = useState(relation);
  const [noteOpen, setNoteOpen] = useState(false);
  /** Remove and withdraw ask first. */
  const [asking, setAsking] = useState<{ text: ConfirmText; action: NetworkAction } | null>(null);
  const action = useNetworkAction();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const resumed = useRef(false);
  useEffect(() => setShown(relation), [relation]);

  async function run(a: NetworkAction) {
    const before = shown;
    if (!before) return false;
    setShown(expectedRelation(before, a));
    const r = await action.submit(a, {
      // A request to someone who had already asked accepts theirs: say so.
      success: (data) => ({
        title: a.kind === 'connect' && data.connection === 'connected' ? NETWORK_MESSAGES.requestAccepted : NETWORK_DONE[a.kind],
      }),
      failure: (m) => ({ title: m ?? t('network.failed', 'That did not work. Try again.') }),
    });
    setShown(r.ok ? r.data : before);
    return r.ok;
  }

  // Back from sign-in with an intent for this member (?follow=<id> or ?connect=<id>): carry it out once.
  const intent = params.get('follow') === userId ? 'follow' : params.get('connect') === userId ? 'connect' : null;
  useEffect(() => {
    if (!intent || !shown || resumed.current) return;
    resumed.current = true;
    const next = new URLSearchParams(params);
    next.delete(intent);
    setParams(next, { replace: true });
    if (intent === 'connect' && shown.connection === 'none') setNoteOpen(true);
    if (intent === 'follow' && !shown.following) void run({ kind: 'follow', userId });
  });

  if (!shown) {
    // Signed out: sign in, then come back here with the intent in the address.
    const to = (kind: 'follow' | 'connect') => {
      const back = new URLSearchParams(location.search);
      back.set(kind, userId);
      return `/auth?redirect=${encodeURIComponent(`${location.pathname}?${back}`)}`;
    };
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="network-buttons">
        <Button asChild size={size}>
          <Link to={to('follow')}>
            <UserPlus aria-hidden="true" />
            {t('network.follow', 'Follow')}
          </Link>
        </Button>
        <Button asChild size={size} variant="outline">
          <Link to={to('connect')}>
            <Users aria-hidden="true" />
            {t('network.connect', 'Connect')}
          </Link>
        </Button>
      </div>
    );
  }

  const followButton = shown.following ? (
    <Button
      size={size}
      variant="outline"
      aria-pressed="true"
      aria-label={t('network.followingLabel', 'Following {name}. Unfollow', { name })}
      onClick={() => run({ kind: 'unfollow', userId })}
    >
      <UserCheck aria-hidden="true" />
      {t('network.following', 'Following')}
    </Button>
  ) : (
    <Button
      size={size}
      aria-pressed="false"
      aria-label={t('network.followLabel', 'Follow {name}', { name })}
      onClick={() => run({ kind: 'follow', userId })}
    >
      <UserPlus aria-hidden="true" />
      {shown.followed_by ? t('network.followBack', 'Follow back') : t('network.follow', 'Follow')}
    </Button>
  );

  let connectButton: React.ReactNode;
  if (shown.connection === 'connected') {
    connectButton = (
      <Button
        size={size}
        variant="secondary"
        aria-label={t('network.connectedLabel', 'Connected with {name}. Remove connection', { name })}
        onClick={() => setAsking({ text: confirmRemove(name), action: { kind: 'remove', userId } })}
      >
        <Check aria-hidden="true" />
        {t('network.connected', 'Connected')}
      </Button>
    );
  } else if (shown.connection === 'outgoing') {
    connectButton = (
      <Button
        size={size}
        variant="outline"
        aria-label={t('network.pendingLabel', 'Pending: withdraw your request to {name}', { name })}
        onClick={() => setAsking({ text: confirmWithdraw(name), action: { kind: 'withdraw', userId } })}
      >
        <Clock aria-hidden="true" />
        {t('network.pending', 'Pending')}
      </Button>
    );
  } else if (shown.connection === 'incoming' && shown.request_id) {
    const requestId = shown.request_id;
    connectButton = (
      <Button
        size={size}
        variant="outline"
        aria-label={t('network.acceptLabel', "Accept {name}'s connection request", { name })}
        onClick={() => run({ kind: 'accept', userId, requestId })}
      >
        <Check aria-hidden="true" />
        {t('network.accept', 'Accept')}
      </Button>
    );
  } else {
    connectButton = (
      <Button size={size} variant="outline" onClick={() => setNoteOpen(true)}>
        <Users aria-hidden="true" />
        {t('network.connect', 'Connect')}
      </Button>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="network-buttons">
      {followButton}
      {connectButton}
      <ConnectDialog
        open={noteOpen}
        onOpenChange={setNoteOpen}
        name={name}
        onSend={(note) => run({ kind: 'connect', userId, note: note || undefined })}
        error={action.error}
      />
      {asking ? (
        <ConfirmActionDialog
          open
          onOpenChange={(o) => (o ? undefined : setAsking(null))}
          text={asking.text}
          onConfirm={() => run(asking.action)}
        />
      ) : null}
    </div>
  );
}

/** The optional note of a connection request; what was typed stays when sending fails. */
function ConnectDialog({
  open,
  onOpenChange,
  name,
  onSend,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onSend(note: string): Promise<boolean>;
  error: string | null;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = note.trim().length > NETWORK_LIMITS.connectionNoteMax;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (tooLong) return;
    setBusy(true);
    const ok = await onSend(note.trim());
    setBusy(false);
    if (ok) {
      setNote('');
      onOpenChange(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${id}-desc`}>
        <DialogHeader>
          <DialogTitle>{t('network.connectWith', 'Connect with {name}', { name })}</DialogTitle>
          <DialogDescription id={`${id}-desc`}>
            {t('network.noteIntro', 'Add a note so they know why you want to connect (optional).')}
          </DialogDescription>
        </DialogHeader>
        <form id={id} onSubmit={submit} className="grid gap-3" noValidate>
          <Field
            label={t('network.note', 'Note')}
            error={tooLong ? NETWORK_MESSAGES.noteTooLong : undefined}
            hint={`${note.trim().length} / ${NETWORK_LIMITS.connectionNoteMax}`}
          >
            {(p) => <Textarea {...p} value={note} onChange={(e) => setNote(e.target.value)} rows={4} autoFocus />}
          </Field>
          <FormError message={open && !busy ? error : null} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={id} disabled={busy || tooLong}>
            {busy ? t('network.sending', 'Sending…') : t('network.sendRequest', 'Send request')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
