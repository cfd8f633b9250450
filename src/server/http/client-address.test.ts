import { describe, expect, it } from 'vitest';
import { rateAddressOf } from './client-address';

describe('rateAddressOf', () => {
  it('counts an IPv4 address as it is, also when written as IPv6', () => {
    expect(rateAddressOf('192.0.2.7')).toBe('192.0.2.7');
    expect(rateAddressOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(rateAddressOf('::FFFF:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const one = '2001:db8:85a3:12::/64';
    expect(rateAddressOf('2001:db8:85a3:12::1')).toBe(one);
    expect(rateAddressOf('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(one);
    expect(rateAddressOf('2001:DB8:85A3:12:a:b:c:d')).toBe(one);
    expect(rateAddressOf('2001:db8:85a3:12::192.0.2.7')).toBe(one);
    expect(rateAddressOf('2001:db8:85a3:13::1')).not.toBe(one);
  });

  it('reads the groups around :: in their places', () => {
    expect(rateAddressOf('::1')).toBe('0:0:0:0::/64');
    expect(rateAddressOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateAddressOf('2001::7:8')).toBe('2001:0:0:0::/64');
    expect(rateAddressOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(rateAddressOf('unknown')).toBe('unknown');
    expect(rateAddressOf('')).toBe('');
  });
});
