/** Placeholder while the browse page is being written (same issue). */
export function BrowsePage() {
  return <h1 className="px-4 py-20 text-center text-2xl font-bold">Browse</h1>;
}
