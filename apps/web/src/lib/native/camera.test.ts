import { describe, expect, it, vi } from 'vitest';
import { captureFailureOf, takeNativePhotoFile } from './camera';

const getPhoto = vi.fn();
vi.mock('@capacitor/camera', () => ({
  Camera: { getPhoto: (options: unknown) => getPhoto(options) },
  CameraResultType: { DataUrl: 'dataUrl' },
  CameraSource: { Camera: 'CAMERA' },
}));

describe('takeNativePhotoFile', () => {
  it('gives the camera’s photo as a JPEG file, at most the size asked, for the uploads', async () => {
    getPhoto.mockResolvedValueOnce({ dataUrl: 'data:image/jpeg;base64,/9j/4AAQ' });
    const result = await takeNativePhotoFile(2048);
    expect(getPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'CAMERA', width: 2048, height: 2048, quality: 90 }),
    );
    if (result.status !== 'taken') throw new Error(`no photo: ${result.status}`);
    expect(result.file.type).toBe('image/jpeg');
    expect(result.file.name).toMatch(/^photo-.+\.jpg$/);
    expect(result.file.size).toBe(6);
  });

  it('says why there is none: a refusal, a cancel', async () => {
    getPhoto.mockRejectedValueOnce(new Error('User denied access to camera'));
    expect(await takeNativePhotoFile(2048)).toEqual({ status: 'denied' });
    getPhoto.mockRejectedValueOnce(new Error('User cancelled photos app'));
    expect(await takeNativePhotoFile(2048)).toEqual({ status: 'cancelled' });
  });
});

describe('captureFailureOf', () => {
  it("reads the plugins' refusals as a denied permission", () => {
    expect(captureFailureOf(new Error('User denied access to camera'))).toBe('denied');
    expect(captureFailureOf(new Error('User denied access to camera.'))).toBe('denied');
  });

  it('reads a closed camera or scanner as the user changing their mind', () => {
    expect(captureFailureOf(new Error('User cancelled photos app'))).toBe('cancelled');
    expect(captureFailureOf(new Error('scan canceled.'))).toBe('cancelled');
  });

  it('calls anything else a failure', () => {
    expect(captureFailureOf(new Error('Unable to process image'))).toBe('failed');
    expect(captureFailureOf(undefined)).toBe('failed');
  });
});
