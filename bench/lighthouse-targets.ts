// The Lighthouse targets of issue 10 (docs/decisions/0034-render-cost-and-page-weight.md) and
// issue 21: performance ≥ 95, accessibility 100, best practices 100, SEO 100 on indexable pages.
// A page crawlers are kept out of (sign-in) is held to accessibility and best practices; its
// performance and SEO are reported, not held.

export type PageResult = {
  name: string;
  path: string;
  indexable: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** The machine's 1-minute load average when the run began: a busy machine inflates TBT and LCP. */
  load: number;
  /** Weighted audits that did not pass (ids). */
  failed: string[];
};

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
export function median(runs: PageResult[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function missedTargets(results: PageResult[]): string[] {
  return results.flatMap((r) => {
    const missed: string[] = [];
    if (r.indexable && r.performance < 95) missed.push(`${r.name}: performance ${r.performance} < 95`);
    if (r.accessibility < 100) missed.push(`${r.name}: accessibility ${r.accessibility} < 100`);
    if (r.bestPractices < 100) missed.push(`${r.name}: best practices ${r.bestPractices} < 100`);
    if (r.indexable && r.seo < 100) missed.push(`${r.name}: SEO ${r.seo} < 100`);
    return missed;
  });
}
