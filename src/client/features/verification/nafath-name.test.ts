import { describe, expect, it } from 'vitest';
import { nafathNameIn } from './nafath-name';

describe('the name Nafath gave, in the page’s language', () => {
  const both = { name: 'سارة علي', nameEn: 'Sara Ali' };

  it('is the Arabic name on an Arabic page, the English one on an English page', () => {
    expect(nafathNameIn(both, 'ar')).toBe('سارة علي');
    expect(nafathNameIn(both, 'en')).toBe('Sara Ali');
  });

  it('falls back on the other language’s name, and is null without either', () => {
    expect(nafathNameIn({ name: 'سارة علي', nameEn: null }, 'en')).toBe('سارة علي');
    expect(nafathNameIn({ name: null, nameEn: 'Sara Ali' }, 'ar')).toBe('Sara Ali');
    expect(nafathNameIn({ name: null, nameEn: null }, 'ar')).toBeNull();
  });
});
