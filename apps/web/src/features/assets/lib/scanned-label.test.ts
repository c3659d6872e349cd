import { describe, expect, it } from 'vitest';
import { assetIdFromScan } from './scanned-label';

const ID = '2b9c6a1e-1f0b-4a53-9a86-0c1b0b7c1d11';

describe('assetIdFromScan', () => {
  it('reads the id from the link of the large QR, printed on any origin', () => {
    expect(assetIdFromScan(`https://cmms.example.com/qr/assets/${ID}`)).toBe(ID);
    expect(assetIdFromScan(`http://192.168.1.20:3000/qr/assets/${ID}/`)).toBe(ID);
    expect(assetIdFromScan(`  https://cmms.example.com/qr/assets/${ID}?from=label \n`)).toBe(ID);
  });

  it('reads the id from the JSON summary of the small QR', () => {
    const summary = JSON.stringify({ id: ID, assetNumber: 'AST-0001', name: 'Chiller 1' });
    expect(assetIdFromScan(summary)).toBe(ID);
  });

  it('refuses anything that is not an asset label', () => {
    for (const value of [
      'hello',
      'https://example.com/',
      `https://cmms.example.com/assets/${ID}`,
      `https://cmms.example.com/qr/assets/${ID}/edit`,
      '{"name":"no id"}',
      '{broken',
      '',
    ]) {
      expect(assetIdFromScan(value), value).toBeNull();
    }
  });
});
