/** One docs or blog source file, as the content rules see it. */
export interface ContentFile {
  /** Repo-relative path, e.g. `docs/guide/setup.mdx`. */
  file: string;
  /** The whole file text, front matter included, so that line numbers are the file's. */
  source: string;
  frontMatter: Record<string, unknown>;
}

/** One fault of a page: where it is, which rule found it and what to change. */
export interface ContentProblem {
  file: string;
  /** 1-based line in the file. */
  line: number;
  rule: string;
  message: string;
}

export type ContentRule = (file: ContentFile) => ContentProblem[];
