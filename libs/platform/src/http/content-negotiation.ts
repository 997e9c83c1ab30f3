/** One media range of an `Accept` header: `type/subtype` (lower case) and its q-value. */
interface MediaRange {
  range: string;
  q: number;
}

/** The media ranges of an `Accept` header (RFC 9110 §12.5.1); malformed members are skipped, a malformed q counts as 1. */
function mediaRanges(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const member of accept.split(',')) {
    const [type, ...params] = member.split(';').map((part) => part.trim());
    if (!/^[\w!#$%&'*+.^`|~-]+\/[\w!#$%&'*+.^`|~-]+$/.test(type)) continue;
    const qParam = params.find((p) => /^q\s*=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/i, ''));
    ranges.push({ range: type.toLowerCase(), q: Number.isFinite(q) && q >= 0 && q <= 1 ? q : 1 });
  }
  return ranges;
}

/**
 * The q-value the client gives `mediaType`: that of the most specific range matching it
 * (`type/subtype` over `type/*` over `* /*`, RFC 9110 §12.5.1), 0 when none matches.
 */
function qualityOf(ranges: readonly MediaRange[], mediaType: string): number {
  const [type] = mediaType.split('/');
  for (const candidate of [mediaType, `${type}/*`, '*/*']) {
    const matches = ranges.filter((r) => r.range === candidate);
    if (matches.length) return Math.max(...matches.map((r) => r.q));
  }
  return 0;
}

/**
 * True when a request explicitly prefers HTML to JSON, as a browser navigating to a page
 * does (`text/html,application/xhtml+xml,application/xml;q=0.9,* /*;q=0.8`): `text/html`
 * is listed by name, with a q-value above 0 and at least that of `application/json`.
 * Everything else gets JSON: no `Accept`, `* /*` (what curl and generated API clients
 * send), `application/json`, `application/problem+json`, `text/*`. The rule of the
 * platform's pages that answer both (docs/api-decisions.md, "Problem types: JSON or
 * HTML").
 *
 * @param accept the request's `Accept` header
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = mediaRanges(accept);
  const html = ranges.filter((r) => r.range === 'text/html');
  if (html.length === 0) return false;
  const htmlQ = Math.max(...html.map((r) => r.q));
  return htmlQ > 0 && htmlQ >= qualityOf(ranges, 'application/json');
}
