import { describe, expect, it } from 'vitest';
import { continuesText, SUGGESTION_QUERY_MAX, suggestionQueryOf } from './api/get-suggestions';

describe('the text suggestions are asked for', () => {
  it('is the typed text trimmed, its spaces as one', () => {
    expect(suggestionQueryOf('  كامي ')).toBe('كامي');
    expect(suggestionQueryOf('party \t tent')).toBe('party tent');
    expect(suggestionQueryOf('a')).toBe('a');
  });

  it('is none for nothing but spaces', () => {
    expect(suggestionQueryOf('')).toBeNull();
    expect(suggestionQueryOf('   ')).toBeNull();
    expect(suggestionQueryOf('\u00a0\n')).toBeNull();
  });

  it('is none past what the server takes (60 characters, counted as people see them)', () => {
    expect(suggestionQueryOf('x'.repeat(SUGGESTION_QUERY_MAX))).toHaveLength(60);
    expect(suggestionQueryOf('x'.repeat(SUGGESTION_QUERY_MAX + 1))).toBeNull();
    expect(suggestionQueryOf('🎪'.repeat(SUGGESTION_QUERY_MAX))).not.toBeNull();
  });
});

describe('whether the last list may stay while the next loads', () => {
  it('does while a letter is typed or deleted', () => {
    expect(continuesText('كام', 'كامي')).toBe(true);
    expect(continuesText('كامي', 'كام')).toBe(true);
    expect(continuesText('Jed', 'jedd')).toBe(true);
  });

  it('does not for other text, nor with nothing before or now', () => {
    expect(continuesText('tent', 'drill')).toBe(false);
    expect(continuesText('tent', 'ten drill')).toBe(false);
    expect(continuesText(null, 'tent')).toBe(false);
    expect(continuesText('tent', null)).toBe(false);
  });
});
