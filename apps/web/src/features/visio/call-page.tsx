import type { RealtimeEvent } from '@mb/contract/realtime';
import { VISIO_MESSAGES as M, VISIO_LIMITS, type VisioJoin, type VisioRoom } from '@mb/contract/visio';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clock, Link2, PhoneOff, ShieldAlert, UserX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { errorMessage } from '../../lib/form-errors';
import { tm } from '../../lib/i18n';
import { sendRealtime, useRealtime } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { CallEngine } from './call-engine';
import { InCall, PreJoin } from './call-views';
import { nameOf, whenLabel } from './format';
import { useJoinRoom, useLeaveRoom, useVisioCall, useVisioRoom, visioKeys } from './queries';
import { useLocalMedia } from './use-local-media';

/**
 * /apps/mb-visio/rooms/{id}: the invite link. The invite landing and pre-join (the room, a preview of
 * the camera, the microphone and camera switches), then the waiting room or the call itself: a grid of
 * 1-4 tiles, who is muted, the controls; the host admits or denies those waiting. Members not invited
 * are refused by the server (the page says so); nothing is recorded.
 */
export default function CallPage() {
  const { id = '' } = useParams();
  const q = useVisioRoom(id);
  usePageMeta(q.data?.room.title ?? 'Video call', 'MB Visio: a video call between members. Nothing is recorded.');
  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4 px-3 py-4 sm:px-4 sm:py-6" aria-labelledby="visio-title">
      <Link to="/apps/mb-visio" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {M.title}
      </Link>
      {q.isPending ? (
        <Loading label="Loading the call..." className="grid gap-3">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="aspect-video w-full max-w-2xl" />
        </Loading>
      ) : q.isError ? (
        <RoomError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <Call key={q.data.room.id} room={q.data.room} initial={{ camera: q.data.camera_on_join, microphone: q.data.microphone_on_join }} />
      )}
    </section>
  );
}

function RoomError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403 || status === 404) {
    // 403: not invited, or the host without the app (the server's message says which).
    const message = errorMessage(error);
    // The server answers in the reader's language.
    const notInvited = message === M.notInvited || message === tm(M.notInvited);
    return (
      <div role="alert" className="grid gap-2 rounded-lg border p-6" data-testid="visio-refused">
        <h1 id="visio-title" className="flex items-center gap-2 text-xl font-semibold">
          <ShieldAlert className="size-5 text-destructive" aria-hidden />
          {status === 404 ? M.roomNotFound : message}
        </h1>
        <p className="text-sm text-muted-foreground">
          {status === 404
            ? 'The link may be wrong, or the host cancelled the room.'
            : notInvited
              ? 'Only the host and the members they invited can join. Ask the host for an invitation.'
              : 'Get it back from the App Store to run your rooms.'}
        </p>
        {status === 403 && !notInvited ? (
          <Button asChild variant="outline" className="w-fit">
            <Link to="/app-store">App Store</Link>
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <h1 id="visio-title" className="sr-only">
        Video call
      </h1>
      <ErrorState title={M.roomLoadFailed} message={errorMessage(error)} onRetry={onRetry} retrying={retrying} />
    </>
  );
}

type Stage = 'prejoin' | 'waiting' | 'admitted' | 'denied' | 'left' | 'ended';

function Call({ room, initial }: { room: VisioRoom; initial: { camera: boolean; microphone: boolean } }) {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  const media = useLocalMedia(initial);
  const [joined, setJoined] = useState<VisioJoin | null>(null);
  const [left, setLeft] = useState(false);
  const join = useJoinRoom();
  const leave = useLeaveRoom();
  const pid = joined && !left ? joined.participant.id : null;
  const topic = pid ? `visio:${pid}` : null;
  const callQ = useVisioCall(room.id, pid !== null);
  const call = callQ.data;
  const [streams, setStreams] = useState<Map<string, MediaStream>>(() => new Map());

  // The engine exists from joining on, so an offer arriving just as the host admits us is not lost.
  const engine = useMemo(
    () =>
      pid && joined
        ? new CallEngine({
            selfId: pid,
            iceServers: joined.ice_servers,
            send: (signal) => sendRealtime(`visio:${pid}`, signal),
            onStreams: setStreams,
          })
        : null,
    [pid, joined],
  );
  useEffect(() => () => engine?.close(), [engine]);

  useRealtime(
    topic,
    (e: RealtimeEvent) => {
      if (e.type === 'visio.room') {
        void qc.invalidateQueries({ queryKey: visioKeys.call(me, room.id) });
        if (e.data.change === 'ended') void qc.invalidateQueries({ queryKey: visioKeys.room(me, room.id) });
      } else if (e.type === 'visio.signal') void engine?.handle(e.data.from, e.data.signal);
    },
    () => void callQ.refetch(),
  );

  const mine = call?.me && call.me.id === pid ? call.me : null;
  const stage: Stage = !joined
    ? room.status === 'ended'
      ? 'ended'
      : 'prejoin'
    : left
      ? 'left'
      : call?.room.status === 'ended'
        ? 'ended'
        : call
          ? mine?.state === 'waiting' || mine?.state === 'admitted' || mine?.state === 'denied'
            ? mine.state
            : 'left'
          : joined.participant.state === 'admitted'
            ? 'admitted'
            : 'waiting';
  // Our channel dropped (a network blip, a server restart) and the server let our joining go: join
  // again by ourselves (let in at once, having been in before), a few times at most.
  const rejoins = useRef(0);
  const dropped = !!joined && !left && call?.room.status !== 'ended' && call?.me?.id === pid && call?.me?.state === 'left';
  const { submit: submitJoin } = join;
  useEffect(() => {
    if (!dropped || rejoins.current >= 3) return;
    rejoins.current++;
    void submitJoin(room.id).then((r) => {
      if (r.ok) setJoined(r.data);
    });
  }, [dropped, submitJoin, room.id]);
  const reconnecting = dropped && rejoins.current <= 3 && join.busy;
  const inCall = stage === 'admitted';
  const connected = inCall && mine?.connected === true;

  // The peers: everyone admitted whose channel is live, once ours is.
  const peerIds = useMemo(() => (call?.participants ?? []).filter((p) => p.connected && p.id !== pid).map((p) => p.id), [call, pid]);
  useEffect(() => {
    if (engine && connected) engine.sync(peerIds);
  }, [engine, connected, peerIds]);
  useEffect(() => {
    if (!inCall) engine?.sync([]);
  }, [engine, inCall]);

  const audioTrack = media.stream?.getAudioTracks()[0] ?? null;
  const cameraTrack = media.stream?.getVideoTracks()[0] ?? null;
  useEffect(() => {
    engine?.setTracks(audioTrack, media.screen ?? cameraTrack);
  }, [engine, audioTrack, cameraTrack, media.screen]);

  // Still here: while waiting or in the call, so the server can tell a closed page from one whose
  // socket's instance died (a place in the call is freed after VISIO_LIMITS.presenceMs of silence).
  const present = stage === 'waiting' || stage === 'admitted';
  useEffect(() => {
    if (!present || !pid) return;
    const timer = setInterval(() => sendRealtime(`visio:${pid}`, { kind: 'alive' }), VISIO_LIMITS.aliveEveryMs);
    return () => clearInterval(timer);
  }, [present, pid]);

  // What we share, for every tile's mute and camera marks.
  const audioOn = media.micOn && media.hasAudio;
  const videoOn = (media.camOn && media.hasVideo) || media.screen !== null;
  useEffect(() => {
    if (connected && pid)
      sendRealtime(`visio:${pid}`, { kind: 'state', audio_on: audioOn, video_on: videoOn, screen: media.screen !== null });
  }, [connected, pid, audioOn, videoOn, media.screen]);

  const doJoin = async () => {
    const r = await join.submit(room.id, { failure: (m) => ({ title: m ?? M.roomLoadFailed }) });
    if (r.ok) {
      setLeft(false);
      setJoined(r.data);
    }
  };
  const doLeave = async () => {
    if (joined) await leave.submit({ id: room.id, participantId: joined.participant.id });
    engine?.close();
    media.stopAll();
    setLeft(true);
  };
  const rejoin = () => {
    setJoined(null);
    setLeft(false);
    void media.ask();
  };

  return (
    <div className="grid gap-4" data-testid="visio-call" data-stage={stage}>
      <RoomHeader room={call?.room ?? room} inCall={call?.participants.length ?? 0} />
      {stage === 'prejoin' ? (
        <PreJoin room={room} media={media} joining={join.busy} error={join.error} onJoin={() => void doJoin()} />
      ) : stage === 'waiting' ? (
        <Notice title={M.waiting} testId="visio-waiting" icon={Clock}>
          <p>The host sees you are here. Nothing of your camera or microphone is sent to anyone until you are let in.</p>
          <Button variant="outline" className="w-fit" onClick={() => void doLeave()} disabled={leave.busy}>
            Leave
          </Button>
        </Notice>
      ) : stage === 'denied' ? (
        <Notice title={M.denied} testId="visio-denied" icon={UserX}>
          <BackLink />
        </Notice>
      ) : stage === 'ended' ? (
        <Notice title={M.roomEnded} testId="visio-ended" icon={PhoneOff}>
          <BackLink />
        </Notice>
      ) : stage === 'left' && reconnecting ? (
        <Loading label="Reconnecting..." className="grid gap-3">
          <p className="text-sm text-muted-foreground">Reconnecting to the call…</p>
          <Skeleton className="aspect-video w-full" />
        </Loading>
      ) : stage === 'left' ? (
        <Notice title="You left the call." testId="visio-left" icon={PhoneOff}>
          <div className="flex flex-wrap gap-2">
            <Button onClick={rejoin}>Join again</Button>
            <BackLink />
          </div>
        </Notice>
      ) : call ? (
        <InCall
          call={call}
          pid={pid as string}
          streams={streams}
          local={media.stream}
          screen={media.screen}
          audioOn={audioOn}
          videoOn={videoOn}
          media={media}
          onLeave={() => void doLeave()}
          leaving={leave.busy}
        />
      ) : (
        <Loading label="Joining the call..." className="grid gap-3">
          <Skeleton className="aspect-video w-full" />
        </Loading>
      )}
    </div>
  );
}

function BackLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/apps/mb-visio">Back to MB Visio</Link>
    </Button>
  );
}

function RoomHeader({ room, inCall }: { room: VisioRoom; inCall: number }) {
  const copy = () =>
    void navigator.clipboard?.writeText(`${window.location.origin}${room.invite_path}`).then(
      () => toast.success('Invite link copied'),
      () => toast.error('Could not copy the link.'),
    );
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid min-w-0 gap-1">
        <h1 id="visio-title" className="text-2xl font-bold tracking-tight break-words">
          {room.title}
        </h1>
        <p className="text-sm text-muted-foreground">
          {room.role === 'host' ? 'You host' : `Hosted by ${nameOf(room.host)}`} · {whenLabel(room.starts_at)}
          {room.status === 'live' ? ` · ${inCall || room.in_call} in the call` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {room.status === 'live' ? (
          <Badge variant="success">Live</Badge>
        ) : room.status === 'ended' ? (
          <Badge variant="secondary">Ended</Badge>
        ) : null}
        {room.role === 'host' && room.status !== 'ended' ? (
          <Button size="sm" variant="outline" onClick={copy} data-testid="copy-invite-link">
            <Link2 aria-hidden />
            Copy invite link
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Notice({
  title,
  icon: Icon,
  testId,
  children,
}: {
  title: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div role="status" className="grid max-w-xl gap-3 rounded-lg border bg-card p-6 text-sm" data-testid={testId}>
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
      </p>
      {children}
    </div>
  );
}
