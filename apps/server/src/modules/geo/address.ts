// Which addresses say nothing about where a visitor is: loopback, private networks, link-local and
// the carriers' shared space (RFC 1918, 6598, 3927, 4193, 4291). A request from one of them reached
// us from inside (a developer, or a proxy whose TRUST_PROXY is not set).
import net from 'node:net';

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4) as the IPv4 address it carries. */
export function unmapped(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

const blocks = new net.BlockList();
blocks.addSubnet('0.0.0.0', 8, 'ipv4');
blocks.addSubnet('10.0.0.0', 8, 'ipv4');
blocks.addSubnet('100.64.0.0', 10, 'ipv4');
blocks.addSubnet('127.0.0.0', 8, 'ipv4');
blocks.addSubnet('169.254.0.0', 16, 'ipv4');
blocks.addSubnet('172.16.0.0', 12, 'ipv4');
blocks.addSubnet('192.168.0.0', 16, 'ipv4');
blocks.addAddress('::', 'ipv6');
blocks.addAddress('::1', 'ipv6');
blocks.addSubnet('fc00::', 7, 'ipv6');
blocks.addSubnet('fe80::', 10, 'ipv6');

export function isInternalAddress(ip: string): boolean {
  const address = unmapped(ip);
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  // Not an address at all (a socket without one): nothing to locate, treated like an inside one.
  return family === null || blocks.check(address, family);
}
