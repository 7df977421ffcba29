/** Reads a V8 CPU profile (the inspector's `Profiler.stop` answer) into the functions with the most self time. */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** A V8 CPU profile as the inspector returns it. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** One function's share of the samples. */
export interface SelfTime {
  fn: string;
  where: string;
  selfMs: number;
  percent: number;
}

function where(url: string, line: number): string {
  if (!url) return '(native)';
  const clean = url.replace(/^file:\/\//, '');
  const idx = clean.indexOf('node_modules/');
  const short = idx >= 0 ? clean.slice(idx + 'node_modules/'.length) : clean.replace(/^.*\/(apps|packages)\//, '$1/');
  return `${short}:${line + 1}`;
}

/** The `top` functions by self time (samples weighted by their time deltas), and the share of each package. */
export function topSelfTime(
  profile: CpuProfile,
  top = 25,
): { functions: SelfTime[]; byPackage: Array<{ pkg: string; percent: number }>; totalMs: number } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) selfUs.set(samples[i]!, (selfUs.get(samples[i]!) ?? 0) + (deltas[i] ?? 0));
  const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;
  const perFn = new Map<string, { fn: string; where: string; us: number }>();
  const perPkg = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const fn = node.callFrame.functionName || '(anonymous)';
    const at = where(node.callFrame.url, node.callFrame.lineNumber);
    const key = `${fn} ${at}`;
    const entry = perFn.get(key) ?? { fn, where: at, us: 0 };
    entry.us += us;
    perFn.set(key, entry);
    const pkg = node.callFrame.url.includes('node_modules/')
      ? /node_modules\/((@[^/]+\/)?[^/]+)/.exec(node.callFrame.url)![1]!
      : node.callFrame.url
        ? node.callFrame.url.includes('/dist/server') || node.callFrame.url.includes('/apps/') || node.callFrame.url.includes('/packages/')
          ? '(product code)'
          : node.callFrame.url.startsWith('node:')
            ? '(node core)'
            : '(other)'
        : fn.startsWith('(')
          ? fn
          : '(native)';
    perPkg.set(pkg, (perPkg.get(pkg) ?? 0) + us);
  }
  const pct = (us: number) => Math.round((us / totalUs) * 1000) / 10;
  return {
    functions: [...perFn.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((e) => ({ fn: e.fn, where: e.where, selfMs: Math.round(e.us / 100) / 10, percent: pct(e.us) })),
    byPackage: [...perPkg.entries()].sort((a, b) => b[1] - a[1]).map(([pkg, us]) => ({ pkg, percent: pct(us) })),
    totalMs: Math.round(totalUs / 1000),
  };
}
