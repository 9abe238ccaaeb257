/**
 * Rows that point at their parent (departments, menus) nested into a tree. A row whose parent is
 * not among the rows (0 / null for the top, or a parent filtered out or deleted) is a root, so
 * nothing listed is lost; rows keep their order among their siblings.
 */
export function nestRows<R extends { id: number }, N extends { children: N[] }>(
  rows: readonly R[],
  parentOf: (row: R) => number | null,
  toNode: (row: R) => N,
): N[] {
  const made = rows.map(toNode);
  const nodes = new Map<number, N>(rows.map((r, i) => [r.id, made[i]]));
  const roots: N[] = [];
  rows.forEach((r, i) => {
    const pid = parentOf(r);
    const parent = pid ? nodes.get(pid) : undefined;
    (parent ? parent.children : roots).push(made[i]);
  });
  return roots;
}
