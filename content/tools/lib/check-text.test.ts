import { describe, expect, it } from 'vitest';
import { ASCII_TURKISH } from './check-text';

describe('the Turkish letters check', () => {
  it('finds Turkish words written without their letters', () => {
    expect('Bu cumle dogru.'.match(ASCII_TURKISH)?.[0]).toBe('cumle');
    expect('Kisi zamiri'.match(ASCII_TURKISH)?.[0]).toBe('Kisi');
  });

  it('does not read the tail of a word that starts with a Turkish capital as a word', () => {
    expect('İkisi de doğru.'.match(ASCII_TURKISH)).toBeNull();
    expect('Öğrenci ve kişi'.match(ASCII_TURKISH)).toBeNull();
  });
});
