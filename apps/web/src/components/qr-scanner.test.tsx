import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QrScanner, scannerMessages } from './qr-scanner';

// The scanner's states and its camera's lifetime, with getUserMedia and BarcodeDetector stubbed (the
// browser test e2e/specs/qr-scanner.spec.ts reads a real code from Chromium's fake camera).

const track = () => ({ stop: vi.fn(), addEventListener: vi.fn() });
/** A real (happy-dom) MediaStream, so the video element takes it, with stub tracks. */
const stream = (t: ReturnType<typeof track>) => Object.assign(new MediaStream(), { getTracks: () => [t], getVideoTracks: () => [t] });
let tracks: ReturnType<typeof track>[] = [];
const getUserMedia = vi.fn();
let detected: string[] = [];
let detectCalls = 0;

class FakeDetector {
  static async getSupportedFormats() {
    return ['qr_code'];
  }
  async detect() {
    detectCalls++;
    const v = detected[Math.min(detectCalls - 1, detected.length - 1)];
    return v ? [{ rawValue: v }] : [];
  }
}

beforeEach(() => {
  tracks = [];
  detected = [];
  detectCalls = 0;
  getUserMedia.mockReset();
  getUserMedia.mockImplementation(async () => {
    const t = track();
    tracks.push(t);
    return stream(t);
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const message = () => screen.getByTestId('qr-scanner-message');

describe('QrScanner', () => {
  it('asks for the rear camera, scans, and calls onCode once per distinct code', async () => {
    detected = ['MBT-1', 'MBT-1', 'MBT-1', 'MBT-2', 'MBT-2', 'MBT-1'];
    const onCode = vi.fn();
    render(<QrScanner onCode={onCode} />);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    await waitFor(() => expect(message().textContent).toBe(scannerMessages().scanning));
    await waitFor(() => expect(detectCalls).toBeGreaterThanOrEqual(8), { timeout: 5000 });
    expect(onCode.mock.calls).toEqual([['MBT-1'], ['MBT-2']]);
  });

  it('Stop releases the camera; Start opens it again; unmounting releases it', async () => {
    const { unmount } = render(<QrScanner onCode={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('qr-scanner').dataset.state).toBe('scanning'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(tracks[0]!.stop).toHaveBeenCalled();
    expect(message().textContent).toBe(scannerMessages().stopped);
    fireEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    await waitFor(() => expect(screen.getByTestId('qr-scanner').dataset.state).toBe('scanning'));
    expect(tracks).toHaveLength(2);
    unmount();
    expect(tracks[1]!.stop).toHaveBeenCalled();
  });

  it('says when camera access was refused, and offers to try again', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    render(<QrScanner onCode={() => {}} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(scannerMessages().refused));
    expect(scannerMessages().refused).toBe(
      'Camera access was refused. Allow the camera in your browser settings, or type the code instead.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('qr-scanner').dataset.state).toBe('scanning'));
  });

  it('says when there is no camera, or no camera API at all', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('none'), { name: 'NotFoundError' }));
    render(<QrScanner onCode={() => {}} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(scannerMessages().noCamera));
    cleanup();
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    render(<QrScanner onCode={() => {}} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(scannerMessages().unsupported));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a camera granted after unmounting is handed straight back', async () => {
    let grant: (v: unknown) => void = () => {};
    getUserMedia.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          grant = resolve;
        }),
    );
    const { unmount } = render(<QrScanner onCode={() => {}} />);
    expect(message().textContent).toBe(scannerMessages().asking);
    unmount();
    const t = track();
    await act(async () => grant(stream(t)));
    expect(t.stop).toHaveBeenCalled();
  });
});
