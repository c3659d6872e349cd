import { describe, expect, it } from 'vitest';
// The human defaults the server and the web app install (zod's size messages).
import './zod-setup';
import { msg } from './i18n/message';
import { en, englishIssues, inEnglish, translatorFor } from './i18n/source-translators';
import {
  MATERIAL_UNITS,
  materialInputSchema,
  materialRules,
  quantityMessage,
  requestUpdateSchema,
} from './materials';

const english = (quantity: number, unit: string) => inEnglish(quantityMessage(quantity, unit));

describe('quantityMessage: the unit agrees with the quantity', () => {
  it('says one in the singular, every other quantity in the plural', () => {
    expect(english(1, 'pieces')).toBe('1 piece');
    expect(english(1, 'boxes')).toBe('1 box');
    expect(english(0, 'pieces')).toBe('0 pieces');
    expect(english(12, 'boxes')).toBe('12 boxes');
    expect(english(-1, 'liters')).toBe('-1 liter');
    // Written as a template wrote it: no grouping of thousands.
    expect(english(1500, 'kilograms')).toBe('1500 kilograms');
  });

  it('has a singular for every unit the form offers', () => {
    for (const unit of MATERIAL_UNITS) {
      expect(english(1, unit)).not.toBe(`1 ${unit}`);
      expect(english(2, unit)).toBe(`2 ${unit}`);
    }
  });

  it('shows a unit outside the list as it is', () => {
    expect(english(3, 'drums')).toBe('3 drums');
  });

  it('is what the stock messages say', () => {
    const onlyAvailable = (count: number) =>
      en('materials.onlyAvailable', { quantity: quantityMessage(count, 'pieces') });
    expect(onlyAvailable(1)).toBe('Only 1 piece available');
    expect(onlyAvailable(5)).toBe('Only 5 pieces available');
  });

  it('agrees in the plural forms of Hindi, Spanish and Arabic', () => {
    const hi = translatorFor('hi');
    const es = translatorFor('es');
    const ar = translatorFor('ar');
    expect(hi.render(quantityMessage(1, 'boxes'))).toBe('1 डिब्बा');
    expect(hi.render(quantityMessage(0, 'boxes'))).toBe('0 डिब्बे');
    expect(hi.render(quantityMessage(12, 'boxes'))).toBe('12 डिब्बे');
    expect(es.render(quantityMessage(1, 'boxes'))).toBe('1 caja');
    expect(es.render(quantityMessage(12, 'boxes'))).toBe('12 cajas');
    // Arabic: one and two in words, the plural noun from 3 to 10, the accusative singular from 11
    // to 99, the genitive singular from 100.
    expect([1, 2, 3, 10, 11, 100].map((n) => ar.render(quantityMessage(n, 'boxes')))).toEqual([
      'صندوق واحد',
      'صندوقان',
      '3 صناديق',
      '10 صناديق',
      '11 صندوقًا',
      '100 صندوق',
    ]);
    expect(
      ar.render(msg('materials.onlyAvailable', { quantity: quantityMessage(0, 'boxes') })),
    ).toBe('المتوفر 0 صندوق فقط');
  });
});

describe('materialRules: who changes and who restocks a material', () => {
  const manager = { role: 'manager', permissions: ['view_materials', 'manage_materials'] };
  const admin = { role: 'admin', permissions: ['all_permissions'] };
  const requester = { role: 'technician', permissions: ['view_materials', 'request_materials'] };
  const shared = { siteId: null };
  const ofASite = { siteId: '74dd209a-d15d-4fec-ac10-28b19be85a8e' };

  it('keeps a material for all sites to administrators for edits and deletes', () => {
    expect(materialRules.canChangeMaterial(manager, ofASite)).toBe(true);
    expect(materialRules.canChangeMaterial(manager, shared)).toBe(false);
    expect(materialRules.canChangeMaterial(admin, shared)).toBe(true);
    expect(materialRules.canChangeMaterial(requester, ofASite)).toBe(false);
  });

  it('lets whoever issues from a material restock it, one kept for all sites too', () => {
    expect(materialRules.canRestock(manager)).toBe(true);
    expect(materialRules.canRestock(admin)).toBe(true);
    expect(materialRules.canRestock(requester)).toBe(false);
  });
});

describe('the schemas’ messages, read in English as before', () => {
  it('name the material in its size message, and the other fields as zod’s defaults do', () => {
    const result = materialInputSchema.safeParse({
      name: 'x'.repeat(201),
      description: 'd'.repeat(2001),
      category: 'c'.repeat(101),
      unit: 'drums',
      quantity: 1.5,
      reorderLevel: 2_000_000,
    });
    expect(englishIssues(result)).toEqual([
      'Material name must be at most 200 characters',
      'Description must be at most 2000 characters',
      'Category must be at most 100 characters',
      'Unit must be one of the units offered',
      'Quantities are whole numbers',
      'Quantities stop at 1000000',
    ]);
  });

  it('ask for a quantity and reason, or a status', () => {
    expect(englishIssues(requestUpdateSchema.safeParse({ quantity: 2 }))).toEqual([
      'Send a quantity and reason, or a status',
    ]);
    expect(englishIssues(requestUpdateSchema.safeParse({ status: 'done' }))).toEqual([
      'Status must be Approved, Rejected or Issued',
    ]);
  });
});
