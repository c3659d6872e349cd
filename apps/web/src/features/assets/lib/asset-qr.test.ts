import { assetQrFileName } from '@cmms/shared/assets';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { create, toDataURL } from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  assetLinkOf,
  assetQrSummary,
  dataUrlToBlob,
  isLoopbackOrigin,
  LINK_QR,
  QR_MARGIN,
  qrOptionsFor,
  SUMMARY_QR,
} from './asset-qr';

const asset = {
  id: '0b8e5f5e-1c7a-4f7e-9d59-3f0c2a1b9e11',
  assetNumber: 'AST-0007',
  name: 'Chiller "North"',
  type: 'HVAC',
  location: null,
  site: { id: 's1', name: 'Harbor View Towers' },
  status: 'Active',
};

async function decode(dataUrl: string) {
  const png = PNG.sync.read(Buffer.from(await dataUrlToBlob(dataUrl).arrayBuffer()));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { width: png.width, text: code?.data };
}

describe('the asset QR codes', () => {
  it('links to the QR landing page of the asset', () => {
    expect(assetLinkOf('https://cmms.example.com', asset)).toBe(
      'https://cmms.example.com/qr/assets/0b8e5f5e-1c7a-4f7e-9d59-3f0c2a1b9e11',
    );
    expect(assetQrFileName(asset.assetNumber)).toBe('asset-AST-0007-qr.png');
  });

  it('summarises the asset as JSON with the site by name', () => {
    expect(JSON.parse(assetQrSummary(asset))).toEqual({
      id: asset.id,
      assetNumber: 'AST-0007',
      name: 'Chiller "North"',
      type: 'HVAC',
      location: null,
      site: 'Harbor View Towers',
      status: 'Active',
    });
  });

  it('draws the link at 256 px, readable back', async () => {
    const link = assetLinkOf('http://x', asset);
    const image = await decode(await toDataURL(link, qrOptionsFor(link, LINK_QR)));
    expect(image).toEqual({ width: 256, text: `http://x/qr/assets/${asset.id}` });
  });

  it('draws the summary at level H in whole-pixel modules within 200 px, readable back', async () => {
    expect(SUMMARY_QR).toMatchObject({ size: 200, level: 'H' });
    // A long name makes a dense code: stretched to exactly 200 px it would not read back.
    const long = { ...asset, name: 'Rooftop Chiller 1795286713836', location: 'Roof, Tower C' };
    for (const item of [asset, long]) {
      const text = assetQrSummary(item);
      const options = qrOptionsFor(text, SUMMARY_QR);
      const modules = create(text, { errorCorrectionLevel: 'H' }).modules.size + 2 * QR_MARGIN;
      const image = await decode(await toDataURL(text, options));
      expect(image.width).toBe(modules * (options.scale ?? 0));
      expect(image.width).toBeLessThanOrEqual(200);
      expect(image.width).toBeGreaterThan(200 - modules);
      expect(JSON.parse(image.text ?? '')).toEqual(JSON.parse(text));
    }
  });

  it('turns the PNG data URL into a blob to save', async () => {
    const url = await toDataURL('hello', qrOptionsFor('hello', LINK_QR));
    const blob = dataUrlToBlob(url);
    expect(blob.type).toBe('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(() => dataUrlToBlob('https://x')).toThrow();
  });
});

describe('isLoopbackOrigin', () => {
  it('flags addresses only this computer can open', () => {
    expect(isLoopbackOrigin('http://localhost:3000')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(isLoopbackOrigin('http://[::1]:3000')).toBe(true);
  });

  it('lets network and public addresses pass', () => {
    expect(isLoopbackOrigin('http://192.168.1.20:3000')).toBe(false);
    expect(isLoopbackOrigin('https://cmms.example.com')).toBe(false);
    expect(isLoopbackOrigin('not a url')).toBe(false);
  });
});
