import { describe, expect, it } from 'vitest';
import { portalUrlOf, posterFileName, toggledFields } from './portal-settings';

describe('toggledFields', () => {
  it("ticks and unticks a field, keeping the form's order and each field once", () => {
    expect(toggledFields(['phone'], 'location', true)).toEqual(['location', 'phone']);
    expect(toggledFields(['location', 'phone'], 'location', true)).toEqual(['location', 'phone']);
    expect(toggledFields(['location', 'photo', 'email'], 'photo', false)).toEqual([
      'location',
      'email',
    ]);
    expect(toggledFields([], 'name', false)).toEqual([]);
  });
});

describe('portalUrlOf', () => {
  it("puts the portal's path on the app's address, with or without a trailing slash", () => {
    expect(portalUrlOf('/r/abc123', 'https://cmms.example.com')).toBe(
      'https://cmms.example.com/r/abc123',
    );
    expect(portalUrlOf('/r/abc123', 'http://localhost:3000/')).toBe(
      'http://localhost:3000/r/abc123',
    );
  });
});

describe('posterFileName', () => {
  it('names the poster after the site, in letters a file name takes', () => {
    expect(posterFileName('Riverside Médical Center')).toBe(
      'request-poster-riverside-medical-center.pdf',
    );
    expect(posterFileName('   ')).toBe('request-poster.pdf');
    expect(posterFileName('مستشفى')).toBe('request-poster.pdf');
  });
});
