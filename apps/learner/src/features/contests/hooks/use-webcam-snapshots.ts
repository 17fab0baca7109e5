import { useCallback, useEffect, useRef, useState } from 'react';

/** off: not asked yet; refused: the person or the browser said no; unavailable: no camera could be opened. */
type CameraState = 'off' | 'starting' | 'on' | 'refused' | 'unavailable';

export interface WebcamSnapshots {
  state: CameraState;
  /** Photos the server has taken in this page's life. */
  sent: number;
  /** Why the last photo did not arrive, worded for people; null after one arrives. */
  problem: string | null;
  turnOn: () => void;
}

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * Webcam photos while a proctored contest asks for them: the camera opens only when the person
 * turns it on (their consent), then a still is taken every `intervalSeconds` and PUT to the
 * upload address the server supplied at start. Nothing is recorded between stills.
 */
export function useWebcamSnapshots({
  uploadUrl,
  intervalSeconds,
  active,
}: {
  uploadUrl: string | null;
  intervalSeconds: number | null;
  active: boolean;
}): WebcamSnapshots {
  const [state, setState] = useState<CameraState>('off');
  const [sent, setSent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  // Read when the camera answers, which can be after the attempt ended or the page closed.
  const wanted = useRef(active);

  const turnOn = useCallback(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    navigator.mediaDevices
      .getUserMedia({ video: { width: 320, height: 240 }, audio: false })
      .then(async (media) => {
        if (!wanted.current) {
          stopTracks(media);
          setState('off');
          return;
        }
        stream.current = media;
        const element = document.createElement('video');
        element.muted = true;
        element.playsInline = true;
        element.srcObject = media;
        await element.play();
        video.current = element;
        setState('on');
      })
      .catch((error: unknown) => {
        const name = error instanceof DOMException ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'unavailable');
      });
  }, []);

  useEffect(() => {
    if (state !== 'on' || !active || !uploadUrl || !intervalSeconds) return;
    let cancelled = false;
    const take = async () => {
      const element = video.current;
      if (!element || element.videoWidth === 0) return;
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      canvas.getContext('2d')?.drawImage(element, 0, 0);
      const photo = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.7));
      if (!photo || cancelled) return;
      const form = new FormData();
      form.append('screenshot', photo, 'webcam.jpg');
      try {
        const response = await fetch(uploadUrl, { method: 'PUT', body: form, credentials: 'same-origin' });
        if (!response.ok) throw new Error(String(response.status));
        if (!cancelled) {
          setSent((count) => count + 1);
          setProblem(null);
        }
      } catch {
        if (!cancelled)
          setProblem(`The last photo could not be sent; the next is tried in ${intervalSeconds} seconds.`);
      }
    };
    void take();
    const timer = setInterval(() => void take(), intervalSeconds * 1000);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [state, active, uploadUrl, intervalSeconds]);

  // The camera light goes off as soon as the attempt ends or the page closes.
  useEffect(() => {
    wanted.current = active;
    if (!active) stopTracks(stream.current);
  }, [active]);
  useEffect(
    () => () => {
      wanted.current = false;
      stopTracks(stream.current);
    },
    [],
  );

  return { state, sent, problem, turnOn };
}
