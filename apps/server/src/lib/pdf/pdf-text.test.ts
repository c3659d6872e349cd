import { describe, expect, it } from 'vitest';
import { visualRuns } from './pdf-text';

const shown = (text: string, direction: 'ltr' | 'rtl') =>
  visualRuns(text, direction).map((run) => [run.script, run.text, run.rtl]);

describe('the runs of a PDF line, in the order they are drawn', () => {
  it('keeps a Latin line as one run', () => {
    expect(shown('Attendance Report', 'ltr')).toEqual([['latin', 'Attendance Report', false]]);
  });

  it('gives Hindi its own font, the Latin digits and names around it too', () => {
    expect(shown('कुल घंटे 7.50', 'ltr')).toEqual([['devanagari', 'कुल घंटे 7.50', false]]);
    expect(shown('Employee: प्रिया', 'ltr')).toEqual([
      ['latin', 'Employee: ', false],
      ['devanagari', 'प्रिया', false],
    ]);
  });

  it('draws an Arabic line from the right: its numbers and Latin names the right way round', () => {
    // Logical: "hours of work 7.50 for employee Leila". Visually, left to right: the name, the
    // Arabic words before it (laid out from the right by fontkit), the number, the first words.
    expect(shown('ساعات العمل 7.50 للموظف Leila', 'rtl')).toEqual([
      ['latin', 'Leila', false],
      ['arabic', ' للموظف ', true],
      ['arabic', '7.50', false],
      ['arabic', 'ساعات العمل ', true],
    ]);
  });

  it('mirrors a bracket that reads from the right', () => {
    expect(shown('(فني)', 'rtl')).toEqual([['arabic', ')فني(', true]]);
  });

  it('sets an Arabic name inside an English line from the right', () => {
    expect(shown('User: ليلى أحمد (Depot)', 'ltr')).toEqual([
      ['latin', 'User: ', false],
      ['arabic', 'ليلى أحمد', true],
      // Spaces and brackets take the font of the text before them.
      ['arabic', ' (', false],
      ['latin', 'Depot)', false],
    ]);
  });

  it('orders by the isolates a message puts around its values, and draws none of them', () => {
    expect(shown('السبب: \u2068Booked.\u2069', 'rtl')).toEqual([
      ['latin', 'Booked.', false],
      ['arabic', 'السبب: ', true],
    ]);
  });
});
