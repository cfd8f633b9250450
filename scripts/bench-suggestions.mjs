// Suggestions while typing, one request at a time, as a search box asks them: 20 prefixes people
// type (Arabic and Latin, two to five letters) in both languages, 25 rounds. Against any running
// site (the production build with demo data: `PORT=5199 npx node scripts/e2e-server.mjs`):
//
//   node scripts/bench-suggestions.mjs [baseURL]
//
// Prints p50, p95, p99 and the slowest; figures in docs/search.md ("Suggestions").
const base = process.argv[2] ?? 'http://127.0.0.1:5199';
const PREFIXES = ['كامي', 'خيم', 'دري', 'بلاي', 'جد', 'الري', 'tent', 'cam', 'drill', 'jedd'];
PREFIXES.push('ps', 'سون', 'ادو', 'مكي', 'bike', 'ايب', 'بشت', 'oud', 'خي', 'ca');
const ROUNDS = 25;

const times = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const prefix of PREFIXES) {
    for (const language of ['ar', 'en']) {
      const startedAt = performance.now();
      const res = await fetch(
        `${base}/api/search/suggestions?${new URLSearchParams({ q: prefix, language })}`,
      );
      await res.text();
      if (res.status !== 200) throw new Error(`${prefix}: ${res.status}`);
      times.push(performance.now() - startedAt);
    }
  }
}
times.sort((a, b) => a - b);
const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1);
console.log(
  `${times.length} suggestions, one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, slowest ${times.at(-1).toFixed(1)} ms`,
);
