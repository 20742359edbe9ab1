import { VISIO_MESSAGES as M, type VisioCall, type VisioParticipant, type VisioRoom } from '@mb/contract/visio';
import { CameraOff, Mic, MicOff, MonitorUp, MonitorX, PhoneOff, UserCheck, UserX, Video, VideoOff } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { nameOf } from './format';
import { useDecide, useEndRoom } from './queries';
import type { MediaProblem, useLocalMedia } from './use-local-media';

// What a call shows: the pre-join check of camera and microphone, and the call itself (tiles, controls,
// the host's waiting list).

type Media = ReturnType<typeof useLocalMedia>;

function problemText(p: MediaProblem) {
  return p === 'denied' ? tm(M.cameraDenied) : p === 'none' ? tm(M.noDevices) : null;
}

export function PreJoin({
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
              {media.asking
                ? t('visio.askingCamera', 'Asking for your camera…')
                : media.camOn && media.hasVideo
                  ? ''
                  : t('visio.cameraOff', 'Camera off')}
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <MicButton media={media} />
          <CamButton media={media} />
        </div>
      </div>
      <div className="grid gap-3 rounded-lg border bg-card p-4">
        <h2 className="text-lg font-semibold">{t('visio.ready', 'Ready to join?')}</h2>
        <p className="text-sm text-muted-foreground">
          {room.role === 'host'
            ? t('visio.hostNote', 'You are the host: you go straight in, and admit the others from the waiting room.')
            : t('visio.invitedBy', 'You are invited by {name}.', { name: nameOf(room.host) })}{' '}
          {t('visio.notRecorded', 'Nothing is recorded.')}
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
            {joining
              ? t('visio.joiningButton', 'Joining...')
              : media.stream
                ? t('visio.joinCall', 'Join the call')
                : t('visio.joinWithout', 'Join without camera and microphone')}
          </Button>
          {media.problem ? (
            <Button variant="outline" onClick={() => void media.ask()} disabled={media.asking}>
              {t('visio.tryAgain', 'Try again')}
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
    labels={[t('visio.mute', 'Mute microphone'), t('visio.unmute', 'Unmute microphone')]}
    icons={[<Mic key="on" aria-hidden />, <MicOff key="off" aria-hidden />]}
    onToggle={() => media.setMicOn(!media.micOn)}
  />
);

const CamButton = ({ media }: { media: Media }) => (
  <DeviceToggle
    on={media.camOn && media.hasVideo}
    available={media.hasVideo}
    labels={[t('visio.camOff', 'Turn camera off'), t('visio.camOn', 'Turn camera on')]}
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

export function InCall({
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
    else if (!(await media.shareScreen())) toast.error(t('visio.screenNotStarted', 'Screen sharing was not started.'));
  };
  return (
    <div className="grid gap-3">
      {isHost ? <WaitingList roomId={call.room.id} waiting={call.waiting} full={call.participants.length >= 4} /> : null}
      <div className={cn('grid gap-2', GRID[count])} data-testid="visio-grid" data-count={count}>
        <Tile
          testSelf
          name={t('visio.selfName', '{name} (you)', { name: self ? nameOf(self.user) : t('visio.you', 'You') })}
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
        aria-label={t('visio.controls', 'Call controls')}
      >
        <MicButton media={media} />
        <CamButton media={media} />
        <Button
          variant={screen ? 'default' : 'secondary'}
          size="icon"
          className="rounded-full"
          aria-pressed={screen !== null}
          aria-label={screen ? t('visio.stopShare', 'Stop sharing your screen') : t('visio.share', 'Share your screen')}
          title={screen ? t('visio.stopShare', 'Stop sharing your screen') : t('visio.share', 'Share your screen')}
          onClick={() => void toggleScreen()}
        >
          {screen ? <MonitorX aria-hidden /> : <MonitorUp aria-hidden />}
        </Button>
        <Button variant="destructive" className="rounded-full" onClick={onLeave} disabled={leaving} data-testid="visio-leave">
          <PhoneOff aria-hidden />
          {t('visio.leave', 'Leave')}
        </Button>
        {isHost ? (
          <Button
            variant="outline"
            className="rounded-full"
            disabled={end.busy}
            onClick={() =>
              void end.submit(call.room.id, { failure: (m) => ({ title: m ?? t('visio.endFailed', 'Could not end the call.') }) })
            }
          >
            {t('visio.endForAll', 'End for everyone')}
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
              <span className="text-xs">{t('visio.connecting', 'Connecting…')}</span>
            ) : !videoOn ? (
              <CameraOff className="size-4" aria-label={t('visio.cameraOff', 'Camera off')} />
            ) : null}
          </div>
        </div>
      ) : null}
      <figcaption className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] items-center gap-1.5 rounded-md bg-black/70 px-2 py-1 text-xs font-medium text-white">
        {audioOn ? null : <MicOff className="size-3.5 shrink-0 text-red-300" aria-label={t('visio.muted', 'Muted')} />}
        <span className="truncate">{name}</span>
        {host ? <span className="text-neutral-300">· {t('visio.host', 'host')}</span> : null}
        {screen ? <span className="text-neutral-300">· {t('visio.sharingScreen', 'sharing screen')}</span> : null}
      </figcaption>
    </figure>
  );
}

function WaitingList({ roomId, waiting, full }: { roomId: string; waiting: VisioParticipant[]; full: boolean }) {
  const decide = useDecide();
  const act = useCallback(
    (participantId: string, decision: 'admit' | 'deny') =>
      void decide.submit(
        { id: roomId, participantId, decision },
        { failure: (m) => ({ title: m ?? t('visio.answerFailed', 'Could not answer.') }) },
      ),
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
        {t('visio.waitingCount', 'Waiting to join ({count})', { count: waiting.length })}
      </h2>
      {full ? <p className="text-xs text-muted-foreground">{tm(M.roomFull)}</p> : null}
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
                {t('visio.admit', 'Admit')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => act(p.id, 'deny')} disabled={decide.busy}>
                <UserX aria-hidden />
                {t('visio.deny', 'Deny')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
