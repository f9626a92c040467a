import "server-only";
import { isIP } from "node:net";

/**
 * The unit an address is rate-limited as: an IPv4 address itself, an IPv6 address by its /64
 * network (one subscriber usually holds a whole /64, so counting single IPv6 addresses would
 * give an attacker billions of fresh limits).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}
