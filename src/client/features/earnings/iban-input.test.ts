import { normalizeIban } from '@shared/iban';
import { describe, expect, it } from 'vitest';
import { groupIbanTyping } from './iban-input';

describe('the IBAN field as it is typed', () => {
  it('groups in fours, upper-case, letters and digits only', () => {
    expect(groupIbanTyping('sa0380000000608010167519').value).toBe('SA03 8000 0000 6080 1016 7519');
    expect(groupIbanTyping('SA03-8000 0000').value).toBe('SA03 8000 0000');
    expect(groupIbanTyping('SA03 8').value).toBe('SA03 8');
    expect(normalizeIban(groupIbanTyping('sa0380000000608010167519').value)).toBe('SA0380000000608010167519');
  });

  it('stops at a Saudi IBAN’s 24 characters', () => {
    expect(groupIbanTyping('SA03800000006080101675199999').value).toBe('SA03 8000 0000 6080 1016 7519');
  });

  it('puts the caret at the end when typing at the end, past the space a new group adds', () => {
    expect(groupIbanTyping('SA038')).toEqual({ value: 'SA03 8', caret: 6 });
    expect(groupIbanTyping('SA03')).toEqual({ value: 'SA03', caret: 4 });
  });

  it('keeps the caret after the same character when editing in the middle', () => {
    // Typing "9" after "SA03 8" in "SA03 8000 0000": the caret was at 7.
    expect(groupIbanTyping('SA03 89000 0000', 7)).toEqual({ value: 'SA03 8900 0000 0', caret: 7 });
    // Deleting the "8" at the start of the second group.
    expect(groupIbanTyping('SA03 000 0000', 5)).toEqual({ value: 'SA03 0000 000', caret: 4 });
  });
});

describe('the IBAN field typed on an Arabic keyboard', () => {
  it('keeps Arabic-Indic and Eastern Arabic-Indic digits as 0–9, the caret after the same character', () => {
    expect(groupIbanTyping('SA٠٣٨٠٠٠٠٠٠٠٦٠٨٠١٠١٦٧٥١٩').value).toBe('SA03 8000 0000 6080 1016 7519');
    expect(groupIbanTyping('SA۰۳۸').value).toBe('SA03 8');
    expect(groupIbanTyping('SA03 ٨٩000', 7)).toEqual({ value: 'SA03 8900 0', caret: 7 });
  });
});
