import { portalPaths } from '@cmms/shared/requests';
import { describe, expect, it } from 'vitest';
import { opensPortal, portalAddressOf } from './portal-address';

const at = (address: string) => {
  const url = new URL(address, 'https://cmms.example.com');
  return { pathname: url.pathname, search: url.search };
};

describe('portalAddressOf', () => {
  it('reads the three addresses portalPaths builds', () => {
    expect(portalAddressOf(at(portalPaths.sitePage('s1TeTok')))).toEqual({
      kind: 'site',
      token: 's1TeTok',
    });
    expect(portalAddressOf(at(portalPaths.assetLabel('a-1', 'aSsEt')))).toEqual({
      kind: 'asset',
      assetId: 'a-1',
      token: 'aSsEt',
    });
    expect(portalAddressOf(at(portalPaths.statusPage('StAtUs')))).toEqual({
      kind: 'status',
      token: 'StAtUs',
    });
  });

  it('takes a trailing slash and an encoded token, and a label with other parameters', () => {
    expect(portalAddressOf(at('/r/abc/'))).toEqual({ kind: 'site', token: 'abc' });
    expect(portalAddressOf(at('/r/status/x%2Dy/'))).toEqual({ kind: 'status', token: 'x-y' });
    expect(portalAddressOf(at('/qr/assets/a-1/?utm=poster&r=tok'))).toEqual({
      kind: 'asset',
      assetId: 'a-1',
      token: 'tok',
    });
  });

  it('knows no other address', () => {
    for (const address of [
      '/r',
      '/r/',
      '/r/status',
      '/r/status/',
      '/r/a/b',
      '/r/status/a/b',
      '/r/%E0%A4%A',
      '/qr/assets/a-1',
      '/qr/assets/a-1?r=',
      '/qr/assets/a-1/extra?r=tok',
      '/login',
    ]) {
      expect(portalAddressOf(at(address)), address).toBeNull();
    }
  });
});

describe('opensPortal', () => {
  it('opens the portal for /r/ addresses, signed in or not', () => {
    for (const signedIn of [false, true]) {
      expect(opensPortal(at('/r/abc'), signedIn)).toBe(true);
      expect(opensPortal(at('/r/status/abc'), signedIn)).toBe(true);
      // An address of the portal it does not know still gets the portal's "not valid".
      expect(opensPortal(at('/r/'), signedIn)).toBe(true);
    }
  });

  it("opens an asset's label as the request form only without a session", () => {
    expect(opensPortal(at('/qr/assets/a-1?r=tok'), false)).toBe(true);
    expect(opensPortal(at('/qr/assets/a-1?r=tok'), true)).toBe(false);
    // A label printed before the portal, and the app's own routes, stay the app's.
    expect(opensPortal(at('/qr/assets/a-1'), false)).toBe(false);
    expect(opensPortal(at('/login'), false)).toBe(false);
    expect(opensPortal(at('/requests'), false)).toBe(false);
    expect(opensPortal(at('/reports'), false)).toBe(false);
  });
});
