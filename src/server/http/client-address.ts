/**
 * The address a per-address limit counts (docs/decisions/0031-bounded-public-queries.md): an IPv4
 * address as it is, and an IPv6 one by its /64 network. A home or a phone is given a whole /64 and
 * may take any of its addresses, so counting them apart would let one visitor walk past every limit
 * by changing address. An IPv4 address written as IPv6 (`::ffff:192.0.2.7`) counts as the IPv4 one.
 */
import { isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, a dotted IPv4 tail counting as two. */
function groupsOf(address: string): string[] {
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return groups(head);
  const [first, last] = [groups(head), groups(tail)];
  return [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
}

export function rateAddressOf(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip)?.[1];
  if (mapped) return mapped;
  // A zone (`fe80::1%eth0`) names the interface, not the network.
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const network = groupsOf(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
