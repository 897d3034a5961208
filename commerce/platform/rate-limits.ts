// The shop's rate limits on top of a RateLimitStore. A store that fails (Redis down) is logged and
// lets the request through: shoppers can still log in, and the outage is visible in the logs.
import { telemetryHooks } from '../../lib/telemetry';
import type { Logger } from '../providers';
import type { RateLimitStore } from '../providers/rate-limit';
import { REVIEWS_PER_IP_PER_HOUR } from '#contract/operations/product';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

const MINUTE = 60_000;

/** A per-address limit from its setting: a whole number from 1 to 100,000; anything else is `fallback`. */
function perIpSetting(setting: string | undefined, fallback: number): number {
  const n = Number(setting);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : fallback;
}

/** MAIL_LIMIT_PER_IP; the default is 30. */
export const mailLimitPerIp = (setting: string | undefined) => perIpSetting(setting, 30);
/** VITALS_LIMIT_PER_IP; the default is 120. */
export const vitalsLimitPerIp = (setting: string | undefined) => perIpSetting(setting, 120);
/** SEARCH_EVENTS_PER_IP; the default is 60. */
export const searchEventsPerIp = (setting: string | undefined) => perIpSetting(setting, 60);

export const LIMITS = {
  /**
   * 10 password checks per account in 15 minutes (a good password clears the count), then 429 (also
   * for unknown addresses): the owner then logs in with a one-time link by e-mail (docs/decisions/0032).
   */
  loginAccount: {
    name: 'login:acct',
    max: 10,
    windowMs: 15 * MINUTE,
    message:
      'Te veel mislukte inlogpogingen voor dit account. Hoort dit e-mailadres bij een account, dan sturen we je een e-mail met een eenmalige inloglink (ook bij spam kijken). Je kunt ook een nieuw wachtwoord aanvragen.',
  },
  /** One login link per account per 15 minutes: a stranger's attempts cannot flood the owner's mailbox. */
  loginLinkAccount: { name: 'login-link:acct', max: 1, windowMs: 15 * MINUTE, message: '' },
  /** 10 failed logins per IP address in 15 minutes. */
  loginIp: {
    name: 'login:ip',
    max: 10,
    windowMs: 15 * MINUTE,
    message: 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw of vraag een nieuw wachtwoord aan.',
  },
  /** 3 reset links per account per hour. */
  forgotAccount: {
    name: 'forgot:acct',
    max: 3,
    windowMs: 60 * MINUTE,
    message: 'Je hebt al een paar keer een nieuwe link aangevraagd. Kijk in je mail (ook bij spam) of probeer het over een uur opnieuw.',
  },
  /**
   * Mails triggered from one IP address (register, forgot, newsletter, returns) per hour. 30 by
   * default; MAIL_LIMIT_PER_IP sets another number for a shop whose visitors share one address (a
   * company network, or the browser tests, which all come from 127.0.0.1 and send more than 30).
   */
  mailIp: {
    name: 'mail:ip',
    max: mailLimitPerIp(process.env.MAIL_LIMIT_PER_IP),
    windowMs: 60 * MINUTE,
    message: 'Te veel aanvragen vanaf dit adres. Probeer het over een uur opnieuw.',
  },
  /** Wrong order number + postcode combinations per IP address (return requests). */
  orderLookupIp: {
    name: 'order-lookup:ip',
    max: 10,
    windowMs: 15 * MINUTE,
    message: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
  },
  /** Chat messages per IP address: a person types far fewer; a script is stopped. */
  assistantIp: {
    name: 'assistant:ip',
    max: 40,
    windowMs: 5 * MINUTE,
    message: 'Je stuurt te veel berichten achter elkaar. Probeer het over een paar minuten opnieuw.',
  },
  /** Saved chats per IP address. */
  chatSaveIp: {
    name: 'chat-save:ip',
    max: 20,
    windowMs: 60 * MINUTE,
    message: 'Te veel aanvragen vanaf dit adres. Probeer het over een uur opnieuw.',
  },
  /**
   * Field-data beacons (docs/decisions/0068) per IP address per minute: one per page view, so a shopper
   * clicking fast sends a few dozen; a script sending thousands is counted no further.
   */
  vitalsIp: {
    name: 'vitals:ip',
    max: vitalsLimitPerIp(process.env.VITALS_LIMIT_PER_IP),
    windowMs: MINUTE,
    message: 'Te veel metingen vanaf dit adres. Probeer het over een minuut opnieuw.',
  },
  /**
   * Searches from one IP address (IPv6 /64; its /48 8 times as many) per minute that count in the staff's search report. A shopper
   * types a few; a script replaying searches to fill the report with its own terms gets its answers but
   * counts no further (commerce/catalog/routes.ts). The browser tests, all from 127.0.0.1, set more.
   */
  searchEventsIp: {
    name: 'search-events:ip',
    max: searchEventsPerIp(process.env.SEARCH_EVENTS_PER_IP),
    windowMs: MINUTE,
    message: '',
  },
  /** Reviews posted from one IP address per hour. */
  reviewIp: {
    name: 'review:ip',
    max: REVIEWS_PER_IP_PER_HOUR,
    windowMs: 60 * MINUTE,
    message: 'Je hebt het afgelopen uur al een paar beoordelingen geplaatst. Probeer het over een uur opnieuw.',
  },
  /**
   * Back office (docs/decisions/0036; keyed anew in docs/decisions/0044 so a stranger cannot lock out the owner).
   * The same reserve-before-check model as the customers' login (0032): 5 failed password checks per
   * staff account from one IP address and 10 per IP address in 15 minutes. The IP address is the
   * socket's or the storefront's signed one (commerce/platform/client-ip.ts), never a bare header.
   */
  staffLoginAccountIp: {
    name: 'staff-login:acct-ip',
    max: 5,
    windowMs: 15 * MINUTE,
    message: 'Te veel mislukte inlogpogingen voor dit account vanaf dit adres. Probeer het over 15 minuten opnieuw.',
  },
  staffLoginIp: {
    name: 'staff-login:ip',
    max: 10,
    windowMs: 15 * MINUTE,
    message: 'Te veel mislukte inlogpogingen vanaf dit adres. Probeer het over 15 minuten opnieuw.',
  },
  /**
   * Failed password checks per staff account from all addresses together. Past 50 in 15 minutes (many
   * addresses at once: a botnet) the account is guarded: only addresses it completed a login from in
   * the last 30 days (staffKnownIp) still get their password checked, under their own limits above.
   */
  staffLoginAccount: {
    name: 'staff-login:acct',
    max: 50,
    windowMs: 15 * MINUTE,
    message:
      'Er wordt op dit moment vaak met verkeerde gegevens geprobeerd op dit account in te loggen. Log in vanaf een adres waarvan je eerder inlogde, of probeer het over 15 minuten opnieuw.',
  },
  /** A mark per account and IP address of a completed login (password and code), kept 30 days. */
  staffKnownIp: { name: 'staff-login:known', max: 1, windowMs: 30 * 24 * 60 * MINUTE, message: '' },
  /**
   * Wrong codes per enrolment or password link: at the fifth the link is burnt (used up) and the owner
   * has to send a new one; the link lives 72 hours, so the window is as long.
   */
  staffLinkCodes: {
    name: 'staff-link:codes',
    max: 5,
    windowMs: 72 * 60 * MINUTE,
    message: 'Te veel onjuiste codes: deze link werkt niet meer. Vraag de eigenaar om een nieuwe link.',
  },
  /** 5 wrong second-factor codes per staff account in 15 minutes (a million codes, so 5 guesses is safe). */
  staffOtpAccount: {
    name: 'staff-otp:acct',
    max: 5,
    windowMs: 15 * MINUTE,
    message: 'Te veel onjuiste codes. Log over 15 minuten opnieuw in.',
  },
} satisfies Record<string, Limit>;

/**
 * How many times its per-address limit one IPv6 /48 may use together (docs/decisions/0082). A /48 is one
 * site: an office, a campus, a business line, a tunnel broker's (free) customer, with 65,536 /64s; many homes
 * get a /56 of one. Counted per /64 only, a sender rotating the /64s of its prefix took a fresh count with
 * every one (attack review 2026-11-29: 241 sign-ups for other people's addresses, no 429). A site has many
 * people, each subnet (/64) of it a few, so the site gets more than one address: 8 lets eight subnets use
 * their whole limit at once, and a sender with a whole /48 or /56 stops at 8 times what one address may.
 */
export const SITE_LIMIT_FACTOR = 8;

/** The eight groups of an IPv6 address, canonical (lower case, no leading zeros); null for anything else. */
function ipv6Groups(ip: string): string[] | null {
  const value = ip.trim();
  if (!value.includes(':')) return null;
  let canonical: string;
  try {
    // The WHATWG URL parser validates and canonicalises IPv6 (lower case, '::' compression, hex only).
    canonical = new URL(`http://[${value}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = canonical.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  return tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}

const isIpv4Mapped = (groups: string[]) => groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';

/**
 * The subject per-address limits count under (docs/decisions/0044, attack review 2026-11-27): an IPv4
 * address as it is, an IPv6 address by its /64 prefix, an IPv4-mapped IPv6 address as its IPv4
 * address. A subscriber, VPS or host gets a whole /64 (2^64 addresses): keyed on the full address, a
 * stranger took a fresh count with every try. Anything else ('unknown') is its own subject. Limits count
 * through `Limiter`'s address methods, which also count the /48 (`ipSiteKey`).
 */
export function ipLimitKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip.trim();
  if (isIpv4Mapped(groups)) {
    const v4 = groups.slice(6).map((g) => parseInt(g, 16));
    return [v4[0]! >> 8, v4[0]! & 255, v4[1]! >> 8, v4[1]! & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The site (/48) an IPv6 address is in, as a subject ('2001:db8:46::/48'); null for an IPv4 address, an
 * IPv4-mapped one and anything else, which have only their `ipLimitKey` count (docs/decisions/0082).
 */
export function ipSiteKey(ip: string): string | null {
  const groups = ipv6Groups(ip);
  if (!groups || isIpv4Mapped(groups)) return null;
  return `${groups.slice(0, 3).join(':')}::/48`;
}

/** One attempt counted against an address (its /64 and, for IPv6, its /48): `Limiter.reserveAddress`. */
export interface AddressAttempt {
  /** Within both counts: the attempt may go ahead. */
  within: boolean;
  /** The count that decided, with its maximum: the refusing one's (the /64's or the /48's), else the /64's. */
  count: number;
  max: number;
  /**
   * Gives back what the attempt holds: when within, its event on both counts; when refused, its event on
   * the count that refused it (the other count holds none).
   */
  release(): Promise<void>;
}

export class Limiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly logger: Logger,
  ) {}

  private key(limit: Limit, subject: string) {
    return `${limit.name}:${subject}`;
  }

  /** True when `subject` has used up `limit` (the next attempt must be refused). */
  async exhausted(limit: Limit, subject: string): Promise<boolean> {
    try {
      const used = (await this.store.count(this.key(limit, subject), limit.windowMs)) >= limit.max;
      // The metric counts by limit name only, never the subject (an address or account).
      if (used) telemetryHooks()?.limitHit(limit.name);
      return used;
    } catch (err) {
      this.logger.error({ err: (err as Error).message, limit: limit.name }, 'rate limit store unavailable');
      return false;
    }
  }

  /** Records one event (a failure, a mail sent). */
  async record(limit: Limit, subject: string): Promise<number> {
    try {
      return await this.store.hit(this.key(limit, subject), limit.windowMs);
    } catch (err) {
      this.logger.error({ err: (err as Error).message, limit: limit.name }, 'rate limit store unavailable');
      return 0;
    }
  }

  /** Records one event and answers whether it was still within the limit. */
  async take(limit: Limit, subject: string): Promise<boolean> {
    const within = (await this.record(limit, subject)) <= limit.max;
    if (!within) telemetryHooks()?.limitHit(limit.name);
    return within;
  }

  /**
   * Reserves one attempt before the work it guards (a password check): counted atomically in the
   * store, so of any number of parallel attempts at most `limit.max` get true. Give it back with
   * `release` when the attempt turns out not to count.
   */
  reserve(limit: Limit, subject: string): Promise<boolean> {
    return this.take(limit, subject);
  }

  /** Takes back one reserved attempt. */
  async release(limit: Limit, subject: string): Promise<void> {
    try {
      await this.store.release(this.key(limit, subject));
    } catch (err) {
      this.logger.error({ err: (err as Error).message, limit: limit.name }, 'rate limit store unavailable');
    }
  }

  /** The counts an attempt from `ip` is counted in: its /64 and, for IPv6, its /48 with the site's maximum. */
  private addressCounts(limit: Limit, ip: string, scope?: string): Array<{ limit: Limit; subject: string }> {
    const scoped = (key: string) => (scope === undefined ? key : `${scope}|${key}`);
    const counts = [{ limit, subject: scoped(ipLimitKey(ip)) }];
    const site = ipSiteKey(ip);
    // Under the same name (so the same metric), a key of its own: '…::/48' is never an address's key.
    if (site !== null) counts.push({ limit: { ...limit, max: limit.max * SITE_LIMIT_FACTOR }, subject: scoped(site) });
    return counts;
  }

  /**
   * Counts one attempt from the client address `ip` (not a key: the limiter makes the keys) against `limit`
   * per address (docs/decisions/0044, 0082): its IPv4 address or IPv6 /64 up to `limit.max`, and for IPv6
   * its /48 up to `SITE_LIMIT_FACTOR` times that; refused when either is over. `scope` makes the count one
   * per scope and address (an account from an address). Like `take` it records, then compares, so a flood
   * keeps itself refused; a refused attempt stays counted only on the count that refused it: refused by its
   * /64, it never touches the /48 (one host cannot use up its site's count); refused by the /48, its event
   * on the /64 is given back (the attempt did not happen). Atomic per count in the store, so of any number
   * of parallel attempts at most the maximum of each count are within. Give an attempt back with
   * `release()` when it turns out not to count.
   */
  async reserveAddress(limit: Limit, ip: string, scope?: string): Promise<AddressAttempt> {
    const held: Array<{ limit: Limit; subject: string }> = [];
    let first = 0;
    for (const count of this.addressCounts(limit, ip, scope)) {
      const n = await this.record(count.limit, count.subject);
      if (n > count.limit.max) {
        // The metric counts by limit name only, never the subject (an address or account).
        telemetryHooks()?.limitHit(limit.name);
        await Promise.all(held.map((h) => this.release(h.limit, h.subject)));
        return { within: false, count: n, max: count.limit.max, release: () => this.release(count.limit, count.subject) };
      }
      if (held.length === 0) first = n;
      held.push(count);
    }
    return {
      within: true,
      count: first,
      max: limit.max,
      release: async () => {
        await Promise.all(held.map((h) => this.release(h.limit, h.subject)));
      },
    };
  }

  /** `reserveAddress` for an attempt that is never given back (a mail sent, a review posted): true when within. */
  async takeAddress(limit: Limit, ip: string, scope?: string): Promise<boolean> {
    return (await this.reserveAddress(limit, ip, scope)).within;
  }

  /** True when the address of `ip` (its /64, or for IPv6 its /48) has used up `limit`; records nothing. */
  async exhaustedAddress(limit: Limit, ip: string, scope?: string): Promise<boolean> {
    for (const count of this.addressCounts(limit, ip, scope)) if (await this.exhausted(count.limit, count.subject)) return true;
    return false;
  }

  /** Records one event (a failure, after `exhaustedAddress` let it through) on both counts of the address of `ip`. */
  async recordAddress(limit: Limit, ip: string, scope?: string): Promise<void> {
    await Promise.all(this.addressCounts(limit, ip, scope).map((count) => this.record(count.limit, count.subject)));
  }

  /**
   * Forgets the /64's count of the address of `ip` (a good password clears its failures). The /48's count
   * stays: it holds the other addresses of the site too, whose events one address's success does not forgive.
   */
  async resetAddress(limit: Limit, ip: string, scope?: string): Promise<void> {
    await this.reset(limit, this.addressCounts(limit, ip, scope)[0]!.subject);
  }

  async reset(limit: Limit, subject: string): Promise<void> {
    try {
      await this.store.reset(this.key(limit, subject));
    } catch (err) {
      this.logger.error({ err: (err as Error).message, limit: limit.name }, 'rate limit store unavailable');
    }
  }
}
