import { describe, expect, it } from 'vitest';
import { distinctWritings } from './items.search';

describe('the writings a search asks for', () => {
  it('leaves out a phrase that holds a one-word writing of the same set, and repeats', () => {
    expect(
      distinctWritings(['tent', 'arabian tent', 'bait shaar', 'tent', 'خيمه', 'خيمه بر', 'بيت شعر']),
    ).toEqual(['tent', 'bait shaar', 'خيمه', 'بيت شعر']);
  });
});
