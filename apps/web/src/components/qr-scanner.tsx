import { Camera, CameraOff, ScanLine, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../lib/i18n';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

/**
 * Reads QR codes with the device's camera (ticket check-in, and whatever else scans a code).
 *
 * Opens the rear camera (`facingMode: environment`, the front one where there is no other) when it
 * mounts, decodes a few frames a second with the browser's own BarcodeDetector where it reads QR codes
 * (Chrome on Android, macOS, ChromeOS) and otherwise with jsQR, loaded only then, and calls `onCode`
 * once for each distinct code it reads. The camera stops with the Stop button and when the component
 * unmounts; every state says what is happening: asking for permission, scanning, refused, no camera.
 * The page should offer typing the code as well: the refused and no-camera messages point there.
 */
export const scannerMessages = () => ({
  asking: t('ui.scanner.asking', 'Waiting for camera permission…'),
  scanning: t('ui.scanner.scanning', 'Point the camera at a QR code.'),
  refused: t('ui.scanner.refused', 'Camera access was refused. Allow the camera in your browser settings, or type the code instead.'),
  noCamera: t('ui.scanner.noCamera', 'No camera was found on this device. Type the code instead.'),
  unsupported: t('ui.scanner.unsupported', 'This browser cannot use the camera here. Type the code instead.'),
  failed: t('ui.scanner.failed', 'The camera could not be started. Try again, or type the code instead.'),
  stopped: t('ui.scanner.stopped', 'The camera is off.'),
});

type ScannerState = 'asking' | 'scanning' | 'refused' | 'no-camera' | 'unsupported' | 'failed' | 'stopped';

/** One frame in, the code's text out (null: no code in this frame). */
type Decoder = (video: HTMLVideoElement) => Promise<string | null>;

/** Frames looked at per second: enough to feel instant, little enough to spare a phone's battery. */
const SCANS_PER_SECOND = 8;
/** jsQR reads a frame scaled down to this width at most (speed; codes stay readable). */
const MAX_DECODE_WIDTH = 640;

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (opts: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function makeDecoder(): Promise<Decoder> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes('qr_code')) {
        const detector = new Native({ formats: ['qr_code'] });
        return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
      }
    } catch {
      // Fall through to jsQR.
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!g || video.videoWidth === 0) return null;
    const scale = Math.min(1, MAX_DECODE_WIDTH / video.videoWidth);
    const w = Math.round(video.videoWidth * scale);
    const h = Math.round(video.videoHeight * scale);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    g.drawImage(video, 0, 0, w, h);
    const image = g.getImageData(0, 0, w, h);
    // 'attemptBoth' also reads light-on-dark codes (a ticket shown on a phone in dark mode).
    return jsQR(image.data, w, h, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

function stateOfError(e: unknown): ScannerState {
  const name = (e as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'no-camera';
  return 'failed';
}

export function QrScanner({
  onCode,
  className,
  label,
}: {
  onCode: (text: string) => void;
  className?: string;
  /** The accessible name of the camera view. */
  label?: string;
}) {
  const [state, setState] = useState<ScannerState>('asking');
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  // Everything the running camera holds, so stop() can release it from any state.
  const session = useRef<{ stream: MediaStream | null; timer: number | null; alive: boolean }>({
    stream: null,
    timer: null,
    alive: false,
  });
  const seen = useRef(new Set<string>());

  const stop = useCallback((next: ScannerState = 'stopped') => {
    const s = session.current;
    s.alive = false;
    if (s.timer !== null) window.clearTimeout(s.timer);
    s.timer = null;
    for (const track of s.stream?.getTracks() ?? []) track.stop();
    s.stream = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState(next);
  }, []);

  const start = useCallback(async () => {
    stop('asking');
    const s = { stream: null as MediaStream | null, timer: null as number | null, alive: true };
    session.current = s;
    if (!navigator.mediaDevices?.getUserMedia) {
      s.alive = false;
      setState('unsupported');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    } catch (e) {
      if (s.alive) {
        s.alive = false;
        setState(stateOfError(e));
      }
      return;
    }
    // Unmounted or stopped while the browser asked: hand the camera straight back.
    if (!s.alive) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    s.stream = stream;
    for (const track of stream.getVideoTracks()) track.addEventListener('ended', () => s.alive && stop('stopped'));
    const video = videoRef.current;
    if (!video) return;
    try {
      video.srcObject = stream;
    } catch {
      stop('failed');
      return;
    }
    try {
      await video.play();
    } catch {
      // Autoplay of a muted inline video is allowed; a refusal here still shows frames once played.
    }
    let decode: Decoder;
    try {
      decode = await makeDecoder();
    } catch {
      if (s.alive) stop('failed');
      return;
    }
    if (!s.alive) return;
    setState('scanning');
    const tick = async () => {
      if (!s.alive) return;
      try {
        const text = await decode(video);
        if (s.alive && text && !seen.current.has(text)) {
          seen.current.add(text);
          onCodeRef.current(text);
        }
      } catch {
        // A frame that could not be read (the camera is switching): try the next one.
      }
      if (s.alive) s.timer = window.setTimeout(tick, 1000 / SCANS_PER_SECOND);
    };
    void tick();
  }, [stop]);

  useEffect(() => {
    void start();
    return () => {
      const s = session.current;
      s.alive = false;
      if (s.timer !== null) window.clearTimeout(s.timer);
      for (const track of s.stream?.getTracks() ?? []) track.stop();
      s.stream = null;
    };
  }, [start]);

  const live = state === 'scanning' || state === 'asking';
  const problem = state === 'refused' || state === 'no-camera' || state === 'unsupported' || state === 'failed';
  const texts = scannerMessages();
  const message = { ...texts, 'no-camera': texts.noCamera }[state];

  return (
    <div className={cn('flex w-full max-w-sm flex-col gap-3', className)} data-testid="qr-scanner" data-state={state}>
      <div className={cn('relative w-full overflow-hidden rounded-lg border', live ? 'aspect-square bg-black' : 'h-40 bg-muted')}>
        <video
          ref={videoRef}
          aria-label={label ?? t('ui.scanner.label', 'QR code scanner')}
          className={cn('size-full object-cover', state !== 'scanning' && 'invisible')}
          muted
          playsInline
        />
        {state === 'scanning' ? (
          // The viewfinder: where to hold the code.
          <div
            aria-hidden
            className="pointer-events-none absolute inset-[15%] rounded-lg border-2 border-white/80 shadow-[0_0_0_9999px_rgb(0_0_0/0.35)]"
          />
        ) : (
          <div
            aria-hidden
            className={cn('absolute inset-0 flex items-center justify-center', live ? 'text-white/70' : 'text-muted-foreground')}
          >
            {problem ? (
              <CameraOff className="size-10" />
            ) : state === 'asking' ? (
              <Camera className="size-10 animate-pulse" />
            ) : (
              <ScanLine className="size-10" />
            )}
          </div>
        )}
      </div>
      <p
        role={problem ? 'alert' : 'status'}
        aria-live={problem ? 'assertive' : 'polite'}
        className={cn('text-sm', problem ? 'text-warning' : 'text-muted-foreground')}
        data-testid="qr-scanner-message"
      >
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        {live ? (
          <Button type="button" variant="outline" size="sm" onClick={() => stop('stopped')}>
            <Square aria-hidden />
            {t('ui.scanner.stop', 'Stop camera')}
          </Button>
        ) : state !== 'unsupported' ? (
          <Button type="button" variant="outline" size="sm" onClick={() => void start()}>
            <Camera aria-hidden />
            {state === 'stopped' ? t('ui.scanner.start', 'Start camera') : t('ui.scanner.retry', 'Try again')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export default QrScanner;
