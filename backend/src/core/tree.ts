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
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
  const roots: N[] = [];
  for (const r of rows) {
    const pid = parentOf(r);
    const parent = pid ? nodes.get(pid) : undefined;
    if (parent) parent.children.push(nodes.get(r.id)!);
    else roots.push(nodes.get(r.id)!);
  }
  return roots;
}
