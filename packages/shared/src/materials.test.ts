import { describe, expect, it } from 'vitest';
import { MATERIAL_UNITS, materialRules, materialTexts, quantityText } from './materials';

describe('quantityText: the unit agrees with the quantity', () => {
  it('says one in the singular, every other quantity in the plural', () => {
    expect(quantityText(1, 'pieces')).toBe('1 piece');
    expect(quantityText(1, 'boxes')).toBe('1 box');
    expect(quantityText(0, 'pieces')).toBe('0 pieces');
    expect(quantityText(12, 'boxes')).toBe('12 boxes');
    expect(quantityText(-1, 'liters')).toBe('-1 liter');
  });

  it('has a singular for every unit the form offers', () => {
    for (const unit of MATERIAL_UNITS) {
      expect(quantityText(1, unit)).not.toBe(`1 ${unit}`);
      expect(quantityText(2, unit)).toBe(`2 ${unit}`);
    }
  });

  it('is what the stock messages say', () => {
    expect(materialTexts.onlyAvailable(1, 'pieces')).toBe('Only 1 piece available');
    expect(materialTexts.onlyAvailable(5, 'pieces')).toBe('Only 5 pieces available');
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
