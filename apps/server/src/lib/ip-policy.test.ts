import { describe, expect, it } from 'vitest';
import { classifyAddress, isIpLiteral, parsePorts } from './ip-policy';

const strict = { allowLoopback: false };

describe('ip policy', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.8.9.10', 'a loopback address'],
    ['10.0.0.1', 'a private network address'],
    ['172.16.5.4', 'a private network address'],
    ['192.168.1.1', 'a private network address'],
    ['169.254.169.254', 'a cloud metadata address'],
    ['169.254.1.1', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['224.0.0.1', 'a multicast address'],
    ['0.0.0.0', 'an unspecified address'],
    ['255.255.255.255', 'a broadcast address'],
    ['::1', 'a loopback address'],
    ['[::1]', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fc00::1', 'a private network address'],
    ['fd12:3456::1', 'a private network address'],
    ['ff02::1', 'a multicast address'],
    ['64:ff9b::7f00:1', 'a NAT64 address'],
    ['2002:7f00:1::', 'a 6to4 relay address'],
  ])('refuses %s as %s', (address, reason) => {
    const verdict = classifyAddress(address, strict);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed === false && verdict.reason).toBe(reason);
  });

  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['[::ffff:10.1.2.3]', '10.1.2.3'],
    ['::ffff:a9fe:a9fe', '169.254.169.254'],
  ])('judges the IPv4 address inside IPv4-mapped %s', (address, inner) => {
    const verdict = classifyAddress(address, strict);
    expect(verdict).toMatchObject({ allowed: false, address: inner });
  });

  it.each([
    ['::a00:1', '10.0.0.1', 'a private network address'],
    ['[::7f00:1]', '127.0.0.1', 'a loopback address'],
    ['::a9fe:a9fe', '169.254.169.254', 'a cloud metadata address'],
    ['0:0:0:0:0:0:c0a8:101', '192.168.1.1', 'a private network address'],
    ['::127.0.0.2', '127.0.0.2', 'a loopback address'],
  ])('judges the IPv4 address inside IPv4-compatible %s by the IPv4 rules', (address, inner, reason) => {
    expect(classifyAddress(address, strict)).toEqual({ allowed: false, address: inner, reason });
  });

  it('lets loopback through inside mapped and compatible forms only when loopback is allowed, as for IPv4', () => {
    for (const address of ['::ffff:127.0.0.1', '::7f00:1', '[::ffff:7f00:1]']) {
      expect(classifyAddress(address, { allowLoopback: true }), address).toMatchObject({ allowed: true, address: '127.0.0.1' });
      expect(classifyAddress(address, strict).allowed, address).toBe(false);
    }
    expect(classifyAddress('::808:808', strict)).toEqual({ allowed: true, address: '8.8.8.8' });
    // IPv6's own :: and ::1 keep their meaning.
    expect(classifyAddress('::', strict)).toMatchObject({ allowed: false, reason: 'an unspecified address' });
    expect(classifyAddress('::1', strict)).toMatchObject({ allowed: false, reason: 'a loopback address' });
  });

  it.each([
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['012.0.0.1', '10.0.0.1'],
    ['0xa9fea9fe', '169.254.169.254'],
  ])('reads the decimal / octal / hex spelling %s as %s', (address, canonical) => {
    expect(classifyAddress(address, strict)).toMatchObject({ allowed: false, address: canonical });
  });

  it('refuses what is not an IP address at all', () => {
    expect(classifyAddress('not-an-ip', strict)).toMatchObject({ allowed: false, reason: 'not a valid IP address' });
  });

  it('allows public unicast v4 and v6', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(classifyAddress(address, strict).allowed).toBe(true);
    }
  });

  it('allows loopback only with the flag, and nothing else private with it', () => {
    expect(classifyAddress('127.0.0.1', { allowLoopback: true }).allowed).toBe(true);
    expect(classifyAddress('::1', { allowLoopback: true }).allowed).toBe(true);
    expect(classifyAddress('10.0.0.1', { allowLoopback: true }).allowed).toBe(false);
    expect(classifyAddress('169.254.169.254', { allowLoopback: true }).allowed).toBe(false);
  });

  it('parses port lists and ranges', () => {
    const ports = parsePorts('80, 443,8000-8002');
    expect([80, 443, 8000, 8001, 8002].every(ports)).toBe(true);
    expect([22, 81, 8003, 6379].some(ports)).toBe(false);
  });

  it('tells IP literals from names', () => {
    expect(isIpLiteral('127.0.0.1')).toBe(true);
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('example.com')).toBe(false);
  });
});
