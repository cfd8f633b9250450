import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-avatar';

describe('initialsOf', () => {
  it('gives two Latin initials, and one letter for an Arabic name', () => {
    expect(initialsOf('sara', 'ahmed')).toBe('SA');
    expect(initialsOf(' Fahad ', 'Al-Otaibi')).toBe('FA');
    expect(initialsOf('خالد', 'الدوسري')).toBe('خ');
  });
});
