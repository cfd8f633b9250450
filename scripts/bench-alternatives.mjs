// Ways out of a search that found nothing (GET /api/search/alternatives), one request at a time:
// eight empty searches of each kind (an unknown place, a place with no match, a category with none,
// a misspelt word, filters together in the way), 20 rounds. Against any running site (the
// production build with demo data: `PORT=5199 npx node scripts/e2e-server.mjs`):
//
//   node scripts/bench-alternatives.mjs [baseURL]
//
// Prints p50, p95, p99 and the slowest; figures in docs/search.md ("When nothing is found").
const base = process.argv[2] ?? 'http://127.0.0.1:5199';
const SEARCHES = [
  { searchTerm: 'tent', city: 'Riyadd' },
  { searchTerm: 'خيمة', city: 'Abha' },
  { searchTerm: 'كاميرا في أبها' },
  { searchTerm: 'خيمة', categoryId: '3' },
  { searchTerm: 'كامرااا' },
  { searchTerm: 'كامرااا جدة' },
  { searchTerm: 'tent', categoryId: '3', maxPrice: '10' },
  { searchTerm: 'tent', city: 'Riyadh', maxPrice: '10', startDate: '2030-02-01', endDate: '2030-02-03' },
];
const ROUNDS = 20;

const times = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const search of SEARCHES) {
    const startedAt = performance.now();
    const res = await fetch(`${base}/api/search/alternatives?${new URLSearchParams(search)}`);
    await res.text();
    if (res.status !== 200) throw new Error(`${JSON.stringify(search)}: ${res.status}`);
    times.push(performance.now() - startedAt);
  }
}
times.sort((a, b) => a - b);
const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1);
console.log(
  `${times.length} answers, one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, slowest ${times.at(-1).toFixed(1)} ms`,
);
