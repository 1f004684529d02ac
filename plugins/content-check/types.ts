export interface ContentFile {
  file: string; /* repo-relative path */
  source: string; /* whole file text */
  frontMatter: Record<string, unknown>;
}
export interface ContentProblem {
  file: string;
  line: number;
  rule: string;
  message: string;
}
export type ContentRule = (file: ContentFile) => ContentProblem[];
