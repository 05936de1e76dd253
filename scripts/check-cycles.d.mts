/** The import graph of the given folders under `root` (default: src and web/src): file → files it loads. */
export declare function importGraph(root: string, folders?: string[]): Map<string, string[]>;

/** One circle per strongly connected component of the graph, as a path whose first file is repeated last. */
export declare function importCircles(graph: Map<string, string[]>): string[][];
