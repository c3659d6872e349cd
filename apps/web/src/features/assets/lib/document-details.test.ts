import { describe, expect, it } from 'vitest';
import { documentDetail } from './document-details';
import { detailsOfDocument, documentFormSchema } from './document-form';

describe('what a document row says of the document', () => {
  const today = '2026-11-30';

  it('names the type, and the day it runs out', () => {
    expect(documentDetail({ documentType: 'warranty', expiresOn: '2027-07-10' }, today)).toEqual({
      text: 'Warranty · expires Jul 10, 2027',
      state: 'valid',
    });
    expect(documentDetail({ documentType: 'manual', expiresOn: null }, today)).toEqual({
      text: 'Manual',
      state: null,
    });
  });

  it('says a passed expiry in the past tense, and a near one as expiring', () => {
    expect(documentDetail({ documentType: 'certificate', expiresOn: '2026-11-01' }, today)).toEqual(
      { text: 'Certificate · expired Nov 1, 2026', state: 'expired' },
    );
    expect(
      documentDetail({ documentType: 'warranty', expiresOn: '2026-12-10' }, today)?.state,
    ).toBe('expiring');
  });

  it('says nothing of a file without a type (a work order’s)', () => {
    expect(documentDetail({ documentType: null, expiresOn: null }, today)).toBeNull();
  });
});

describe('the form that describes a document', () => {
  it('asks for a type', () => {
    const result = documentFormSchema.safeParse({ expiresOn: '' });
    expect(result.error?.issues[0]?.message).toBe('assetHistory.documentTypeRequired');
  });

  it('takes an empty expiry, and refuses a day the server would', () => {
    expect(documentFormSchema.safeParse({ documentType: 'warranty', expiresOn: '' }).success).toBe(
      true,
    );
    const far = documentFormSchema.safeParse({ documentType: 'warranty', expiresOn: '2300-01-01' });
    expect(far.error?.issues[0]?.message).toBe('attachmentErrors.badExpiry');
    const wrong = documentFormSchema.safeParse({
      documentType: 'warranty',
      expiresOn: '2027-02-30',
    });
    expect(wrong.success).toBe(false);
  });

  it('sends the expiry only for a type that runs out', () => {
    expect(detailsOfDocument({ documentType: 'certificate', expiresOn: '2027-01-31' })).toEqual({
      documentType: 'certificate',
      expiresOn: '2027-01-31',
    });
    // Typed while Warranty was chosen, then the type changed to Manual.
    expect(detailsOfDocument({ documentType: 'manual', expiresOn: '2027-01-31' })).toEqual({
      documentType: 'manual',
      expiresOn: null,
    });
    expect(detailsOfDocument({ documentType: 'warranty', expiresOn: '' }).expiresOn).toBeNull();
  });
});
