import { useCallback, useEffect, useRef, useState } from 'react';

export type MediaProblem = 'denied' | 'none' | null;

/**
 * The member's camera and microphone for a call: asked for once (the pre-join preview), kept through
 * the call, released when the page goes. Muting and turning the camera off disable the track (the
 * peers keep their connections); a screen share stands in for the camera while it lasts.
 */
export function useLocalMedia(initial: { camera: boolean; microphone: boolean }) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const [asking, setAsking] = useState(false);
  const [micOn, setMicOn] = useState(initial.microphone);
  const [camOn, setCamOn] = useState(initial.camera);
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const screenRef = useRef<MediaStreamTrack | null>(null);

  const ask = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('none');
      return;
    }
    setAsking(true);
    let got: MediaStream | null = null;
    let refused = false;
    // Both, else whichever exists: a laptop without a camera still joins with its microphone.
    for (const constraints of [{ audio: true, video: true }, { audio: true }, { video: true }]) {
      try {
        got = await navigator.mediaDevices.getUserMedia(constraints);
        break;
      } catch (e) {
        if ((e as DOMException).name === 'NotAllowedError' || (e as DOMException).name === 'SecurityError') {
          refused = true;
          break;
        }
      }
    }
    setAsking(false);
    if (!got) {
      setProblem(refused ? 'denied' : 'none');
      return;
    }
    for (const t of streamRef.current?.getTracks() ?? []) t.stop();
    streamRef.current = got;
    setProblem(null);
    setStream(got);
  }, []);

  // The switches act on the tracks: a disabled track sends silence or black, without renegotiating.
  useEffect(() => {
    for (const t of stream?.getAudioTracks() ?? []) t.enabled = micOn;
  }, [stream, micOn]);
  useEffect(() => {
    for (const t of stream?.getVideoTracks() ?? []) t.enabled = camOn;
  }, [stream, camOn]);

  const stopScreen = useCallback(() => {
    screenRef.current?.stop();
    screenRef.current = null;
    setScreen(null);
  }, []);

  const shareScreen = useCallback(async (): Promise<boolean> => {
    if (!navigator.mediaDevices?.getDisplayMedia) return false;
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = display.getVideoTracks()[0];
      if (!track) return false;
      track.addEventListener('ended', () => {
        if (screenRef.current === track) {
          screenRef.current = null;
          setScreen(null);
        }
      });
      screenRef.current = track;
      setScreen(track);
      return true;
    } catch {
      return false;
    }
  }, []);

  useEffect(
    () => () => {
      for (const t of streamRef.current?.getTracks() ?? []) t.stop();
      screenRef.current?.stop();
    },
    [],
  );

  const stopAll = useCallback(() => {
    for (const t of streamRef.current?.getTracks() ?? []) t.stop();
    streamRef.current = null;
    setStream(null);
    stopScreen();
  }, [stopScreen]);

  return {
    stream,
    problem,
    asking,
    ask,
    micOn,
    setMicOn,
    camOn,
    setCamOn,
    screen,
    shareScreen,
    stopScreen,
    stopAll,
    hasAudio: (stream?.getAudioTracks().length ?? 0) > 0,
    hasVideo: (stream?.getVideoTracks().length ?? 0) > 0,
  };
}
