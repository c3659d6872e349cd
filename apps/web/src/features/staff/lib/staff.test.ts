import { describe, expect, it } from 'vitest';
import { mergeStaff, telHref } from './staff';

const member = (id: string, name: string, role: string, mobile: string | null = null) => ({
  id,
  name,
  role,
  mobile,
});

describe('mergeStaff', () => {
  const priya = member('1', 'Priya Nair', 'supervisor', '9820000004');
  const marco = member('2', 'Marco Silva', 'technician', '9820000005');
  const aisha = member('3', 'Aisha Khan', 'Admin');
  const sam = member('4', 'Sam Rivera', 'superadmin');

  it('lists each person once, by name, without admins', () => {
    expect(
      mergeStaff([
        [priya, aisha],
        [marco, priya, sam],
      ]),
    ).toEqual([marco, priya]);
  });

  it('never lists the client as staff (issue 30)', () => {
    const grace = member('5', 'Grace Lee', 'client', '9820000007');
    expect(mergeStaff([[priya, grace, marco]])).toEqual([marco, priya]);
  });

  it('searches names, roles and numbers', () => {
    expect(mergeStaff([[priya, marco]], 'PRIYA')).toEqual([priya]);
    expect(mergeStaff([[priya, marco]], 'techn')).toEqual([marco]);
    expect(mergeStaff([[priya, marco]], '0005')).toEqual([marco]);
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+91 98200-00004')).toBe('tel:+919820000004');
  });

  it('has no link without a number', () => {
    expect(telHref(null)).toBeNull();
    expect(telHref(' - ')).toBeNull();
  });
});
