import type { RealtimeEvent } from '@mb/contract/realtime';
import {
  VISIO_MESSAGES as M,
  VISIO_LIMITS,
  type VisioCall,
  type VisioJoin,
  type VisioParticipant,
  type VisioRoom,
} from '@mb/contract/visio';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  CameraOff,
  Clock,
  Link2,
  Mic,
  MicOff,
  MonitorUp,
  MonitorX,
  PhoneOff,
  ShieldAlert,
  UserCheck,
  UserX,
  Video,
  VideoOff,
} from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { errorMessage } from '../../lib/form-errors';
import { sendRealtime, useRealtime } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { CallEngine } from './call-engine';
import { nameOf, whenLabel } from './format';
import { useDecide, useEndRoom, useJoinRoom, useLeaveRoom, useVisioCall, useVisioRoom, visioKeys } from './queries';
import { type MediaProblem, useLocalMedia } from './use-local-media';

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
    return (
      <div role="alert" className="grid gap-2 rounded-lg border p-6" data-testid="visio-refused">
        <h1 id="visio-title" className="flex items-center gap-2 text-xl font-semibold">
          <ShieldAlert className="size-5 text-destructive" aria-hidden />
          {status === 404 ? M.roomNotFound : message}
        </h1>
        <p className="text-sm text-muted-foreground">
          {status === 404
            ? 'The link may be wrong, or the host cancelled the room.'
            : message === M.notInvited
              ? 'Only the host and the members they invited can join. Ask the host for an invitation.'
              : 'Get it back from the App Store to run your rooms.'}
        </p>
        {status === 403 && message !== M.notInvited ? (
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

type Media = ReturnType<typeof useLocalMedia>;

function problemText(p: MediaProblem) {
  return p === 'denied' ? M.cameraDenied : p === 'none' ? M.noDevices : null;
}

function PreJoin({
  room,
  media,
  joining,
  error,
  onJoin,
}: {
  room: VisioRoom;
  media: Media;
  joining: boolean;
  error: string | null;
  onJoin: () => void;
}) {
  const { ask } = media;
  useEffect(() => {
    void ask();
  }, [ask]);
  const problem = problemText(media.problem);
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start" data-testid="visio-prejoin">
      <div className="grid gap-3">
        <div className="relative aspect-video overflow-hidden rounded-lg bg-neutral-900">
          {media.stream && media.hasVideo ? (
            <VideoView stream={media.stream} muted mirrored className={cn(!media.camOn && 'invisible')} testId="visio-preview" />
          ) : null}
          {!media.stream || !media.hasVideo || !media.camOn ? (
            <div className="absolute inset-0 grid place-items-center text-sm text-neutral-300">
              {media.asking ? 'Asking for your camera…' : media.camOn && media.hasVideo ? '' : 'Camera off'}
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <MicButton media={media} />
          <CamButton media={media} />
        </div>
      </div>
      <div className="grid gap-3 rounded-lg border bg-card p-4">
        <h2 className="text-lg font-semibold">Ready to join?</h2>
        <p className="text-sm text-muted-foreground">
          {room.role === 'host'
            ? 'You are the host: you go straight in, and admit the others from the waiting room.'
            : `You are invited by ${nameOf(room.host)}.`}{' '}
          Nothing is recorded.
        </p>
        {problem ? (
          <p role="alert" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="visio-media-problem">
            {problem}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive" data-testid="visio-join-error">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onJoin} disabled={joining || media.asking} data-testid="visio-join">
            {joining ? 'Joining...' : media.stream ? 'Join the call' : 'Join without camera and microphone'}
          </Button>
          {media.problem ? (
            <Button variant="outline" onClick={() => void media.ask()} disabled={media.asking}>
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A round on/off button for one device; it reads as pressed when the device is off. */
function DeviceToggle({
  on,
  available,
  labels,
  icons,
  onToggle,
}: {
  on: boolean;
  available: boolean;
  labels: readonly [whenOn: string, whenOff: string];
  icons: readonly [ReactNode, ReactNode];
  onToggle: () => void;
}) {
  const label = on ? labels[0] : labels[1];
  return (
    <Button
      variant={on ? 'secondary' : 'destructive'}
      size="icon"
      className="rounded-full"
      aria-pressed={!on}
      aria-label={label}
      title={label}
      disabled={!available}
      onClick={onToggle}
    >
      {on ? icons[0] : icons[1]}
    </Button>
  );
}

const MicButton = ({ media }: { media: Media }) => (
  <DeviceToggle
    on={media.micOn && media.hasAudio}
    available={media.hasAudio}
    labels={['Mute microphone', 'Unmute microphone']}
    icons={[<Mic key="on" aria-hidden />, <MicOff key="off" aria-hidden />]}
    onToggle={() => media.setMicOn(!media.micOn)}
  />
);

const CamButton = ({ media }: { media: Media }) => (
  <DeviceToggle
    on={media.camOn && media.hasVideo}
    available={media.hasVideo}
    labels={['Turn camera off', 'Turn camera on']}
    icons={[<Video key="on" aria-hidden />, <VideoOff key="off" aria-hidden />]}
    onToggle={() => media.setCamOn(!media.camOn)}
  />
);

function VideoView({
  stream,
  muted,
  mirrored,
  className,
  testId,
}: {
  stream: MediaStream;
  muted?: boolean;
  mirrored?: boolean;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v || v.srcObject === stream) return;
    v.srcObject = stream;
    void v.play().catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      data-testid={testId}
      className={cn('absolute inset-0 size-full object-cover', mirrored && '-scale-x-100', className)}
    />
  );
}

const GRID: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-2',
  4: 'grid-cols-2',
};

function InCall({
  call,
  pid,
  streams,
  local,
  screen,
  audioOn,
  videoOn,
  media,
  onLeave,
  leaving,
}: {
  call: VisioCall;
  pid: string;
  streams: Map<string, MediaStream>;
  local: MediaStream | null;
  screen: MediaStreamTrack | null;
  audioOn: boolean;
  videoOn: boolean;
  media: Media;
  onLeave: () => void;
  leaving: boolean;
}) {
  const isHost = call.room.role === 'host';
  const others = call.participants.filter((p) => p.id !== pid);
  const count = Math.min(4, others.length + 1);
  const selfStream = useMemo(() => {
    if (screen) return new MediaStream([screen]);
    return local;
  }, [local, screen]);
  const self = call.participants.find((p) => p.id === pid);
  const end = useEndRoom();
  const toggleScreen = async () => {
    if (screen) media.stopScreen();
    else if (!(await media.shareScreen())) toast.error('Screen sharing was not started.');
  };
  return (
    <div className="grid gap-3">
      {isHost ? <WaitingList roomId={call.room.id} waiting={call.waiting} full={call.participants.length >= 4} /> : null}
      <div className={cn('grid gap-2', GRID[count])} data-testid="visio-grid" data-count={count}>
        <Tile
          testSelf
          name={`${self ? nameOf(self.user) : 'You'} (you)`}
          avatar={self?.user.avatar_url ?? null}
          stream={selfStream}
          audioOn={audioOn}
          videoOn={videoOn}
          screen={screen !== null}
          mirrored={screen === null}
          muted
        />
        {others.map((p) => (
          <Tile
            key={p.id}
            participant={p}
            name={nameOf(p.user)}
            avatar={p.user.avatar_url}
            stream={streams.get(p.id) ?? null}
            audioOn={p.audio_on}
            videoOn={p.video_on}
            screen={p.screen}
            host={p.is_host}
          />
        ))}
      </div>
      <div
        className="sticky bottom-2 z-10 mx-auto flex flex-wrap items-center justify-center gap-2 rounded-full border bg-background/95 px-3 py-2 shadow-lg backdrop-blur"
        role="toolbar"
        aria-label="Call controls"
      >
        <MicButton media={media} />
        <CamButton media={media} />
        <Button
          variant={screen ? 'default' : 'secondary'}
          size="icon"
          className="rounded-full"
          aria-pressed={screen !== null}
          aria-label={screen ? 'Stop sharing your screen' : 'Share your screen'}
          title={screen ? 'Stop sharing your screen' : 'Share your screen'}
          onClick={() => void toggleScreen()}
        >
          {screen ? <MonitorX aria-hidden /> : <MonitorUp aria-hidden />}
        </Button>
        <Button variant="destructive" className="rounded-full" onClick={onLeave} disabled={leaving} data-testid="visio-leave">
          <PhoneOff aria-hidden />
          Leave
        </Button>
        {isHost ? (
          <Button
            variant="outline"
            className="rounded-full"
            disabled={end.busy}
            onClick={() => void end.submit(call.room.id, { failure: (m) => ({ title: m ?? 'Could not end the call.' }) })}
          >
            End for everyone
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Tile({
  participant,
  name,
  avatar,
  stream,
  audioOn,
  videoOn,
  screen,
  host,
  mirrored,
  muted,
  testSelf,
}: {
  participant?: VisioParticipant;
  name: string;
  avatar: string | null;
  stream: MediaStream | null;
  audioOn: boolean;
  videoOn: boolean;
  screen: boolean;
  host?: boolean;
  mirrored?: boolean;
  muted?: boolean;
  testSelf?: boolean;
}) {
  return (
    <figure
      className="relative aspect-video min-h-0 overflow-hidden rounded-lg bg-neutral-900"
      data-testid="visio-tile"
      data-self={testSelf ? 'true' : 'false'}
      data-participant={participant?.id}
      data-muted={audioOn ? 'false' : 'true'}
    >
      {stream ? <VideoView stream={stream} muted={muted} mirrored={mirrored} className={cn(!videoOn && 'invisible')} /> : null}
      {!videoOn || !stream ? (
        <div className="absolute inset-0 grid place-items-center">
          <div className="grid justify-items-center gap-2 text-neutral-200">
            <Avatar src={avatar} alt="" className="size-16" />
            {!stream && !testSelf ? (
              <span className="text-xs">Connecting…</span>
            ) : !videoOn ? (
              <CameraOff className="size-4" aria-label="Camera off" />
            ) : null}
          </div>
        </div>
      ) : null}
      <figcaption className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] items-center gap-1.5 rounded-md bg-black/70 px-2 py-1 text-xs font-medium text-white">
        {audioOn ? null : <MicOff className="size-3.5 shrink-0 text-red-300" aria-label="Muted" />}
        <span className="truncate">{name}</span>
        {host ? <span className="text-neutral-300">· host</span> : null}
        {screen ? <span className="text-neutral-300">· sharing screen</span> : null}
      </figcaption>
    </figure>
  );
}

function WaitingList({ roomId, waiting, full }: { roomId: string; waiting: VisioParticipant[]; full: boolean }) {
  const decide = useDecide();
  const act = useCallback(
    (participantId: string, decision: 'admit' | 'deny') =>
      void decide.submit({ id: roomId, participantId, decision }, { failure: (m) => ({ title: m ?? 'Could not answer.' }) }),
    [decide, roomId],
  );
  if (waiting.length === 0) return null;
  return (
    <section
      className="grid gap-2 rounded-lg border border-info/40 bg-info/5 p-3"
      aria-labelledby="visio-waiting-title"
      data-testid="visio-waiting-list"
    >
      <h2 id="visio-waiting-title" className="text-sm font-semibold">
        Waiting to join ({waiting.length})
      </h2>
      {full ? <p className="text-xs text-muted-foreground">{M.roomFull}</p> : null}
      <ul className="grid gap-2">
        {waiting.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="visio-waiting-person">
            <span className="flex min-w-0 items-center gap-2">
              <Avatar src={p.user.avatar_url} alt="" className="size-8" />
              <span className="truncate text-sm font-medium">{nameOf(p.user)}</span>
            </span>
            <span className="flex gap-2">
              <Button size="sm" onClick={() => act(p.id, 'admit')} disabled={decide.busy || full}>
                <UserCheck aria-hidden />
                Admit
              </Button>
              <Button size="sm" variant="outline" onClick={() => act(p.id, 'deny')} disabled={decide.busy}>
                <UserX aria-hidden />
                Deny
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
