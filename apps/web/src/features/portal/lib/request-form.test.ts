import { REQUEST_LIMITS } from '@cmms/shared/requests';
import { describe, expect, it } from 'vitest';
import {
  checkRequest,
  emptyRequest,
  firstWrongField,
  placeServerErrors,
  type RequestValues,
} from './request-form';

const filled = (changes: Partial<RequestValues> = {}): RequestValues => ({
  ...emptyRequest(),
  description: 'The tap in the second floor kitchen drips',
  ...changes,
});

describe('checkRequest', () => {
  it('sends the fields as the shared schema makes them: trimmed, urgency normal by default', () => {
    const result = checkRequest(
      filled({ description: '  Leak  ', email: ' ana@example.com ', phone: '+34 600 12 34 56' }),
      [],
      false,
    );
    expect(result).toEqual({
      ok: true,
      fields: {
        description: 'Leak',
        location: '',
        urgency: 'normal',
        name: '',
        email: 'ana@example.com',
        phone: '+34 600 12 34 56',
        website: '',
      },
    });
  });

  it('asks what is wrong, and refuses a bad email, phone or a text too long', () => {
    const result = checkRequest(
      {
        ...emptyRequest(),
        description: '   ',
        email: 'not-an-email',
        phone: 'call me',
        name: 'x'.repeat(REQUEST_LIMITS.name + 1),
        location: 'y'.repeat(REQUEST_LIMITS.location + 1),
      },
      [],
      false,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'description',
      'email',
      'location',
      'name',
      'phone',
    ]);
    for (const message of Object.values(result.errors)) expect(message).toMatch(/\S/);
    expect(firstWrongField(result.errors)).toBe('description');
  });

  it('asks for each field the site requires, in the order of the page', () => {
    const result = checkRequest(filled(), ['phone', 'photo', 'location', 'name', 'email'], false);
    expect(result).toEqual({
      ok: false,
      errors: {
        location: 'Please say where the problem is',
        photo: 'Please add a photo',
        name: 'Please enter your name',
        email: 'Please enter your email',
        phone: 'Please enter your phone number',
      },
    });
    if (!result.ok) expect(firstWrongField(result.errors)).toBe('location');
  });

  it('takes required fields once given; blanks are not an answer', () => {
    const values = filled({
      location: 'Lobby',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '600',
    });
    expect(checkRequest(values, ['location', 'name', 'email', 'phone', 'photo'], true).ok).toBe(
      true,
    );
    const blank = checkRequest(filled({ name: '   ' }), ['name'], false);
    expect(blank).toEqual({ ok: false, errors: { name: 'Please enter your name' } });
  });

  it('says what is wrong with a required field before that it is missing', () => {
    const result = checkRequest(filled({ email: 'nope' }), ['email'], false);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.email).not.toBe('Please enter your email');
  });

  it('never reports the honeypot: what a robot typed there goes to the server to judge', () => {
    const robot = checkRequest(filled({ website: 'https://spam.example' }), [], false);
    expect(robot.ok && robot.fields.website).toBe('https://spam.example');
    const long = checkRequest(filled({ website: 'z'.repeat(500) }), [], false);
    expect(long.ok && long.fields.website).toBe('z'.repeat(200));
  });
});

describe('placeServerErrors', () => {
  it("puts the server's messages on the form's fields and keeps the rest apart", () => {
    expect(
      placeServerErrors({
        description: 'Describe the problem',
        photo: 'The photo must be a JPEG, PNG or WebP picture',
        website: 'Leave this empty',
      }),
    ).toEqual({
      fields: {
        description: 'Describe the problem',
        photo: 'The photo must be a JPEG, PNG or WebP picture',
      },
      other: ['Leave this empty'],
    });
  });
});
