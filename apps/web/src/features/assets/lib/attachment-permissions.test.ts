import type { Attachment } from '@cmms/shared/attachments';
import { describe, expect, it } from 'vitest';
import { mayAttachToAsset, mayDeleteAttachment } from './attachment-permissions';

const photo = (uploaderId: string | null) =>
  ({ id: 'a1', uploadedBy: { id: uploaderId, name: 'Jo Smith' } }) as Attachment;

const technician = {
  id: 'tech',
  role: 'technician',
  permissions: ['view_tasks', 'update_tasks', 'view_assets', 'update_assets'],
};
const supervisor = {
  id: 'sup',
  role: 'supervisor',
  permissions: ['view_tasks', 'assign_tasks', 'update_tasks'],
};
const client = { id: 'cl', role: 'client', permissions: ['view_tasks', 'view_assets'] };

describe('who may delete a photo or document', () => {
  it('the person who added it', () => {
    expect(mayDeleteAttachment(technician, photo('tech'), true)).toBe(true);
    expect(mayDeleteAttachment(technician, photo('someone'), true)).toBe(false);
  });

  it('a supervisor, anyone’s, even one whose uploader was removed', () => {
    expect(mayDeleteAttachment(supervisor, photo('tech'), true)).toBe(true);
    expect(mayDeleteAttachment(supervisor, photo(null), true)).toBe(true);
  });

  it('on an asset, the leads of assets: a supervisor who may not edit assets may not', () => {
    expect(mayDeleteAttachment(supervisor, photo('tech'), false)).toBe(false);
    expect(mayDeleteAttachment(technician, photo('tech'), false)).toBe(true);
  });

  it('nobody signed out, and no one on an uploader that is gone', () => {
    expect(mayDeleteAttachment(null, photo('tech'), true)).toBe(false);
    expect(mayDeleteAttachment({ ...client, id: '' }, photo(null), true)).toBe(false);
  });
});

describe('who may add files to an asset', () => {
  it('those who may change its status, not the client', () => {
    expect(mayAttachToAsset(technician)).toBe(true);
    expect(mayAttachToAsset(client)).toBe(false);
  });
});
