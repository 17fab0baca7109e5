import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWebcamSnapshots } from './use-webcam-snapshots';

/**
 * A camera that answers when the test says so, as a real one does after the person clicks Allow
 * (seconds later, sometimes after the attempt ended). Its track records whether its light went off.
 */
function slowCamera() {
  const track = {
    stopped: false,
    stop() {
      track.stopped = true;
    },
  };
  const media = { getTracks: () => [track] } as unknown as MediaStream;
  let answer: (stream: MediaStream) => void = () => undefined;
  const asked = new Promise<MediaStream>((resolve) => {
    answer = resolve;
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => asked },
  });
  return { track, answer: () => act(async () => answer(media)) };
}

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else Reflect.deleteProperty(navigator, 'mediaDevices');
});

const props = { uploadUrl: '/api/v1/uploads/webcam', intervalSeconds: 10 };

describe('useWebcamSnapshots', () => {
  it('turns the camera off when it answers after the attempt ended', async () => {
    const camera = slowCamera();
    const hook = renderHook(({ active }) => useWebcamSnapshots({ ...props, active }), {
      initialProps: { active: true },
    });
    act(() => hook.result.current.turnOn());
    expect(hook.result.current.state).toBe('starting');

    hook.rerender({ active: false });
    await camera.answer();

    expect(camera.track.stopped).toBe(true);
    expect(hook.result.current.state).toBe('off');
  });

  it('turns the camera off when it answers after the page closed', async () => {
    const camera = slowCamera();
    const hook = renderHook(() => useWebcamSnapshots({ ...props, active: true }));
    act(() => hook.result.current.turnOn());

    hook.unmount();
    await camera.answer();

    expect(camera.track.stopped).toBe(true);
  });
});
